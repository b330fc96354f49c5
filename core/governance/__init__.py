"""What people decide over the knowledge base: daily reflection, the share ceremony, decay."""
