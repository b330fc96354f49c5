"""The dashboard's screens (one per file) and the modals they open."""
