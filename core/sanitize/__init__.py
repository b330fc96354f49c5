"""The sanitizer: nothing raw reaches the store (fail-closed), presidio behind one engine.

engine.py builds it; the recognizers, the normalizer and the coverage report are the
other modules. Only this package imports presidio, and only engine.py eagerly.
"""
