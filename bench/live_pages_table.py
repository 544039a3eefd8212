"""The live pages benchmark's figures: pooled over its runs and set out as a table."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/ modules beside this file

from _world import percentile
from process_load import Phase

GOAL = 1.10  # issue 14: open pages slow the replies by at most 10 %


@dataclass
class Confirmation:
    """One tap on «Подтвердить»: its match, when it was queued, when the bot answered it."""

    number: int
    tapped: float
    answered: float


@dataclass
class Result:
    """What one phase measured."""

    pages: int
    phase: Phase
    confirmations: list[Confirmation]
    closed_cpu: float = 0.0  # bot CPU from the burst's start to the round closed, outbox empty
    bench_cpu: float = 0.0  # this process's CPU over the burst
    peak_rss: float = 0.0
    updates: int = 0  # page updates received by all pages
    delays_ms: list[float] = field(default_factory=list)  # tap → a pairings page shows it
    answer_delays_ms: list[float] = field(default_factory=list)  # bot's answer → that page
    last_ms: float = 0.0  # the last tap → the last page update


def pooled(results: list[Result]) -> dict[str, float]:
    """The figures of all phases of one kind, samples pooled, CPU summed."""
    latency = [ms for r in results for ms in r.phase.latency_ms]
    count = sum(r.phase.count for r in results)
    span = sum(max(r.phase.answered) - min(r.phase.queued) for r in results)
    delay = [ms for r in results for ms in r.delays_ms]
    answer = [ms for r in results for ms in r.answer_delays_ms]
    nan = float("nan")
    return {
        "p50": percentile(latency, 0.5),
        "p99": percentile(latency, 0.99),
        "rate": count / span,
        "cpu": 1000 * sum(r.phase.cpu for r in results) / count,
        "closed": 1000 * sum(r.closed_cpu for r in results) / count,
        "bench": 1000 * sum(r.bench_cpu for r in results) / count,
        "rss": max(r.peak_rss for r in results),
        "updates": sum(r.updates for r in results) / len(results),
        "delay50": percentile(delay, 0.5) if delay else nan,
        "delay99": percentile(delay, 0.99) if delay else nan,
        "answer50": percentile(answer, 0.5) if answer else nan,
        "answer99": percentile(answer, 0.99) if answer else nan,
        "last": max(r.last_ms for r in results),
    }


def table(bare: list[Result], loaded: list[Result], pages: int) -> str:
    """Figure | no pages | with pages | ratio."""
    a, b = pooled(bare), pooled(loaded)
    rows = [
        ("reply latency p50, ms", "p50", True),
        ("reply latency p99, ms", "p99", True),
        ("updates handled per second", "rate", True),
        ("bot CPU per update (burst), ms", "cpu", True),
        ("bot CPU per update (burst + round close), ms", "closed", True),
        ("bench process CPU per update (burst), ms", "bench", True),
        ("bot RSS peak (VmHWM), MiB", "rss", True),
        ("page updates received (all pages, per phase)", "updates", False),
        ("tap «Подтвердить» → pairings page shows it, p50 ms", "delay50", False),
        ("tap «Подтвердить» → pairings page shows it, p99 ms", "delay99", False),
        ("bot's answer → pairings page shows it, p50 ms", "answer50", False),
        ("bot's answer → pairings page shows it, p99 ms", "answer99", False),
        ("last tap → last page update, ms", "last", False),
    ]
    width = max(len(r[0]) for r in rows)
    head = f"{'figure':<{width}}  {'no pages':>9}  {f'{pages} pages':>10}  {'ratio':>7}"
    lines = [head]
    for label, key, both in rows:
        left = f"{a[key]:9.1f}" if both else f"{'-':>9}"
        ratio = f"{b[key] / a[key]:6.2f}x" if both and a[key] else f"{'-':>7}"
        lines.append(f"{label:<{width}}  {left}  {b[key]:10.1f}  {ratio:>7}")
    worst = max(b["p50"] / a["p50"], b["p99"] / a["p99"])
    verdict = "met" if worst <= GOAL else "NOT met"
    lines.append(f"goal: replies with pages ≤ {GOAL:.2f}× without (p50 and p99): {verdict} "
                 f"(worst {worst:.2f}×)")  # fmt: skip
    return "\n".join(lines)
