"""teambrain.cli."""
