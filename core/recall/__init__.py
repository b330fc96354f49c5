"""Recall: owner-clamped search over the caller's own episodes, honest when nothing matches."""
