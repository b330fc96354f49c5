"""teambrain.server: `teambrain serve`, the team's API over the service facade."""
