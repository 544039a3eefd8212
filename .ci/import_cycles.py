"""Print every import cycle between two or more modules of bot, handlers and storage."""

from __future__ import annotations

import re
import sys

import grimp
import networkx

PACKAGES = ("bot", "handlers", "storage")
# `from package import module`: grimp records the module alone, but the line also reads the
# package's namespace, and a package whose __init__ imports this file is then a loop
# (`bot.usecases` ↔ `registration`); such a line counts as importing the package too.
_FROM = re.compile(r"\s*from\s+([\w.]+)\s+import\b")


def import_edges(packages: tuple[str, ...] = PACKAGES) -> networkx.DiGraph:
    """Every import between the packages' modules, TYPE_CHECKING and function-level included."""
    graph = grimp.build_graph(*packages, cache_dir=None)
    edges = networkx.DiGraph()
    for module in graph.modules:
        for imported in graph.find_modules_directly_imported_by(module):
            edges.add_edge(module, imported)
            for detail in graph.get_import_details(importer=module, imported=imported):
                named = _FROM.match(detail["line_contents"])
                package = named.group(1) if named else None
                inner = package and package not in (module, imported)
                if inner and imported.startswith(f"{package}."):
                    edges.add_edge(module, package)
    return edges


def import_cycles(packages: tuple[str, ...] = PACKAGES) -> list[tuple[list[str], list[str]]]:
    """Each group of modules that import each other, with one loop through it."""
    edges = import_edges(packages)
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
