"""deploy/: the compose file's workers get a configuration the bot accepts, nginx knows them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from bot.runtime.config import load_settings

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
WORKERS = ("bot1", "bot2")


def compose() -> dict:
    return yaml.safe_load((DEPLOY / "compose.yaml").read_text())


def interpolate(value: str, env: dict[str, str]) -> str:
    """Docker Compose's ${VAR}, ${VAR:-default} and ${VAR:?error}."""

    def one(m: re.Match[str]) -> str:
        name, op, arg = m.group(1), m.group(2) or "", m.group(3) or ""
        if env.get(name):
            return env[name]
        if op == ":?":
            raise AssertionError(f"compose refuses to start without {name}: {arg}")
        return arg

    return re.sub(r"\$\{(\w+)(?:(:-|:\?)([^}]*))?\}", one, value)


def env_example() -> dict[str, str]:
    lines = (DEPLOY / "compose.env.example").read_text().splitlines()
    return dict(line.split("=", 1) for line in lines if line and not line.startswith("#"))


def test_workers_wait_for_the_database_and_the_migration() -> None:
    services = compose()["services"]
    assert services["postgres"]["image"].startswith("postgres:15")
    assert services["postgres"]["healthcheck"]["test"]
    assert services["migrate"]["command"][:4] == ["python", "-m", "bot", "migrate"]
    assert services["migrate"]["restart"] == "no"
    for name in WORKERS:
        assert services[name]["depends_on"] == {
            "postgres": {"condition": "service_healthy"},
            "migrate": {"condition": "service_completed_successfully"},
        }
        assert services[name]["build"]["dockerfile"] == "deploy/Dockerfile"


def test_a_worker_configured_from_the_example_env_runs_on_postgres_in_push_modes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    env = env_example() | {
        "BOT_TELEGRAM__TOKEN": "123456:ABC",
        "BOT_TELEGRAM__WEBHOOK_SECRET": "s3cret",
        "BOT_VK__TOKEN": "vk1.a.token",
        "BOT_VK__GROUP_ID": "42",
        "BOT_VK__CONFIRMATION_CODE": "c0nf1rm",
        "BOT_VK__SECRET": "vks3cret",
    }
    for key, value in compose()["services"]["bot1"]["environment"].items():
        monkeypatch.setenv(key, interpolate(str(value), env))
    settings = load_settings(DEPLOY.parent / "config.example.toml")
    assert settings.storage.target == "postgresql://bot:change-me@postgres:5432/bot"
    assert settings.telegram.mode == "webhook" and settings.vk.mode == "callback"
    assert settings.telegram.webhook_url == "https://bot.example.org/telegram/webhook"
    assert settings.server.listen == "0.0.0.0:8080"


def test_nginx_balances_over_exactly_the_compose_workers() -> None:
    conf = (DEPLOY / "nginx.conf").read_text()
    listen = compose()["services"]["bot1"]["environment"]["BOT_SERVER__LISTEN"]
    port = listen.rsplit(":", 1)[1]
    upstream = re.search(r"upstream bot_workers \{(.*?)\}", conf, re.S)
    assert upstream is not None
    servers = re.findall(r"^\s*server (\S+)", upstream.group(1), re.M)
    assert servers == [f"{name}:{port}" for name in WORKERS]
    # A POST a worker dropped is retried on the other one only with non_idempotent.
    assert re.search(r"proxy_next_upstream error timeout http_502 non_idempotent;", conf)
    assert "$http_x_telegram_bot_api_secret_token" in conf
    assert "./nginx.conf:/etc/nginx/nginx.conf:ro" in compose()["services"]["nginx"]["volumes"]
