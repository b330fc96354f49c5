"""Meaning: the one sentence model of core (core/meaning/model.py loads it, vectors.py
turns texts into stored meanings)."""
