"""Print every import cycle between two or more modules of bot, handlers and storage."""

from __future__ import annotations

import sys

import grimp
import networkx

PACKAGES = ("bot", "handlers", "storage")


# grimp reads `from package import module` as an import of the module alone, as Python's own
# order does (a parent package is always imported before its children).


def import_cycles(packages: tuple[str, ...] = PACKAGES) -> list[tuple[list[str], list[str]]]:
    """Return each group of modules that import each other, with one loop through it."""
    graph = grimp.build_graph(*packages, cache_dir=None)
    edges = networkx.DiGraph()
    for module in graph.modules:
        for imported in graph.find_modules_directly_imported_by(module):
            edges.add_edge(module, imported)
    cycles = []
    for group in networkx.strongly_connected_components(edges):
        if len(group) > 1:
            # One concrete loop makes the report readable; the group lists every member.
            loop = networkx.find_cycle(edges.subgraph(group))
            cycles.append((sorted(group), [a for a, _ in loop] + [loop[0][0]]))
    return sorted(cycles)


def main() -> int:
    """Print the cycles and fail when there is any."""
    cycles = import_cycles()
    for group, loop in cycles:
        print(f"{len(group)} modules: {', '.join(group)}")
        print("  e.g. " + " -> ".join(loop))
    print(f"{len(cycles)} import cycle(s) between modules of {', '.join(PACKAGES)}")
    return 1 if cycles else 0


if __name__ == "__main__":
    sys.exit(main())
