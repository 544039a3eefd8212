"""A fork server for crash tests: `python -m bot run` processes that start in milliseconds.

Importing the bot (aiogram and vkbottle build thousands of pydantic models) takes seconds,
so a test that kills and restarts the bot many times would mostly wait for imports. This
process imports everything once, then forks a child per bot life that runs the real entry
point, `bot.__main__.main(["run", "--config", …])`, exactly as the command line does. The
test kills a child with SIGKILL by its pid and asks here for it to be reaped.

Protocol, one line each way on stdin/stdout:
    start <config path>   →  started <pid>
    reap <pid>            →  reaped <pid> <wait status>
and "ready" once the imports are done. Children write their logs to this process's stderr.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import bot.__main__  # noqa: E402 - the entry point the children run
import bot.runtime.app  # noqa: E402 - aiogram, vkbottle, storage, handlers: imported once here
import bot.runtime.logsafe  # noqa: E402 - `run` imports it lazily

# The doors and the server's storage are imported lazily by the app: each child would spend
# seconds importing them again.
import handlers.telegram.door  # noqa: E402
import handlers.vk.door  # noqa: E402, F401
import storage.postgres  # noqa: E402
import storage.request_slots  # noqa: E402, F401


def child(config: str) -> None:
    """Become the bot: the real command line's `run`, then exit with its code."""
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.dup2(2, 1)  # anything printed goes to the log, never into the protocol
    try:
        code = bot.__main__.main(["run", "--config", config])
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else 1
    except BaseException:
        import traceback

        traceback.print_exc()
        code = 1
    sys.stderr.flush()
    os._exit(code)


def serve() -> None:
    """Answer start and reap requests until stdin closes."""
    print("ready", flush=True)
    for line in sys.stdin:
        verb, _, arg = line.strip().partition(" ")
        if verb == "start":
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:
                child(arg)
            print(f"started {pid}", flush=True)
        elif verb == "reap":
            _, status = os.waitpid(int(arg), 0)
            print(f"reaped {arg} {status}", flush=True)
        else:
            print(f"unknown {verb}", flush=True)


if __name__ == "__main__":
    serve()
