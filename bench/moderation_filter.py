"""Measure the chat text filter (MOD-2) and candidate libraries on the labelled set.

Run ``python bench/moderation_filter.py`` (``--only NAME`` for one candidate; ``--worst``
times the project's filter on 4 KB messages built to be the slowest it reads).  For each
candidate it prints precision, recall and F1 per label and overall, the misclassified
lines, and the time per line.  Candidate libraries that are not installed are skipped;
they only say «profane or not», so their hits count as «obscene», and the «offensive» row
merges obscene and insult so that they are not blamed for naming an insult obscene.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # run as a plain script from any directory

LABELLED = ROOT / "tests" / "data" / "moderation" / "labelled.tsv"
LABELS = ("obscene", "insult", "spam")
CLEAN = "clean"

Predict = Callable[[str], str]

# NLTK's Russian stop-word list, which check-swear downloads at run time (there is no network
# here): the bench hands it over instead, so that its model sees the text it was trained on.
_NLTK_RUSSIAN_STOPWORDS = (  # one string, split where used
    "и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только "
    "ее мне было вот от меня еще нет о из ему теперь когда даже ну вдруг ли если уже или ни "
    "быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где "
    "есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе под будет ж "
    "тогда кто этот того потому этого какой совсем ним здесь этом один почти мой тем чтобы нее "
    "сейчас были куда зачем всех никогда можно при наконец два об другой хоть после над больше "
    "тот через эти нас про всего них какая много разве три эту моя впрочем хорошо свою этой "
    "перед иногда лучше чуть том нельзя такой им более всегда конечно всю между"
)


@dataclass(frozen=True)
class Scores:
    """Precision, recall and F1 of one label, with the counts they come from."""

    tp: int
    fp: int
    fn: int

    @property
    def precision(self) -> float:
        """Share of the lines flagged with the label that carry it."""
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        """Share of the lines carrying the label that were flagged with it."""
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        """Harmonic mean of precision and recall."""
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


def load_labelled(path: Path = LABELLED) -> list[tuple[str, str]]:
    """The labelled lines as (label, text)."""
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        label, sep, text = line.partition("\t")
        if not sep or label not in (CLEAN, *LABELS):
            raise ValueError(f"{path}:{number}: expected 'label<TAB>text', got {line!r}")
        rows.append((label, text))
    return rows


def score(gold: list[str], pred: list[str], labels: tuple[str, ...]) -> Scores:
    """Scores of the lines whose gold or predicted label is among ``labels``."""
    tp = sum(g in labels and p in labels for g, p in zip(gold, pred, strict=True))
    fp = sum(g not in labels and p in labels for g, p in zip(gold, pred, strict=True))
    fn = sum(g in labels and p not in labels for g, p in zip(gold, pred, strict=True))
    return Scores(tp, fp, fn)


def score_overall(gold: list[str], pred: list[str]) -> Scores:
    """Micro-averaged scores over the violations: a hit needs the right label."""
    tp = sum(g == p != CLEAN for g, p in zip(gold, pred, strict=True))
    fp = sum(p != CLEAN and p != g for g, p in zip(gold, pred, strict=True))
    fn = sum(g != CLEAN and p != g for g, p in zip(gold, pred, strict=True))
    return Scores(tp, fp, fn)


def _ours() -> Predict:
    """The project's filter, links forbidden as in a match chat."""
    from bot.moderation.textfilter import TextFilter

    text_filter = TextFilter(links_allowed=False)
    return lambda text: text_filter.check(text).violation or CLEAN


def _flag(check: Callable[[str], object]) -> Predict:
    """A yes/no library check as a label."""
    return lambda text: "obscene" if check(text) else CLEAN


def _detected_profanity() -> Predict:
    """detected-profanity: Aho-Corasick over RU/EN/translit forms with normalization."""
    from detected_profanity import contains_profanity

    return _flag(contains_profanity)


def _obscene_words_filter() -> Predict:
    """python-obscene-words-filter: its default bad/good-word regular expressions."""
    from obscene_words_filter.default import get_default_filter

    words_filter = get_default_filter()
    return _flag(lambda text: list(words_filter.find_bad_word_matches_without_good_words(text)))


def _check_swear() -> Predict:
    """check-swear: a scikit-learn model plus regular expressions, default threshold."""
    import check_swear.model_prep.tokenizer as tokenizer

    class _Stopwords:
        @staticmethod
        def words(language: str) -> list[str]:
            return _NLTK_RUSSIAN_STOPWORDS.split()

    tokenizer.stopwords = _Stopwords()  # type: ignore[assignment]
    from check_swear import SwearingCheck

    checker = SwearingCheck()
    return _flag(lambda text: checker.predict(text)[0])


def _glin(obfuscation: bool) -> Callable[[], Predict]:
    """glin-profanity with its Russian dictionary, plain or with every evasion detector."""

    def build() -> Predict:
        from glin_profanity import Filter

        config: dict[str, object] = {"languages": ["russian"]}
        if obfuscation:
            config |= {
                "detect_leetspeak": True,
                "leetspeak_level": "aggressive",
                "normalize_unicode": True,
                "obfuscation": "strict",
            }
        profanity = Filter(config)  # type: ignore[arg-type]
        return _flag(profanity.is_profane)

    return build


def _badwords(evasion: bool) -> Callable[[], Predict]:
    """badwords-py with its Russian list, plain or with its evasion detectors on."""

    def build() -> Predict:
        from badwords import Options, ProfanityFilter

        profanity = ProfanityFilter()
        profanity.init(languages=["ru"])
        options = (
            Options(split_on_punctuation=True, collapse_repeats=True, leetspeak=True)
            if evasion
            else Options()
        )
        return _flag(lambda text: profanity.is_profane(text, options))

    return build


def _dirt_tongue() -> Predict:
    """dirt-tongue: one regular expression; its module forgets to import lru_cache."""
    import builtins
    import functools

    builtins.lru_cache = functools.lru_cache  # type: ignore[attr-defined]
    from dirt_tongue import is_dirt

    return _flag(is_dirt())


CANDIDATES: dict[str, Callable[[], Predict]] = {
    "ours": _ours,
    "detected-profanity": _detected_profanity,
    "python-obscene-words-filter": _obscene_words_filter,
    "check-swear": _check_swear,
    "glin-profanity": _glin(obfuscation=False),
    "glin-profanity+obfuscation": _glin(obfuscation=True),
    "badwords-py": _badwords(evasion=False),
    "badwords-py+evasion": _badwords(evasion=True),
    "dirt-tongue": _dirt_tongue,
}


def evaluate(name: str, predict: Predict, rows: list[tuple[str, str]], limit: int) -> None:
    """Run one candidate over the set and print its figures and its mistakes."""
    started = time.perf_counter()
    pred = [predict(text) for _, text in rows]
    per_line = (time.perf_counter() - started) / len(rows)
    gold = [label for label, _ in rows]
    print(f"\n=== {name}: {len(rows)} lines, {per_line * 1000:.3f} ms per line")
    print(f"{'label':<22}{'precision':>10}{'recall':>10}{'F1':>10}{'tp':>6}{'fp':>6}{'fn':>6}")
    table = [(label, score(gold, pred, (label,))) for label in LABELS]
    table.append(("offensive (obs+ins)", score(gold, pred, ("obscene", "insult"))))
    table.append(("overall (micro)", score_overall(gold, pred)))
    for label, s in table:
        # A label never predicted has no precision: print «-», not a flattering 1.000.
        precision = f"{s.precision:>10.3f}" if s.tp + s.fp else f"{'-':>10}"
        f1 = f"{s.f1:>10.3f}" if s.tp + s.fp else f"{'-':>10}"
        print(f"{label:<22}{precision}{s.recall:>10.3f}{f1}{s.tp:>6}{s.fp:>6}{s.fn:>6}")
    wrong = [(g, p, text) for (g, text), p in zip(rows, pred, strict=True) if g != p]
    print(f"misclassified: {len(wrong)}")
    for g, p, text in wrong[:limit]:
        print(f"  gold={g:<8} got={p:<8} {text}")
    if len(wrong) > limit:
        print(f"  … {len(wrong) - limit} more (--limit)")


def _worst_messages() -> dict[str, str]:
    """4 KB messages built to make the filter work hardest: hidden letters, symbols, joins."""
    rng = random.Random(1)  # the same messages every run

    def noise(alphabet: str) -> str:
        return "".join(rng.choice(alphabet) for _ in range(4096))

    letters = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"
    return {
        "letters and *": noise(letters + "*"),
        "letters and symbols": noise(letters + "@#%&$!|*"),
        "spaced letters, symbols": noise("абвгд@#%& "),
        "e-mail addresses": " ".join(f"user{n}@mail{n}.ru" for n in range(200))[:4096],
        "х@й repeated": ("х@й " * 1024)[:4096],
        "single letters dotted": ".".join(noise(letters)[:2048]),
    }


def worst_cases() -> None:
    """The filter's time on each worst message (CPU time, the dictionary warm)."""
    from bot.moderation.textfilter import TextFilter

    text_filter = TextFilter(links_allowed=False)
    text_filter.check("прогрев")
    print("\n=== ours, 4 KB worst messages")
    for name, text in _worst_messages().items():
        started = time.process_time()
        verdict = text_filter.check(text)
        spent = (time.process_time() - started) * 1000
        print(f"{name:<26}{spent:>9.1f} ms  {verdict.violation or CLEAN}")


def main(argv: list[str] | None = None) -> int:
    """Evaluate every installed candidate, or the one named with --only."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=sorted(CANDIDATES), help="one candidate")
    parser.add_argument("--limit", type=int, default=60, help="misclassified lines to show")
    parser.add_argument("--worst", action="store_true", help="time 4 KB worst messages only")
    args = parser.parse_args(argv)
    if args.worst:
        worst_cases()
        return 0
    rows = load_labelled()
    counts = {label: sum(g == label for g, _ in rows) for label in (CLEAN, *LABELS)}
    print(f"labelled set {LABELLED.relative_to(ROOT)}: {counts}")
    for name, build in CANDIDATES.items():
        if args.only and name != args.only:
            continue
        started = time.perf_counter()
        try:
            predict = build()
        except ImportError as error:
            print(f"\n=== {name}: skipped, not installed ({error})")
            continue
        print(f"\n(loading {name} took {time.perf_counter() - started:.2f} s)", end="")
        evaluate(name, predict, rows, args.limit)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
