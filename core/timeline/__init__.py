"""The executions timeline: sessions step by step, and their archival export."""
