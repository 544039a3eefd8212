"""Text filter for tournament chats: obscene language, insults and links (MOD-2).

MOD-2 (S4 5.2) forbids obscene language, insulting participants, spam and flood in the
communication channel and the match chats; MOD-3 (S4 11.5) sanctions the first two.  This
module only tells what a message violates; a judge issues the sanction (MOD-10), and the
flood/repeat part of spam, which needs time, is done elsewhere.

How a message is read:

* The text is cut into *pieces* (runs of letters, digits and look-alike symbols).  Each piece
  is read as Cyrillic: Latin, Greek and Ukrainian look-alikes and digits become the Cyrillic
  letters they imitate (x→х, y→у, 0→о, 3→з, 6→б, @→а, $→с …, several readings when
  ambiguous); a piece of plain Latin letters is also transliterated (blyat → блят); a letter
  of another width or with an accent is its base letter (ｘ, 𝐱, ú).
* Pieces split by separators are joined back: inside one chunk always («ПИЗ-ДЕЦ», «х.у.й»),
  across spaces when a piece is a single letter («х у й»).  An asterisk stands for one hidden
  letter («х*й», «бл*ть»), and so may any symbol between letters, whatever it looks like
  («бл@дь», «х#й»: a word obscene in one filling is obscene).  Repeated letters are collapsed.
* A reading that pymorphy3 knows is judged by its lemma: obscene when the lemma has an
  obscene root, an insult when the lemma is on the insult list (or is a listed noun with an
  evaluative suffix: идиотище, дебилушка), innocent otherwise — so «корабля», «употреблять»,
  «застрахуй», «тебя», «мудрый», «сукно», «скипидар» pass.  A reading it does not know is
  obscene when an obscene root stands at its start or after a prefix (заебал, отъебись).
  Every dictionary lemma the shipped roots match was checked to be obscene; the rare
  homograph where the chat meaning wins over the dictionary («хули») is listed as data.

Decisions (the word lists are data: ``obscene_roots.txt`` and ``insults_ru.txt``):

* obscene: хуй, пизда, ебать, блядь and their derivatives (the core of Russian mat), and the
  vulgar genital/sexual roots муде (мудак, мудила), манда, залупа, пидор/пидарас;
* insult: сука, сучка, сукин (сын), шлюха, гандон and the organizer's insult list (дебил,
  идиот, урод, тупой …), matched by lemma; an adjective describing a thing (тупой ход) is not;
  a noun that also names a creature (тварь, гад, козёл) insults in the nominative only — in
  another case, or after an element of the game (болотные, лесной), it speaks of the game's
  creatures («Похлебка из болотных тварей», «Болотные твари сильны»; issue 23);
* allowed: хрен, хер, херня, блин, бляха(-муха), ёлки-палки, офигеть, капец, фиг, грёбаный,
  жопа, хлебало (a form of «хлебать»), нуб, изи — crude or euphemistic, but not mat and not
  an insult from the list;
* exempt: the names of the loaded card pool (``card_spans.CardNames``) are cut out of the
  message before it is read, so a card named «Болотная тварь» insults nobody; no card list is
  shipped as a default, since the repository holds no real one (``bot/data`` is invented);
* spam: a link (when links are not allowed in the chat) or a run of one character (letter,
  bracket, emoji) of ``max_char_run`` or more.

When a message has several violations the verdict names, in this order, obscene language,
an insult, spam; within one kind the earliest fragment.
"""

from __future__ import annotations

import functools
import itertools
import unicodedata
from collections.abc import Iterable, Iterator
from enum import IntEnum

from bot.moderation.pieces import Piece, piece_at, split_pieces
from bot.moderation.readings import (
    ALPHABET,
    MAX_HIDDEN,
    collapse,
    fold,
    masked,
    readings,
    spellings,
)
from bot.moderation.spam import DEFAULT_MAX_CHAR_RUN, find_spam
from bot.moderation.verdict import CLEAN, Exempt, Verdict, Violation, morph
from bot.moderation.word_lists import (
    INSULTS_FILE,
    OBSCENE_ROOTS_FILE,
    compile_roots,
    data_lines,
    insult_list,
    insult_suffix_pattern,
)

_MAX_JOIN = 12  # pieces joined into one word at most («п.и.з.д.е.ц» is 6)
# Joined runs read per message at most: past that a message is a flood of single letters,
# and reading every run of a 4 KB «а.б.в.…» would take seconds of the event loop.
_MAX_JOINS_PER_MESSAGE = 1500
_MAX_MASKED_INSULT = 2  # insults need the dictionary per filling: keep it cheap
# Fillings of hidden letters tried per message («х*й» is 32, «п***ец» 32,768): past that the
# message is a flood of masks, and its other hidden words are left unread, not the event loop
# held for seconds (a 4 KB «а*б*в …» took a minute before this bound).
_MAX_FILLINGS_PER_MESSAGE = 50_000
_INSULT_POS = frozenset({"NOUN", "ADJF", "ADJS", "COMP"})
_NAMING_CASES = frozenset({"nomn", "voct"})  # «тварь, сдавайся», «ну ты и осёл»
_ADDRESS = frozenset({"ты", "вы"})  # «ты болотная тварь» is said to a person
_HEAD = 3  # letters an unknown word shares with an insult before the predictor is asked


class _OutOfFillings(Exception):
    """The message has used up its fillings of hidden letters (never cached as a verdict)."""


class _Kind(IntEnum):
    """How one word reads, ordered by how bad it is."""

    UNKNOWN = 0  # not in the dictionary and nothing offensive in it
    INNOCENT = 1  # a dictionary word (or an allowed one) that offends nobody
    INSULT_ADJ = 2  # an insulting adjective: an insult unless it describes a thing
    INSULT = 3
    OBSCENE = 4


class TextFilter:
    """Tells whether a chat message has obscene language, an insult or spam (MOD-2)."""

    def __init__(
        self,
        insults: Iterable[str] = (),
        extra_obscene: Iterable[str] = (),
        allowed: Iterable[str] = (),
        links_allowed: bool = True,
        *,
        max_char_run: int | None = DEFAULT_MAX_CHAR_RUN,
    ) -> None:
        """Load the shipped lists and add the organizer's own (MOD-2: the lists are data)."""
        self._morph = morph()
        roots = compile_roots(data_lines(OBSCENE_ROOTS_FILE), list(extra_obscene))
        self._roots = roots.pattern
        self._homographs = roots.homographs
        self._allowed = frozenset(roots.exceptions | self._forms_and_lemmas(allowed))
        shipped = insult_list(data_lines(INSULTS_FILE))
        insult_words = [*shipped.words, *insults]
        self._insults: frozenset[str] = frozenset(self._forms_and_lemmas(insult_words))
        # Nouns that also name the game's creatures: an insult only when naming the person.
        own = self._forms_and_lemmas(insults)
        self._creatures = frozenset(self._forms_and_lemmas(shipped.creatures) - own)
        self._kinds = frozenset(self._forms_and_lemmas(shipped.kinds))
        self._insult_derived = insult_suffix_pattern(self._morph, insult_words)
        self._insult_forms = frozenset(
            fold(form.word)
            for word in self._insults
            for parse in self._morph.parse(word)
            if self._is_insult_lemma(fold(parse.normal_form))
            for form in parse.lexeme
        )
        # A predicted lemma keeps the word's beginning: only words that start like an insult
        # are worth the predictor, which is the slow part of reading unknown words.
        self._insult_heads = frozenset(word[:_HEAD] for word in self._insults)
        self.links_allowed = links_allowed
        self._fillings = _MAX_FILLINGS_PER_MESSAGE
        self.max_char_run = max_char_run
        self._classify = functools.lru_cache(maxsize=16384)(self._classify_word)
        # A chat repeats its words: a piece once read is not read again.
        self._piece_kind = functools.lru_cache(maxsize=16384)(self._read_piece)

    def _is_insult_lemma(self, lemma: str, animate: bool = True) -> bool:
        """Whether a lemma (ё as е) is listed, or is a listed noun with a suffix for a being."""
        return lemma in self._insults or (animate and bool(self._insult_derived.match(lemma)))

    def _forms_and_lemmas(self, words: Iterable[str]) -> set[str]:
        """Each listed word as written and as its lemma, so any form may be listed."""
        out: set[str] = set()
        for word in words:
            norm = fold(word.strip())
            if not norm:
                continue
            out.add(norm)
            out.add(fold(self._morph.parse(norm)[0].normal_form))
        return out

    def check(self, text: str, exempt: Exempt | None = None) -> Verdict:
        """The first violation of the message in the order obscene, insult, spam; what
        `exempt` cuts out (the card pool's names) is never one."""
        text = unicodedata.normalize("NFC", text)
        self._fillings = _MAX_FILLINGS_PER_MESSAGE
        pieces = split_pieces(text)
        runs = [pieces] if exempt is None else exempt.outside(pieces)
        insult: str | None = None
        for run, first, last, kind in self._words(runs):
            if kind is _Kind.OBSCENE:
                last = self._whole_word(run, first, last)
                return Verdict("obscene", text[run[first].start : run[last].end])
            fragment = text[run[first].start : run[last].end]
            if insult is None and self._is_insult(run, first, last, kind):
                insult = fragment  # obscene language further on still comes first (MOD-3)
        if insult is not None:
            return Verdict("insult", insult)
        return self._spam(text)

    def _words(self, runs: list[list[Piece]]) -> Iterator[tuple[list[Piece], int, int, _Kind]]:
        """Each piece and each joinable run of pieces, in text order, with how it reads."""
        budget = _MAX_JOINS_PER_MESSAGE  # one budget for the message, however it is cut
        for pieces in runs:
            for first in range(len(pieces)):
                if len(pieces[first].text) > 1:
                    yield pieces, first, first, self._bounded_kind(pieces[first].text, False)
                for last in range(first + 1, min(first + _MAX_JOIN, len(pieces))):
                    if budget <= 0 or not self._joinable(pieces[last - 1], pieces[last]):
                        break
                    budget -= 1
                    joined = "".join(piece.text for piece in pieces[first : last + 1])
                    yield pieces, first, last, self._bounded_kind(joined, True)

    def _whole_word(self, pieces: list[Piece], first: int, last: int) -> int:
        """The last piece of a spelled-out word: «е_б» grows to «е_б_а_т_ь», not to «тебе»."""
        while last + 1 < len(pieces) and last - first < _MAX_JOIN:
            following = pieces[last + 1]
            spelled = len(pieces[last].text) == 1 and len(following.text) == 1
            if following.spaced and not spelled:
                break  # «отъебись, я» and «х у й тебе» end before the next word
            joined = "".join(piece.text for piece in pieces[first : last + 2])
            if self._bounded_kind(joined, True) is not _Kind.OBSCENE:
                break
            last += 1
        return last

    def _bounded_kind(self, raw: str, joined: bool) -> _Kind:
        """How a piece reads; one whose hidden letters are past the message's fillings is
        unknown (the caches keep no such answer: it is raised through them)."""
        try:
            return self._piece_kind(raw, joined)
        except _OutOfFillings:
            return _Kind.UNKNOWN

    @staticmethod
    def _joinable(left: Piece, right: Piece) -> bool:
        """Whether two pieces may be one disguised word: same chunk, or a lone letter."""
        return not right.spaced or len(left.text) == 1 or len(right.text) == 1

    def _read_piece(self, raw: str, joined: bool) -> _Kind:
        """How a piece reads: innocent if a likeliest reading is a real word, else the worst."""
        if fold(raw) in self._allowed:
            return _Kind.INNOCENT
        hidden = masked(raw)
        # A symbol between letters hides one: «х@й» is no «хай» however innocent that reads.
        if any(self._classify(reading, joined) is _Kind.OBSCENE for reading in hidden):
            return _Kind.OBSCENE
        for group in [*readings(raw), hidden]:
            worst = _Kind.UNKNOWN
            for reading in group:
                kind = self._classify(reading, joined)
                if kind is _Kind.INNOCENT:
                    return _Kind.INNOCENT
                worst = max(worst, kind)
            if worst is not _Kind.UNKNOWN:
                return worst
        return _Kind.UNKNOWN

    def _classify_word(self, word: str, joined: bool) -> _Kind:
        """How one Cyrillic reading reads; ``joined`` readings are insults only if known."""
        if "*" in word:
            return self._classify_masked(word)
        norm = fold(word)
        if norm in self._allowed or collapse(norm) in self._allowed:
            return _Kind.INNOCENT
        if collapse(norm) in self._homographs:
            return _Kind.OBSCENE
        for spelling in spellings(word):
            if self._morph.word_is_known(spelling):
                kind = self._classify_known(spelling)
                if kind is _Kind.INNOCENT and spelling != word:
                    # Clean, but a word found only by collapsing letters («пахуу» → «паху»)
                    # must not vouch for the piece against its other readings.
                    return _Kind.UNKNOWN
                return kind
        collapsed = collapse(norm)
        if self._roots.search(collapsed):
            return _Kind.OBSCENE
        if joined:
            return _Kind.UNKNOWN
        # An unknown word is an insult only by its own letters or its predicted lemma.
        if collapsed[:_HEAD] not in self._insult_heads:
            return _Kind.UNKNOWN
        parse = self._morph.parse(collapsed)[0]
        if self._is_insult_lemma(collapsed) or self._is_insult_lemma(fold(parse.normal_form)):
            return _Kind.INSULT_ADJ if parse.tag.POS == "ADJF" else _Kind.INSULT
        return _Kind.UNKNOWN

    def _classify_known(self, word: str) -> _Kind:
        """A dictionary word: judged by its lemmas, never by the letters it contains."""
        parses = [parse for parse in self._morph.parse(word) if parse.is_known]
        if not parses:
            return _Kind.INNOCENT
        lemmas = {fold(parse.normal_form) for parse in parses}
        if lemmas & self._allowed:
            return _Kind.INNOCENT
        if any(self._roots.search(collapse(lemma)) for lemma in lemmas):
            return _Kind.OBSCENE
        # The insulting reading must be the likelier one: «сука» is, but «сук», «суку» read as
        # «сук» (a bough) at least as likely, so they stay innocent (MOD-2 precision).
        # An insult names or describes a person: a noun or an adjective, never a verb form
        # («сволокшую» is the verb «сволочь», to drag off).
        insulting = []
        spoken_of = 0.0  # a creature named in another case than the nominative: no insult
        for parse in parses:
            lemma = fold(parse.normal_form)
            if parse.tag.POS not in _INSULT_POS:
                continue
            if lemma in self._creatures and parse.tag.case not in _NAMING_CASES:
                spoken_of += parse.score
            elif self._is_insult_lemma(lemma, "anim" in parse.tag):
                insulting.append(parse)
        weight = sum(parse.score for parse in insulting)
        if insulting and weight > sum(parse.score for parse in parses) - weight - spoken_of:
            return _Kind.INSULT_ADJ if insulting[0].tag.POS == "ADJF" else _Kind.INSULT
        return _Kind.INNOCENT

    def _classify_masked(self, word: str) -> _Kind:
        """A word with hidden letters («х*й»): the worst word any filling makes (MOD-2)."""
        hidden = word.count("*")
        if hidden > MAX_HIDDEN or hidden == len(word):
            return _Kind.UNKNOWN
        self._fillings -= len(ALPHABET) ** hidden
        if self._fillings < 0:
            raise _OutOfFillings
        template = fold(word).replace("*", "{}")  # «д@лбоёб»: the roots are written with е
        worst = _Kind.UNKNOWN
        for letters in itertools.product(ALPHABET, repeat=hidden):
            filled = template.format(*letters)
            if self._roots.search(collapse(filled)):
                kind = self._classify(filled, True)
                if kind is _Kind.OBSCENE:
                    return kind
            elif hidden <= _MAX_MASKED_INSULT and self._may_insult(filled):
                worst = max(worst, self._classify(filled, True))
        return _Kind.INSULT if worst >= _Kind.INSULT_ADJ else _Kind.UNKNOWN

    def _may_insult(self, word: str) -> bool:
        """Whether a filling is a form of a listed insult or one with its suffix: only those
        are worth the dictionary, which is too slow to ask for every filling."""
        folded = fold(word)
        return folded in self._insult_forms or bool(self._insult_derived.match(folded))

    def _is_insult(self, pieces: list[Piece], first: int, last: int, kind: _Kind) -> bool:
        """Whether the word insults; an adjective next to a thing describes the thing."""
        if kind is _Kind.INSULT:
            return not self._names_a_creature(pieces, first, last)
        if kind is not _Kind.INSULT_ADJ:
            return False
        neighbours = (pieces[first - 1] if first > 0 else None, piece_at(pieces, last + 1))
        return not any(piece and self._is_thing(piece.text) for piece in neighbours)

    def _names_a_creature(self, pieces: list[Piece], first: int, last: int) -> bool:
        """Whether a creature noun follows an adjective of its kind («болотные твари»), and
        no «ты»/«вы» before them makes it said to a person."""
        if first != last or first == 0 or len(pieces[first].text) < 2:
            return False
        before = [fold(piece.text) for piece in pieces[max(0, first - 2) : first]]
        if before[0] in _ADDRESS or not self._lemmas(fold(pieces[first].text)) & self._creatures:
            return False
        return bool(self._lemmas(before[-1]) & self._kinds)

    def _lemmas(self, word: str) -> set[str]:
        """The dictionary lemmas of a word, ё as е."""
        return {fold(parse.normal_form) for parse in self._morph.parse(word) if parse.is_known}

    def _is_thing(self, raw: str) -> bool:
        """Whether a word is an inanimate noun («ход», «колода»), so not a person."""
        groups = readings(raw)
        if not groups or not self._morph.word_is_known(groups[0][0]):
            return False
        tag = self._morph.parse(groups[0][0])[0].tag
        return tag.POS == "NOUN" and tag.animacy == "inan"

    def _spam(self, text: str) -> Verdict:
        """A link where links are not allowed, or a long run of one character (MOD-2)."""
        fragment = find_spam(
            text, links_allowed=self.links_allowed, max_char_run=self.max_char_run
        )
        return CLEAN if fragment is None else Verdict("spam", fragment)


__all__ = [
    "CLEAN",
    "DEFAULT_MAX_CHAR_RUN",
    "Exempt",
    "TextFilter",
    "Verdict",
    "Violation",
    "morph",
]
