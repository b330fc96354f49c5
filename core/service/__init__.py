"""The service facade every surface calls, and the team server's API contract and client."""
