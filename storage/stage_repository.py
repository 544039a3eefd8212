"""Stages as they run: who entered in which seed order, and their groups or tables."""

from __future__ import annotations

import dataclasses
import json
from functools import lru_cache

import aiosqlite

from bot.domain.stage_specs import StageRun, StageSpec
from storage.base import Repository


@lru_cache(maxsize=64)
def _parsed(
    spec: str, seeds: str, pools: str
) -> tuple[StageSpec, tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """Parsed once per distinct text: a report reads its stage, whose seeds list every
    entrant (a profile under load, issue 12). Frozen values, so one copy serves all."""
    return (
        StageSpec(**json.loads(spec)),
        tuple(json.loads(seeds)),
        tuple(tuple(pool) for pool in json.loads(pools)),
    )


def _run(row: aiosqlite.Row) -> StageRun:
    spec, seeds, pools = _parsed(row["spec"], row["seeds"], row["pools"])
    return StageRun(
        index=row["idx"], spec=spec, seeds=seeds, pools=pools, first_round=row["first_round"]
    )


class SqlStages(Repository):
    """The `stages` table."""

    async def add(self, tournament_id: int, run: StageRun, now: float) -> None:
        """Record a stage that starts now."""
        await self.execute(
            "INSERT INTO stages (tournament_id, idx, spec, seeds, pools, first_round, started_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                tournament_id,
                run.index,
                json.dumps(dataclasses.asdict(run.spec)),
                json.dumps(run.seeds),
                json.dumps(run.pools),
                run.first_round,
                now,
            ),
        )

    async def get(self, tournament_id: int, index: int) -> StageRun | None:
        """A started stage by its index."""
        row = await self.fetch_one(
            "SELECT * FROM stages WHERE tournament_id = ? AND idx = ?", (tournament_id, index)
        )
        return _run(row) if row else None
