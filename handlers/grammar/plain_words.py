"""Plain Russian a person types to the bot in private → a command or a word meaning yes/no.

Only private text comes here (a group's chatter stays the moderation's). The words are read
by their lemmas (pymorphy3, which the chat filter already loads), so «подтверждаю»,
«подтверждаем» and «подтвердить» are one word; which tap a «да» answers is the core's to say.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from bot import commands as c

MAX_WORDS = 6  # a longer message is a sentence about something, not a command
_WORD = re.compile(r"[^\W\d_]+")
# Words read as they are: the analyzer takes «ок» for «около», «чекин» for something else.
_EXACT = {"ок": "ок", "окей": "ок", "ok": "ок", "okay": "ок", "ага": "ок", "угу": "ок",
          "чекин": "чекин", "да": "да", "нет": "нет", "не": "не"}  # fmt: skip
# Words that change nothing: «я сдаюсь», «хочу выйти из турнира», «давайте начнём турнир».
_FILLERS = {"я", "мы", "хотеть", "пожалуйста", "бы", "ну", "же", "вот", "уже", "давать",
            "из", "с", "в", "на", "весь", "всё", "все", "тогда", "ладно", "просто"}  # fmt: skip
_YES = {"да", "ок", "подтверждать", "подтвердить", "подтверждение", "принимать", "принять",
        "согласный", "хорошо", "верно", "конечно", "yes", "согласие"}  # fmt: skip
_NO = {"нет", "не", "несогласный", "неверно", "no"}

_Make = Callable[[], c.Command]
_PHRASES: dict[tuple[str, ...], _Make] = {}


def _phrases(make: _Make, *texts: str) -> None:
    for text in texts:
        _PHRASES[tuple(text.replace("ё", "е").split())] = make


_phrases(c.Concede, "сдаваться", "сдаться", "сдавать матч", "сдать матч", "сдаваться матч")
_phrases(lambda: c.Concede(game=True), "сдавать партия", "сдать партия", "сдаваться партия")
_phrases(c.Drop, "выходить", "выйти", "выходить турнир", "выйти турнир", "покидать турнир",
         "покинуть турнир", "сниматься турнир", "сняться турнир")  # fmt: skip
_phrases(c.CheckIn, "отмечаться", "отметиться", "чекин", "подтверждать участие",
         "подтвердить участие", "здесь", "место")  # fmt: skip
_phrases(c.Confirm, "подтверждать счёт", "подтвердить счёт", "подтверждать результат",
         "подтвердить результат", "счёт верный", "результат верный")  # fmt: skip
_phrases(c.Dispute, "оспаривать", "оспаривать счёт", "оспорить счёт", "счёт неверный",
         "оспаривать результат", "оспорить результат")  # fmt: skip
_phrases(c.Unregister, "отменить регистрация", "отменять регистрация", "отозвать заявка")
_phrases(lambda: c.Invalid(key="usage-register"), "регистрация", "зарегистрироваться",
         "записаться", "записываться", "участвовать")  # fmt: skip
_phrases(c.Me, "мой матч", "мой соперник", "кто мой соперник", "мой стол", "мой турнир")
_phrases(c.ShowStandings, "таблица", "турнирный таблица", "положение")
_phrases(c.ShowPairings, "пара", "пара тур", "кто кто играть")
_phrases(c.Help, "помощь", "помочь", "команда", "справка", "что делать", "что уметь")
_phrases(c.ShowRules, "правило", "регламент")
# A judge's day, said as a judge says it.
_phrases(c.Begin, "начать турнир", "начинать турнир", "начать первый тур", "старт турнир",
         "запустить турнир")  # fmt: skip
_phrases(c.NextRound, "следующий тур", "начать следующий тур", "начинать следующий тур")
_phrases(c.Finish, "завершить турнир", "закончить турнир", "завершать турнир",
         "заканчивать турнир")  # fmt: skip
_phrases(c.OpenRegistration, "открыть регистрация", "открывать регистрация")
_phrases(c.CloseRegistration, "закрыть регистрация", "закрывать регистрация")
_phrases(c.Pause, "пауза", "поставить пауза")
_phrases(c.Resume, "продолжить турнир", "снять пауза")


@functools.lru_cache(maxsize=4096)  # people repeat their few words; the rest is bounded
def _lemma(word: str) -> str:
    exact = _EXACT.get(word)
    if exact is not None:
        return exact
    from bot.moderation.verdict import morph  # the analyzer, loaded once per process

    return morph().parse(word)[0].normal_form.replace("ё", "е")


def lemmas(text: str) -> tuple[str, ...] | None:
    """The message's words as lemmas without the fillers; None for no short wordy message."""
    if any(ch.isdigit() for ch in text):
        return None  # a score, a number: the typed commands read those
    words = _WORD.findall(text.lower().replace("ё", "е"))
    if not words or len(words) > MAX_WORDS:
        return None
    return tuple(w for w in (_lemma(word) for word in words) if w not in _FILLERS)


def read_words(text: str, message_id: int) -> c.Command | None:
    """The command a private message says in plain words, or None for any other text."""
    said = lemmas(text)
    if not said:
        return None
    make = _PHRASES.get(said)
    if make is not None:
        return make()
    if all(w in _YES | _NO for w in said):
        intent = "no" if any(w in _NO for w in said) else "yes"
        return c.Said(intent=intent, text=text, message_id=message_id)
    return None
