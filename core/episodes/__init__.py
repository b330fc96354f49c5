"""Episodes and execution events: their shape, their writes and reads, their index, their retention."""
