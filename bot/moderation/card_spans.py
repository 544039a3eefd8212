"""Card names of the loaded pool inside a chat message, taken out before it is judged (MOD-2).

The card pool is the organizer's data (DECK-4), and a card's own name is never a violation:
«Болотная тварь — отличная карта» speaks of a card, not of a person. A name is
found as a run of the message's pieces that spells it up to case, ё/е, spacing and
punctuation (the forms decklists are read in, `card_key`); a name of two words or more also
matches with its words inflected («сыграл похлёбку из болотных тварей»). A one-word name
matches only as written, so a name that happens to be an insult exempts no other form of it.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from bot.domain.card_names import card_key
from bot.moderation.pieces import Piece, split_pieces
from bot.moderation.textfilter import morph

_HEAD = 2  # letters an inflected word keeps of its name's word: only those are parsed


@functools.lru_cache(maxsize=65536)
def _lemmas(key: str) -> frozenset[str]:
    """The word and every dictionary lemma of it, ё as е (the forms inflection shares)."""
    forms = {key}
    if key.isalpha():
        forms.update(card_key(parse.normal_form) for parse in morph().parse(key))
    return frozenset(forms)


@dataclass(slots=True)
class _Node:
    """A trie node: the words that may follow, by their compared form and by their lemmas."""

    children: dict[str, _Node] = field(default_factory=dict)
    by_lemma: dict[str, set[str]] = field(default_factory=dict)  # lemma → child words
    heads: set[str] = field(default_factory=set)  # the children's first letters
    name_ends: bool = False

    def child(self, word: str) -> _Node:
        """The node after `word`, made when new."""
        node = self.children.get(word)
        if node is None:
            node = self.children[word] = _Node()
            self.heads.add(word[:_HEAD])
            for lemma in _lemmas(word):
                self.by_lemma.setdefault(lemma, set()).add(word)
        return node

    def following(self, key: str) -> Iterator[tuple[_Node, bool]]:
        """The nodes a message's word leads to, and whether it got there inflected."""
        exact = self.children.get(key)
        if exact is not None:
            yield exact, False
        if key[:_HEAD] not in self.heads:
            return  # an inflected word keeps its beginning: no need to parse it
        words = {word for lemma in _lemmas(key) for word in self.by_lemma.get(lemma, ())}
        for word in words - {key}:
            yield self.children[word], True


class CardNames:
    """The card pool's names, to take them out of chat messages before they are judged."""

    def __init__(self, names: Iterable[str]) -> None:
        """A trie of the names' words in compared form."""
        self._root = _Node()
        for raw in names:
            words = [w for w in (card_key(p.text) for p in split_pieces(raw)) if w]
            if not words:
                continue
            node = self._root
            for word in words:
                node = node.child(word)
            node.name_ends = True

    def _name_at(self, keys: list[str], start: int) -> int:
        """How many words of the message from `start` on spell a name, the longest; 0: none."""
        longest = 0
        states = [(self._root, False)]
        index = start
        while states and index < len(keys):
            depth = index - start + 1
            states = [
                (after, inflected or bent)
                for node, inflected in states
                for after, bent in node.following(keys[index])
            ]
            # A name of one word matches only as written; longer ones also inflected.
            if any(node.name_ends and (depth > 1 or not bent) for node, bent in states):
                longest = depth
            index += 1
        return longest

    def outside(self, pieces: list[Piece]) -> list[list[Piece]]:
        """The runs of pieces between the card names, each judged on its own.

        A name is cut out rather than blanked, so no letter before it is joined with one
        after it into a word.
        """
        if not self._root.children:
            return [pieces]
        keys = [card_key(piece.text) for piece in pieces]
        runs: list[list[Piece]] = []
        run: list[Piece] = []
        index = 0
        while index < len(pieces):
            length = self._name_at(keys, index)
            if length:
                if run:
                    runs.append(run)
                run = []
                index += length
                continue
            run.append(pieces[index])
            index += 1
        if run:
            runs.append(run)
        return runs
