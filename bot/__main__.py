"""Command line: `python -m bot run | demo | migrate | check-config | doctor | export …`."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from bot.envelope import Platform
from bot.runtime.config import ConfigError, Settings, load_settings

if TYPE_CHECKING:
    from bot.moderation.card_spans import CardNames

# Each subcommand imports what it runs inside its own function: `check-config` and `migrate`
# answer without loading aiogram and vkbottle (about a second of imports). No cycle hides here.


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bot", description="Бот турниров ККИ «Берсерк. Герои» (Telegram, VK)."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    backup = sub.add_parser("backup", help="снять согласованную копию базы, не останавливая бота")
    backup.add_argument("target", type=Path, help="куда положить копию")
    backup.add_argument("--config", type=Path, required=True, help="путь к config.toml")
    for name, text in (
        ("run", "запустить бота"),
        ("migrate", "создать или обновить базу данных"),
        ("check-config", "проверить конфигурацию"),
        ("doctor", "проверить настройки ботов в Telegram и ВКонтакте перед турниром"),
    ):
        cmd = sub.add_parser(name, help=text)
        cmd.add_argument("--config", type=Path, required=True, help="путь к config.toml")
    cards = sub.add_parser("cards", help="загрузить пул карт или бан-лист Констрактеда")
    cards.add_argument(
        "action", choices=("import", "banned"), help="import — пул, banned — бан-лист"
    )
    cards.add_argument("file", type=Path, help="CSV/TOML пула или текст бан-листа")
    cards.add_argument("--config", type=Path, required=True, help="путь к config.toml")
    export = sub.add_parser("export", help="выгрузить турнир целиком в JSON (для архива)")
    export.add_argument("tournament", type=int, help="номер турнира")
    export.add_argument("--config", type=Path, required=True, help="путь к config.toml")
    export.add_argument(
        "--output", "-o", type=Path, help="куда записать JSON (без него — в stdout)"
    )
    check = sub.add_parser("check-text", help="проверить строки stdin фильтром модерации")
    check.add_argument("--no-links", action="store_true", help="ссылки считать спамом")
    check.add_argument(
        "--config", type=Path, help="config.toml: списки слов организатора из [moderation]"
    )
    check.add_argument(
        "--cards", type=Path, help="пул карт (CSV/TOML, как для cards import): названия карт"
    )
    copy = sub.add_parser(
        "copy-db", help="перенести все данные в пустую базу (SQLite → PostgreSQL), бот остановлен"
    )
    copy.add_argument("source", help="откуда: путь к файлу SQLite или postgresql://…")
    copy.add_argument("target", help="куда: postgresql://… (или путь к новому файлу SQLite)")
    demo = sub.add_parser("demo", help="сыграть турнир локально через песочницу")
    demo.add_argument("--players", type=int, default=16, help="число игроков (4…64)")
    demo.add_argument("--seed", default="demo", help="seed жеребьёвки и сценария")
    demo.add_argument(
        "--platforms", default="tg", help="tg, vk или tg,vk: где играют игроки (по умолчанию tg)"
    )
    demo.add_argument(
        "--verbose",
        action="store_true",
        help="вся переписка по порядку, а не только главное (судья, каналы, один матч, споры)",
    )
    demo.add_argument(
        "--serve",
        action="store_true",
        help="после турнира держать его живую страницу открытой на 127.0.0.1 (выход — Ctrl+C)",
    )
    return parser


def _load(path: Path) -> Settings:
    try:
        return load_settings(path)
    except ConfigError as exc:
        print("Ошибка конфигурации:", file=sys.stderr)
        for key, problem in exc.problems:
            print(f"  {key}: {problem}", file=sys.stderr)
        raise SystemExit(2) from None


def _secrets(settings: Settings) -> list[str]:
    return [
        settings.telegram.token.get_secret_value(),
        settings.telegram.webhook_secret.get_secret_value(),
        settings.vk.token.get_secret_value(),
        settings.vk.secret.get_secret_value(),
    ]


async def _run(settings: Settings) -> None:
    from bot.runtime.app import App
    from bot.runtime.logsafe import protect

    protect(_secrets(settings))  # tokens never reach the logs, whoever prints them
    app = App(settings)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    # Before the start: its server answers /healthz while it still talks to the platforms,
    # and a stop asked then must wait for the start and end gracefully, not kill.
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        await app.start()
    except Exception:
        await app.stop(flush=False)  # nothing half-started stays: server, tasks, sessions
        raise
    logging.getLogger(__name__).info("bot is running; Ctrl+C stops it")
    await stop.wait()
    await app.stop()


async def _migrate(settings: Settings) -> int:
    from storage.engines import database_for

    db = database_for(settings.storage.target)
    version = await db.open()
    await db.close()
    return version


def _cards(settings: Settings, action: str, path: Path) -> int:
    from bot.runtime.console import file_command, run_console

    if not path.is_file():
        print(f"Файл не найден: {path}", file=sys.stderr)
        return 2
    kind = "cards" if action == "import" else "banned"
    ok, lines = asyncio.run(run_console(settings, file_command(kind, path)))
    print("\n".join(lines), file=sys.stdout if ok else sys.stderr)
    return 0 if ok else 2


def _copy_db(source: str, target: str) -> int:
    """Every row of one database into an empty other one: moving to PostgreSQL."""
    from storage.copying import NotEmpty, copy_database
    from storage.engines import is_postgres

    if not is_postgres(source) and not Path(source).is_file():
        print(f"Базы {source} нет.", file=sys.stderr)
        return 2
    if source == target:
        print("Откуда и куда — одна и та же база.", file=sys.stderr)
        return 2
    try:
        counts = asyncio.run(copy_database(source, target))
    except NotEmpty as full:
        print(f"В базе назначения уже есть данные (таблица {full}): копирую только в пустую"
              " базу. Создайте новую (createdb) и повторите.", file=sys.stderr)  # fmt: skip
        return 2
    except (OSError, ValueError) as error:  # the server unreachable, a malformed address
        print(f"Не удалось подключиться: {error}", file=sys.stderr)
        return 2
    shown = ", ".join(f"{table} {n}" for table, n in counts.items() if n)
    print(f"Скопировано: {shown or 'пусто'}. Бот может работать на новой базе.")
    return 0


def _export(settings: Settings, tournament: int, output: Path | None) -> int:
    """The tournament as one JSON document (RES-8), as a judge's /export gives it."""
    from bot.commands import ExportTournament
    from bot.notices import Document
    from bot.runtime.console import run_console_answers

    if tournament < 1:
        print("Номер турнира — целое число от 1.", file=sys.stderr)
        return 2
    command = ExportTournament(tournament=tournament)
    ok, answers = asyncio.run(run_console_answers(settings, command))
    files = [file for _, file in answers if isinstance(file, Document)]
    lines = "\n".join(text for text, _ in answers)
    if not ok or not files:
        print(lines, file=sys.stderr)
        return 2
    if output is None:
        sys.stdout.buffer.write(files[0].data)
        sys.stdout.flush()
        print(lines, file=sys.stderr)
        return 0
    try:
        output.write_bytes(files[0].data)
    except OSError as exc:
        print(f"Не могу записать {output}: {exc.strerror}", file=sys.stderr)
        return 2
    print(f"{lines}\nФайл: {output}")
    return 0


def _pool_names(path: Path) -> CardNames | None:
    """The names of a pool file read as `cards import` reads it; None, said why, if it can't."""
    from zoneinfo import ZoneInfo

    from bot.delivery.texts import Texts
    from bot.domain.cards import CardPool
    from bot.domain.errors import Refusal
    from bot.moderation.card_spans import CardNames
    from handlers.grammar import decode_file

    key, params = "check-text-no-file", {"path": str(path)}
    try:
        text = decode_file(path.read_bytes())
        if text is not None:
            pool = CardPool.parse_toml(text) if "[[card]]" in text else CardPool.parse_csv(text)
            return CardNames(card.name for card in pool)
    except OSError:
        pass  # no such file, or not readable: said below
    except Refusal as refused:
        key, params = refused.key, refused.params
    print(Texts(ZoneInfo("Europe/Moscow")).render("ru", key, params), file=sys.stderr)
    return None


def _check_text(links_allowed: bool, config: Path | None, cards: Path | None) -> int:
    """One JSON object per input line: the filter's verdict (MOD-2); the names of the pool in
    `cards` are never a violation, as in the bot once that pool is loaded (DECK-4)."""
    import json

    from bot.moderation import TextFilter

    insults, allowed = _load(config).moderation.words() if config else ((), ())
    names = None if cards is None else _pool_names(cards)
    if cards is not None and names is None:
        return 2
    text_filter = TextFilter(insults=insults, allowed=allowed, links_allowed=links_allowed)
    for line in sys.stdin:
        text = line.rstrip("\n")
        verdict = text_filter.check(text, names)
        record = {"text": text, "violation": verdict.violation, "match": verdict.match}
        print(json.dumps(record, ensure_ascii=False), flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point."""
    args = _parser().parse_args(argv)
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    if args.command == "check-text":
        return _check_text(not args.no_links, args.config, args.cards)
    if args.command == "demo":
        from sandbox.demo import run_demo

        if not 4 <= args.players <= 64:
            print("--players: от 4 до 64", file=sys.stderr)
            return 2
        names = {"tg": Platform.TELEGRAM, "telegram": Platform.TELEGRAM, "vk": Platform.VK}
        platforms = tuple(names.get(p.strip().lower(), "") for p in args.platforms.split(","))
        if not platforms or "" in platforms:
            print("--platforms: tg, vk или tg,vk", file=sys.stderr)
            return 2
        try:
            return asyncio.run(
                run_demo(
                    args.players, args.seed, platforms, serve=args.serve, verbose=args.verbose
                )
            )
        except KeyboardInterrupt:  # --serve ends with Ctrl+C
            return 0
    if args.command == "copy-db":
        return _copy_db(args.source, args.target)
    settings = _load(args.config)
    if args.command == "check-config":
        doors = [
            name
            for name, on in (("telegram", settings.telegram.enabled), ("vk", settings.vk.enabled))
            if on
        ]
        print(f"Конфигурация в порядке. Включены: {', '.join(doors) or 'ни одной платформы'}.")
        print(f"База данных: {settings.storage.shown}")
        return 0
    if args.command == "doctor":
        from bot.runtime.doctor import run_doctor
        from bot.runtime.logsafe import protect

        protect(_secrets(settings))  # a library's log line never shows the tokens
        return asyncio.run(run_doctor(settings))
    if args.command == "backup":
        from storage.db import backup_file

        if settings.storage.url.get_secret_value():
            # The server keeps the data: its own tool copies it consistently while in use.
            print(f"Копию базы PostgreSQL делает pg_dump: pg_dump '{settings.storage.shown}'"
                  f" > {args.target}", file=sys.stderr)  # fmt: skip
            return 2

        try:
            size = asyncio.run(backup_file(settings.storage.path, args.target))
        except FileNotFoundError:
            print(f"Базы {settings.storage.path} нет.", file=sys.stderr)
            return 2
        print(f"Копия базы: {args.target} ({size // 1024} КБ).")
        return 0
    if args.command == "cards":
        return _cards(settings, args.action, args.file)
    if args.command == "export":
        return _export(settings, args.tournament, args.output)
    if args.command == "migrate":
        version = asyncio.run(_migrate(settings))
        print(f"База данных {settings.storage.shown}: схема версии {version}.")
        return 0
    if not settings.telegram.enabled and not settings.vk.enabled:
        print(
            "Ошибка конфигурации:\n  telegram.token: нужен токен бота (или vk.token)",
            file=sys.stderr,
        )
        return 2
    from zoneinfo import ZoneInfo

    from bot.delivery.texts import Texts
    from bot.delivery.token_rejected import TokenRejected

    try:
        asyncio.run(_run(settings))
    except TokenRejected as rejected:  # the README promises a line, not a traceback
        texts = Texts(ZoneInfo(settings.locale.timezone))
        print(rejected.line(texts, settings.locale.default), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
