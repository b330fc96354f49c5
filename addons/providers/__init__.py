"""teambrain.addons.providers."""
