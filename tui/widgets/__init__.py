"""Small widgets the screens share: the navigation bar and the cycling toggle."""
