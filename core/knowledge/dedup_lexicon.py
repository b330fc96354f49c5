"""The words the near-duplicate guard reads as one: a small, curated English lexicon.

A reworded lesson keeps its meaning but not its words: "run" becomes "execute", "needs"
becomes "requires", "ran" and "running" stand for "run", "turn off" for "disable". The guard
compares lessons after mapping each word here to one lemma, so such rewordings compare
equal; everything not listed is left to the Snowball stemmer.

Invariant: a word maps to one lemma only, and only words that mean the same thing in a
lesson about software work are grouped (imperative verbs and common nouns of the trade);
a group never joins opposites (enable/disable, before/after, increase/decrease stay apart).
The figures the map buys are measured on held-out pairs by bench/dedup_eval.py.
"""

from __future__ import annotations

SYNONYMS: tuple[tuple[str, ...], ...] = (
    # verbs (the first word of a group is its lemma)
    ("run", "execute", "invoke", "launch", "trigger", "start", "rerun"),
    ("need", "require", "necessary", "needed", "required"),
    ("use", "utilize", "utilise", "employ", "leverage"),
    ("remove", "delete", "erase", "purge", "wipe", "clear", "rm", "drop"),
    ("create", "generate", "add"),
    ("update", "upgrade", "bump", "refresh", "regenerate", "rebuild"),
    ("check", "verify", "confirm", "validate", "ensure", "inspect", "scan", "examine", "preview"),
    ("fail", "break", "broken", "crash", "failing", "failure"),
    ("fix", "repair", "resolve"),
    ("restart", "reboot", "relaunch", "bounce"),
    ("stop", "halt", "kill", "terminate"),
    ("configure", "set", "setup", "define"),
    ("change", "modify", "edit", "alter", "adjust", "tweak"),
    ("deploy", "ship", "publish", "rollout"),
    ("commit", "checkin"),
    ("push", "upload"),
    ("pull", "fetch", "download", "retrieve"),
    ("build", "compile"),
    ("wait", "pause"),
    ("prefer", "favor", "favour", "choose", "pick"),
    ("keep", "retain", "preserve", "maintain", "stay"),
    ("disable", "deactivate"),
    ("enable", "activate"),
    ("revert", "rollback", "undo"),
    ("pin", "lock"),
    ("increase", "raise", "extend", "grow"),
    ("decrease", "lower", "reduce", "shrink"),
    ("notify", "alert", "inform", "tell", "ping", "page", "warn"),
    ("ask", "request"),
    ("finish", "conclude"),
    ("cancel", "abort"),
    ("empty", "drain", "flush"),
    ("describe", "explain"),
    ("allow", "permit"),
    ("forbid", "prohibit", "disallow", "deny", "refuse", "reject", "block"),
    ("limit", "cap", "restrict", "throttle"),
    ("split", "divide", "shard"),
    ("save", "store", "persist"),
    ("send", "forward", "transmit", "mail", "email"),
    ("show", "display", "print", "output", "echo"),
    ("find", "locate"),
    ("hang", "stall"),
    ("contain", "hold", "include"),
    # nouns and adjectives
    ("error", "exception", "fault"),
    ("directory", "folder", "dir"),
    ("repo", "repository"),
    ("config", "configuration", "settings", "setting", "cfg"),
    ("dependency", "dependencies", "deps", "dep"),
    ("environment", "env"),
    ("database", "db"),
    ("doc", "docs", "documentation"),
    ("credential", "secret", "password"),
    ("large", "big", "huge"),
    ("full", "complete", "entire", "whole"),
    ("fast", "quick", "rapid"),
    ("wrong", "incorrect"),
    ("stale", "outdated", "obsolete", "old"),
    ("server", "host", "machine", "box"),
    ("variable", "var"),
    ("small", "tiny"),
    ("production", "prod"),
    ("development", "dev"),
    ("command", "cmd"),
    ("app", "application"),
    ("message", "msg"),
    ("bug", "issue", "problem"),
    ("flaky", "intermittent", "unreliable", "unstable"),
    ("before", "prior", "ahead", "beforehand"),
    ("pr", "mr"),
    ("certificate", "cert"),
    ("authentication", "auth"),
)
"""Words that say the same thing in a lesson; each maps to its group's first word."""

PHRASES: dict[tuple[str, ...], str] = {
    ("turn", "off"): "disable",
    ("switch", "off"): "disable",
    ("turn", "on"): "enable",
    ("switch", "on"): "enable",
    ("roll", "back"): "revert",
    ("roll", "out"): "deploy",
    ("kick", "off"): "run",
    ("spin", "up"): "start",
    ("check", "in"): "commit",
    ("set", "up"): "configure",
    ("get", "rid", "of"): "remove",
    ("tear", "down"): "remove",
    ("shut", "down"): "stop",
    ("spin", "down"): "stop",
    ("look", "up"): "find",
    ("figure", "out"): "find",
    ("log", "in"): "login",
    ("sign", "in"): "login",
    ("hold", "off"): "wait",
    ("prior", "to"): "before",
    ("ahead", "of"): "before",
    ("in", "advance"): "before",
    ("pull", "request"): "pr",
    ("merge", "request"): "mr",
    ("by", "hand"): "manually",
    ("no", "later", "than"): "within",
    ("at", "most"): "max",
    ("no", "more", "than"): "max",
    ("not", "more", "than"): "max",
    ("from", "now", "on"): "",
    ("going", "forward"): "",
    ("rather", "than"): "instead",
    ("instead", "of"): "instead",
}
"""Several words that stand for one (or, mapped to "", for none: a framing, not content)."""

_NUMBER_WORDS = (
    "zero one two three four five six seven eight nine ten eleven twelve",
    "twenty thirty forty fifty sixty",
)
NUMBERS: dict[str, str] = {
    **{word: str(n) for n, word in enumerate(_NUMBER_WORDS[0].split())},
    **{word: str(10 * n) for n, word in enumerate(_NUMBER_WORDS[1].split(), 2)},
    "single": "1",
}
"""Number words, read as the digits they stand for (a number is part of the payload)."""

_MODAL_WORDS = "need needs needed have has had ought got gotta required supposed want wants"
MODALS: frozenset[str] = frozenset(_MODAL_WORDS.split())
"""Followed by "to", these only frame the verb after them ("you need to run X" is "run X")."""

IRREGULAR: dict[str, str] = {
    form: lemma
    for lemma, *forms in (
        line.split()
        for line in """
        run ran
        build built
        write wrote written
        break broke broken
        take took taken
        give gave given
        go went gone
        get got gotten
        keep kept
        begin began begun
        choose chose chosen
        forget forgot forgotten
        hide hid hidden
        know knew known
        lose lost
        find found
        send sent
        spend spent
        feel felt
        hold held
        bring brought
        think thought
        catch caught
        fall fell fallen
        drive drove driven
        show shown
        throw threw thrown
        grow grew grown
        draw drew drawn
        speak spoke spoken
        freeze froze frozen
        mean meant
        pay paid
        say said
        tell told
        sell sold
        stand stood
        understand understood
        sit sat
        hang hung
        """.strip().splitlines()
    )
    for form in forms
}
"""Irregular verb forms the stemmer cannot relate to their lemma."""

OPPOSITES: tuple[tuple[str, str], ...] = (
    ("enable", "disable"),
    ("increase", "decrease"),
    ("before", "after"),
    ("start", "stop"),
    ("allow", "forbid"),
    ("hold", "release"),
    ("create", "remove"),
    ("include", "exclude"),
    ("lock", "unlock"),
    ("encrypt", "decrypt"),
    ("upper", "lower"),
    ("min", "max"),
    ("minimum", "maximum"),
    ("first", "last"),
    ("local", "remote"),
    ("public", "private"),
    ("open", "close"),
    ("import", "export"),
    ("headless", "headed"),
    ("sync", "async"),
    ("synchronous", "asynchronous"),
    ("on", "off"),
    ("above", "below"),
    ("more", "less"),
    ("early", "late"),
    ("show", "hide"),
    ("accept", "reject"),
    ("success", "failure"),
)
"""Words whose lessons say opposite things: two lessons, one with each, are different."""
