"""`teambrain proxy`, `addon-path` and `env`: running the capturing proxy."""

COMMANDS: list = []
