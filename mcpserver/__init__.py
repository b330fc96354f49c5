"""teambrain.mcpserver."""
