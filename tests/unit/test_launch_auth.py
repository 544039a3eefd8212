"""Mini App launch data: Telegram's initData and VK's sign, checked as the platforms document."""

from __future__ import annotations

import json
from urllib.parse import parse_qsl, urlencode

import pytest
from aiogram.utils.web_app import check_webapp_signature

from handlers.web.launch_auth import (
    MAX_AGE,
    LaunchRefused,
    sign_telegram,
    sign_vk,
    telegram_user,
    vk_user,
)

# The example of the Telegram Mini Apps documentation (docs.telegram-mini-apps.com), signed
# by Telegram with this token: our check must accept what Telegram produced.
TG_TOKEN = "5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8"
TG_INIT_DATA = (
    "query_id=AAHdF6IQAAAAAN0XohDhrOrc"
    "&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22%2C%22last_name%22"
    "%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22"
    "%2C%22is_premium%22%3Atrue%7D"
    "&auth_date=1662771648"
    "&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2"
)
TG_AUTH_DATE = 1662771648
# The example of VK's own repository VKCOM/vk-apps-launch-params, signed with this secret.
VK_SECRET = "wvl68m4dR1UpLrVRli"
VK_APP = 6736218
VK_QUERY = (
    "vk_user_id=494075&vk_app_id=6736218&vk_is_app_user=1&vk_are_notifications_enabled=1"
    "&vk_language=ru&vk_access_token_settings=&vk_platform=android"
    "&sign=htQFduJpLxz7ribXRZpDFUH-XEUhC9rBPTJkjUFEkRA"
)


def _with(raw: str, **changes: str) -> str:
    """The same query with some fields changed and the signature kept."""
    fields = dict(parse_qsl(raw, keep_blank_values=True))
    return urlencode(fields | changes)


def test_telegram_documented_example_is_accepted_within_a_day() -> None:
    user = telegram_user(TG_INIT_DATA, TG_TOKEN, now=TG_AUTH_DATE + MAX_AGE - 1)
    assert (user.platform, user.user_id, user.name) == ("telegram", 279058397, "Vladislav Kibenko")
    assert (user.username, user.locale) == ("vdkfrost", "ru")
    # aiogram's own check agrees with ours on the same data.
    assert check_webapp_signature(TG_TOKEN, TG_INIT_DATA)


@pytest.mark.parametrize(
    "forged",
    [
        _with(TG_INIT_DATA, user=json.dumps({"id": 1, "first_name": "Mallory"})),
        _with(TG_INIT_DATA, auth_date=str(TG_AUTH_DATE + 3600)),  # made to look fresher
        _with(TG_INIT_DATA, hash="0" * 64),
        TG_INIT_DATA.replace("&hash=", "&hash_=").replace("hash_=", "x="),  # no hash at all
        TG_INIT_DATA + "&auth_date=1662771648",  # a field given twice
        "",
    ],
)
def test_forged_telegram_init_data_is_refused(forged: str) -> None:
    with pytest.raises(LaunchRefused):
        telegram_user(forged, TG_TOKEN, now=TG_AUTH_DATE + 60)


def test_telegram_data_signed_for_another_bot_is_refused() -> None:
    with pytest.raises(LaunchRefused):
        telegram_user(TG_INIT_DATA, "123:another-bot", now=TG_AUTH_DATE + 60)


def test_telegram_data_older_than_a_day_is_refused() -> None:
    with pytest.raises(LaunchRefused, match="stale"):
        telegram_user(TG_INIT_DATA, TG_TOKEN, now=TG_AUTH_DATE + MAX_AGE + 1)


def test_what_we_sign_for_tests_is_what_aiogram_accepts() -> None:
    user = json.dumps({"id": 42, "first_name": "Анна", "language_code": "en"})
    data = sign_telegram({"user": user, "auth_date": "1000", "start_param": "t5"}, "1:abc")
    assert check_webapp_signature("1:abc", data)
    launched = telegram_user(data, "1:abc", now=1000)
    assert (launched.user_id, launched.locale, launched.start_param) == (42, "en", "t5")


def test_vk_documented_example_is_accepted() -> None:
    user = vk_user(VK_QUERY, VK_SECRET, VK_APP, now=0)
    assert (user.platform, user.user_id, user.locale) == ("vk", 494075, "ru")
    assert vk_user("?" + VK_QUERY, VK_SECRET, VK_APP, now=0).user_id == 494075


@pytest.mark.parametrize(
    "forged",
    [
        _with(VK_QUERY, vk_user_id="1"),  # another person
        _with(VK_QUERY, vk_language="en"),  # any vk_ field is signed
        _with(VK_QUERY, sign="htQFduJpLxz7ribXRZpDFUH-XEUhC9rBPTJkjUFEkRB"),
        VK_QUERY.split("&sign=")[0],
    ],
)
def test_forged_vk_sign_is_refused(forged: str) -> None:
    with pytest.raises(LaunchRefused):
        vk_user(forged, VK_SECRET, VK_APP, now=0)


def test_vk_params_of_another_secret_or_app_are_refused() -> None:
    with pytest.raises(LaunchRefused):
        vk_user(VK_QUERY, "another-secret", VK_APP, now=0)
    with pytest.raises(LaunchRefused, match="another app"):
        vk_user(VK_QUERY, VK_SECRET, 1, now=0)


def test_vk_launch_older_than_a_day_is_refused() -> None:
    fields = {"vk_user_id": "7", "vk_app_id": "5", "vk_ts": "1000", "vk_language": "en"}
    query = sign_vk(fields, "s")
    assert vk_user(query, "s", 5, now=1000 + MAX_AGE).locale == "en"
    with pytest.raises(LaunchRefused, match="stale"):
        vk_user(query, "s", 5, now=1000 + MAX_AGE + 1)
