"""The terminal dashboard (`teambrain tui`): every read and every human decision of teambrain.

Screens call core functions with the acting owner and show what they return; the app holds
no domain logic of its own. `make_app` in tui/app.py builds it for the CLI and the tests.
"""
