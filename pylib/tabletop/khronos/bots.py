"""Khronos bots (placeholder; filled in below)."""
