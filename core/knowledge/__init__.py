"""The knowledge base: reviewed lessons, one review queue, their guard and their audit log."""
