"""What an operator runs and reads: the schedule (tick), figures (stats), checks (doctor)."""
