"""Use cases, one transaction each; importing this package registers all of them."""

import importlib
import pkgutil

# Every module of the package is imported, so that each `@handles` registers its use case: a new
# use case is a new module here and nothing else lists it.
for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")
