"""teambrain.tui."""
