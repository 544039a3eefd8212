"""`check-config` refuses a token that cannot be one, by its key, before `run` tries it."""

from __future__ import annotations

import pytest

from bot.runtime.config import ConfigError, load_settings


@pytest.mark.parametrize(
    ("platform", "token"),
    [
        ("telegram", "my token here"),
        ("telegram", "123456789:AAE-токен"),  # the right shape, a Cyrillic tail
        ("telegram", "123456789:AAE abc"),  # a space inside
        ("telegram", "123456789:AAE/x+y="),  # characters Telegram never puts in
        ("telegram", "AAEabc:123456789"),  # halves swapped
        ("telegram", "987654321:"),  # the secret half missing
        ("vk", "my token here"),
        ("vk", "vk1.a.ключ"),
        ("vk", "vk1.a.abc def"),
    ],
)
def test_a_token_of_the_wrong_shape_is_refused_by_its_key(platform: str, token: str) -> None:
    with pytest.raises(ConfigError) as refused:
        load_settings(None, **{platform: {"token": token}})
    [(key, problem)] = refused.value.problems
    assert key == f"{platform}.token" and "без пробелов" in problem
    assert token not in problem  # a secret is never echoed


@pytest.mark.parametrize(
    ("platform", "token"),
    [
        ("telegram", "5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8"),
        ("vk", "vk1.a.AbC-d_E.fGh"),
        ("vk", "533bacf01e11f55b536a565b57531ac114461ae8736d6506a3" + "0" * 35),  # older, hex
    ],
)
def test_a_token_of_the_right_shape_passes(platform: str, token: str) -> None:
    section = {"token": token} | ({"group_id": 1} if platform == "vk" else {})
    settings = load_settings(None, **{platform: section})
    assert getattr(settings, platform).token.get_secret_value() == token
