"""teambrain.addons."""
