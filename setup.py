"""The wheel's package list, derived from the tree so a new package cannot be forgotten.

The repository's top-level folders are the architecture (core/, addons/, cli/, ...); they install
as teambrain.core, teambrain.addons, ... Each folder maps onto its name once, and every package
below it is found by setuptools' own discovery. Everything else lives in pyproject.toml.
"""

from setuptools import find_packages, setup

SURFACES = ("core", "addons", "cli", "tui", "mcpserver", "server")

setup(
    package_dir={f"teambrain.{top}": top for top in SURFACES},
    packages=[
        f"teambrain.{top}{'.' + sub if sub else ''}"
        for top in SURFACES
        for sub in ["", *find_packages(top)]
    ],
)
