"""What a failing tool call is, abstracted: its signature, its error class, what changed.

Two sessions fail "the same way" when the program and subcommand match and the error has the
same class, whatever the paths, test ids or arguments: `pytest tests/a.py -x` and `pytest
tests/b.py` failing with ModuleNotFoundError are one failure. A lesson about a failure quotes
the command and this error class only, never free output text (a tool's output is not the
person's words and may carry a planted instruction: invariant 16).
"""

from __future__ import annotations

import difflib
import json
import re
import shlex
from dataclasses import dataclass

_INPUT_KEYS = ("command", "cmd", "script", "code", "query", "path", "file_path", "pattern", "url")
_ENV = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")
_WRAPPERS = {
    "sudo": frozenset(("-u", "-g", "-h", "-p", "-C", "-D", "-r", "-t", "-U", "-T", "--user")),
    "env": frozenset(("-u", "--unset", "-C", "--chdir")),
    "time": frozenset(("-f", "-o", "--format", "--output")),
    "nice": frozenset(("-n", "--adjustment")),
    "command": frozenset(),
    "exec": frozenset(("-a",)),
    "nohup": frozenset(),
}
"""Programs that run the command after them, with the flags of theirs that take a value:
`sudo -u crs bin/crs eval` runs `bin/crs eval`."""
_RUNNERS = {
    "uv": "run",
    "poetry": "run",
    "pipenv": "run",
    "pdm": "run",
    "hatch": "run",
    "rye": "run",
    "npx": "",
    "pnpx": "",
    "bunx": "",
    "bundle": "exec",
}
"""Programs that run another (`uv run pytest` is pytest), with the word that says so."""
_VALUED = frozenset(
    (
        "-n",
        "--namespace",
        "--context",
        "-f",
        "--file",
        "-o",
        "--output",
        "-e",
        "--env",
        "-v",
        "--volume",
        "-w",
        "--workdir",
        "-C",
        "-c",
        "-m",
        "-k",
        "-p",
        "--name",
        "-t",
        "--tag",
        "--filter",
        "-l",
        "--selector",
        "--kubeconfig",
        "-u",
        "--user",
        "--env-file",
        "-F",
    )
)
"""Flags whose value is the next word (`kubectl --context staging get pods`)."""
_TWO_WORDS = frozenset(("run", "compose", "exec", "x"))
"""Subcommands that name another (`npm run build`, `docker compose up`)."""
_COMMAND_GROUPS = frozenset(("az", "gcloud", "aws", "gh", "glab"))
"""Programs whose commands come in groups, the first word naming the group and the second the
command: `az bicep upgrade` is not `az bicep build` run again, and `gh pr comment` is not
`gh pr checks`."""
_WORD = re.compile(r"^[a-z][a-z0-9:_-]*(?:\.[a-z][a-z0-9_-]*)*$")
"""A subcommand: a word, or dotted words that name a task (`mix deps.get`, `mix ecto.migrate`),
not a file (`python main.py`: _FILE)."""
_FILE = re.compile(
    r"\.(?:py|pyi|js|mjs|cjs|ts|tsx|jsx|rb|sh|bash|json|jsonnet|libsonnet|ya?ml|toml|cfg|ini|"
    r"txt|md|exs?|sql|go|rs|java|kts?|swift|c|cc|cpp|h|hpp|tf|lock|xml|html|css|csv|ipynb|r|jl|"
    r"php|scala|sbt|gradle|cs|fs|lua|pl|dart|zig|nix|proto|env|conf|log|zip|tar|gz)$"
)
_SHELL_TOKEN = re.compile(r"'[^']*'?|\"(?:\\.|[^\"\\])*\"?|&&|\|\||\||;")
"""A quoted string (a `;` or `|` inside one is the program's, not the shell's), or a separator."""

_ERROR_NAME = re.compile(r"\b([A-Z][A-Za-z]*(?:Error|Exception|Failure|Refused|Denied))\b")
_ERRNO = re.compile(
    r"\b(E(?:NO[A-Z]+|ACCES|CONN[A-Z]+|ADDR[A-Z]+|PERM|TIMEDOUT|EXIST|PIPE|AI_AGAIN|RESOLVE|"
    r"LIFECYCLE|INTEGRITY))\b"
)
_PHRASES = (
    ("command not found", re.compile(r"command not found|is not recognized as", re.I)),
    ("permission denied", re.compile(r"permission denied|access denied|forbidden\b|\b403\b", re.I)),
    (
        "no such file",
        re.compile(r"no such file or directory|cannot find (?:the )?(?:file|path)", re.I),
    ),
    ("connection refused", re.compile(r"connection refused|could not connect|can't connect", re.I)),
    ("not found", re.compile(r"\bnot found\b|\b404\b", re.I)),
    (
        "unauthorized",
        re.compile(r"unauthori[sz]ed|\b401\b|authentication (?:failed|required)", re.I),
    ),
    ("conflict", re.compile(r"\bconflict\b|already exists", re.I)),
    ("out of memory", re.compile(r"out of memory|\bOOM\b|killed", re.I)),
    ("build failed", re.compile(r"\bbuild failed\b|compilation failed|could not compile", re.I)),
    (
        "tests failed",
        re.compile(r"(?<!port )\b\d+ (?:tests? )?failed\b|(?-i:FAILED)\b(?![:!])|assertion", re.I),
    ),
    ("syntax error", re.compile(r"syntax ?error|parse error|unexpected token", re.I)),
    ("version mismatch", re.compile(r"version|incompatible|requires python|unsupported", re.I)),
)
_EXIT = re.compile(r"\bexit(?:ed)?(?: with)?(?: code| status)? (\d+)", re.I)

TRANSIENT = re.compile(
    r"non-fast-forward|\[rejected\]|fetch first|updates were rejected|timed? ?out|timeout|"
    r"ETIMEDOUT|deadline exceeded|rate.?limit|too many requests|\b429\b|\b50[234]\b|"
    r"connection reset|ECONNRESET|temporary failure in name resolution|EAI_AGAIN|"
    r"network is unreachable|TLS handshake timeout|service unavailable|try again later|"
    r"temporarily unavailable|stale file handle|\bESTALE\b",
    re.I,
)
"""Errors that say nothing durable: the network, a rate limit, a push that raced another, a
network file system's handle gone stale under a read ("Stale file handle")."""

EDIT_TOOLS = frozenset(
    (
        "edit",
        "write",
        "multiedit",
        "str_replace_editor",
        "str_replace_based_edit_tool",
        "apply_patch",
        "notebookedit",
        "create_file",
        "write_file",
        "edit_file",
        "replace",
    )
)
_EDITING_COMMAND = re.compile(
    r"\bsed -i\b|\bpatch\b|\bgit apply\b|\bperl -pi\b|>\s*(?!/tmp/|/dev/)\S+\.\w+\b"
)
"""A shell command that writes a file; output sent to /tmp or /dev is a look, not an edit."""


@dataclass(frozen=True)
class Call:
    """One command as reflection compares it."""

    text: str
    """The command as the agent ran it (one line)."""
    program: str
    subcommand: str
    flags: frozenset[str]
    env: frozenset[str]
    steps: tuple[str, ...]
    """Each `&&`/`;` segment, the main one last."""

    @property
    def signature(self) -> str:
        return f"{self.program} {self.subcommand}".strip()


def command_text(input_digest: str) -> str:
    """A tool call's input as a person would name it: the command, the path, the query."""
    text = input_digest
    try:
        value = json.loads(input_digest)
    except ValueError:
        value = None
    if isinstance(value, dict):
        value = {k: _argv(v) if isinstance(v, list) else v for k, v in value.items()}
        picked = next((value[k] for k in _INPUT_KEYS if isinstance(value.get(k), str)), None)
        strings = [v for v in value.values() if isinstance(v, str)]
        if picked is None and len(strings) == 1:
            picked = strings[0]
        if picked is not None:
            text = picked
    return " ".join(text.split())


def _argv(words: list[object]) -> object:
    """An argv list as the command line it runs: `["bash", "-lc", "pytest -q"]` is `pytest -q`
    (Codex's shell tool); anything but strings is left as it is."""
    if not words or not all(isinstance(w, str) for w in words):
        return words
    argv = [str(w) for w in words]
    if len(argv) == 3 and _base(argv[0]) in _SHELLS and argv[1] in ("-c", "-lc", "-ic"):
        return argv[2]
    return shlex.join(argv)


_SHELLS = frozenset(("bash", "sh", "zsh", "dash", "ksh"))
_EXIT_LINE = re.compile(r"^\s*(?:exit code|exit status|process exited with code):?\s*(-?\d+)", re.I)


def failed(is_error: bool | None, result: str | None) -> bool:
    """Whether a call failed: its result says so, or (agents that report an exit code in the
    output, as Codex does) the output opens with a non-zero exit code."""
    if is_error:
        return True
    m = _EXIT_LINE.match(result or "")
    return m is not None and m.group(1) != "0"


def succeeded(is_error: bool | None, result: str | None) -> bool:
    """Whether a call is known to have succeeded (a result came back, and not a failure)."""
    return is_error is False and not failed(is_error, result)


def _words(segment: str) -> list[str]:
    """Shell words, a command substitution kept whole (`JAVA_HOME=$(java_home -v 17)` is one
    assignment, not a program named `-v`)."""
    try:
        words = shlex.split(segment)
    except ValueError:
        words = segment.split()
    out: list[str] = []
    depth = 0
    for w in words:
        if depth > 0:
            out[-1] += " " + w
        else:
            out.append(w)
        depth = max(0, depth + w.count("(") - w.count(")"))
    return out


def _positional(words: list[str]) -> list[str]:
    """The words that are neither flags nor a flag's value."""
    out, skip = [], False
    for w in words:
        if skip:
            skip = False
        elif w.startswith("-"):
            skip = w in _VALUED
        else:
            out.append(w)
    return out


def _subcommand(word: str) -> bool:
    return bool(_WORD.match(word)) and not _FILE.search(word)


def _base(word: str) -> str:
    return word.rsplit("/", 1)[-1].lower()


SHELL_TOOLS = frozenset(
    (
        "bash",
        "shell",
        "local_shell",
        "terminal",
        "exec",
        "exec_command",
        "run",
        "execute_command",
        "run_terminal_cmd",
        "container.exec",
    )
)
"""Tools whose input is a command line: their program is the command's, not the tool's."""


def segments(text: str) -> tuple[str, ...]:
    """A command line's `&&`, `||` and `;` steps before its first pipe, each stripped; a
    separator inside quotes (`julia -e 'using Pkg; Pkg.test()'`) is part of its step."""
    steps, start = [], 0
    for m in _SHELL_TOKEN.finditer(text):
        token = m.group()
        if token[0] in "'\"":
            continue
        steps.append(text[start : m.start()].strip())
        start = m.end()
        if token == "|":
            break
    else:
        steps.append(text[start:].strip())
    return tuple(s for s in steps if s)


_SSH_VALUED = frozenset(("-B", "-b", "-c", "-D", "-E", "-e", "-F", "-I", "-i", "-J", "-L", "-l"))
_SSH_VALUED |= frozenset(("-m", "-O", "-o", "-p", "-Q", "-R", "-S", "-W", "-w"))
"""ssh's flags whose value is the next word (`ssh -i key -p 2222 host cmd`)."""


def remote(step: str) -> str:
    """The command a step hands to another shell (`ssh build-01 "cd ~/src && make"`, `bash
    -c 'make'`), else "": a failure over ssh is the remote command's failure, and a flag
    added inside the quotes is the fix."""
    words = _command_words(step)
    if not words:
        return ""
    program, rest = _base(words[0]), words[1:]
    if program in _SHELLS:
        return rest[1] if len(rest) == 2 and rest[0] in ("-c", "-lc", "-ic") else ""
    if program != "ssh":
        return ""
    i = 0
    while i < len(rest) and rest[i].startswith("-"):
        i += 2 if rest[i] in _SSH_VALUED else 1
    raw = _RAW_WORD.findall(step)
    raw = raw[len(raw) - len(rest) + i + 1 :] if len(raw) >= len(rest) + 1 else []
    if len(raw) == 1 and len(raw[0]) >= 2 and raw[0][0] == raw[0][-1] and raw[0][0] in "'\"":
        return raw[0][1:-1]  # quoted whole, as typed: `C:\src` keeps its backslashes
    return " ".join(raw)


_RAW_WORD = re.compile(r"""(?:'[^']*'|"(?:\\.|[^"\\])*"|[^\s'"])+""")
"""A shell word as typed, its quotes kept."""


def parse_call(tool: str, input_digest: str) -> Call:
    """The call's program, subcommand, flags and environment, its paths and values dropped.
    A command run over ssh or in `bash -c` is read as the command it runs there."""
    text = command_text(input_digest)
    steps = segments(text)
    for _ in range(2):  # `ssh host "bash -lc 'make'"`
        if tool.lower() in SHELL_TOOLS and steps and (inner := remote(steps[-1])):
            steps = steps[:-1] + segments(inner)
    main = steps[-1] if steps else text
    words = _words(main)
    env = {v for s in steps for w in _words(s) if (v := assigned(w))}
    words = _unwrapped(words)
    if not words:
        return Call(text, tool.lower(), "", frozenset(), frozenset(env), steps)
    program, rest = _base(words[0]), words[1:]
    if program in _RUNNERS:
        word = _RUNNERS[program]
        skip = 1 if word else 0  # `poetry install` is poetry's own subcommand, no program run
        if (not word or rest[:1] == [word]) and len(rest) > skip:
            program, rest = _base(rest[skip]), rest[skip + 1 :]
    if program.startswith("python") and len(rest) >= 2 and rest[0] == "-m":
        program, rest = rest[1].lower(), rest[2:]
    flags = frozenset(w.split("=", 1)[0] for w in rest if w.startswith("-") and len(w) > 1)
    words = [w.lower() for w in _positional(rest)][:2]
    subcommand = words[0] if words and _subcommand(words[0]) else ""
    grouped = subcommand in _TWO_WORDS or program in _COMMAND_GROUPS
    if subcommand and grouped and len(words) > 1 and _subcommand(words[1]):
        subcommand = f"{subcommand} {words[1]}"
    if tool.lower() not in SHELL_TOOLS:
        program, subcommand = tool.lower(), ""
    return Call(text, program, subcommand, flags, frozenset(env), steps)


def runs(tool: str, call: Call, failed: Call) -> int | None:
    """Which of `call`'s steps runs what `failed` ran, the last such: one of the same
    signature, or one holding the failed command's words in order with more added (`jsonnet
    -J vendor x.jsonnet` runs `jsonnet x.jsonnet`, though no list knows that `-J` takes a
    value; `sqitch deploy tsdb-dev` runs `sqitch deploy`). None when no step does."""
    target = _main_words(failed)
    for k in range(len(call.steps) - 1, -1, -1):
        step = call.steps[k]
        if parse_call(tool, step).signature == failed.signature:
            return k
        words = _command_words(step)
        if target and words[:1] == target[:1] and _in_order(target, words):
            return k
    return None


def added_words(call: Call, failed: Call, upto: int) -> bool:
    """Whether step `upto` of `call` is the failed command with words added."""
    target, words = _main_words(failed), _step_words(call, upto)
    return len(words) > len(target) and _in_order(target, words)


def changed_values(call: Call, failed: Call, upto: int) -> tuple[str, ...]:
    """The new values step `upto` of `call` gives flags the failed command gave other values
    (`-destination 'name=iPhone 15,OS=17.5'` where `'name=iPhone 16'` failed): a changed
    flag is a fix, as an added one is. A value that is the old one with words put in is
    named by what was put in (`inserted`)."""
    before, after = _flag_values(_main_words(failed)), _flag_values(_step_words(call, upto))
    return tuple(
        inserted(before[f], v) or v for f, v in after.items() if f in before and before[f] != v
    )


_TOKENS = re.compile(r"\w+|[^\w\s]")
_TRIM = " ;,&|\"'"
MIN_INSERTED = 4
"""An old value or an insertion shorter than this names nothing."""


def inserted(before: str, after: str) -> str:
    """What `after` puts into `before` when it is `before` with one run of words added
    (`openProject('models.prj');` ahead of a MATLAB batch script, `sl_refresh_customizations;`
    in its middle), separators trimmed; "" when it is not. The run is the fix: scripts that
    differ in what they run but failed until it was added are one lesson."""
    if len(before) < MIN_INSERTED:
        return ""
    old = _TOKENS.findall(before)
    new = list(_TOKENS.finditer(after))
    words = [m.group() for m in new]
    changes = [
        (op, j1, j2)
        for op, _, _, j1, j2 in difflib.SequenceMatcher(
            None, old, words, autojunk=False
        ).get_opcodes()
        if op != "equal"
    ]
    if len(changes) != 1 or changes[0][0] != "insert":
        return ""
    _, j1, j2 = changes[0]
    piece = after[new[j1].start() : new[j2 - 1].end()].strip(_TRIM)
    return piece if len(piece) >= MIN_INSERTED else ""


def _flag_values(words: list[str]) -> dict[str, str]:
    """Each flag's value: `--flag=value`, or the word after a flag that is no flag itself."""
    out: dict[str, str] = {}
    for i, w in enumerate(words):
        if not w.startswith("-") or len(w) < 2:
            continue
        if "=" in w:
            flag, value = w.split("=", 1)
            out[flag] = value
        elif i + 1 < len(words) and not words[i + 1].startswith("-"):
            out[w] = words[i + 1]
    return out


def _main_words(call: Call) -> list[str]:
    """The words of a call's main (last) step."""
    return _command_words(call.steps[-1] if call.steps else call.text)


def _step_words(call: Call, k: int) -> list[str]:
    return _command_words(call.steps[k]) if k < len(call.steps) else []


def _command_words(step: str) -> list[str]:
    """A step's words from its program on (assignments and wrappers before it dropped)."""
    return _unwrapped(_words(step))


def _unwrapped(words: list[str]) -> list[str]:
    """The words from the program on: variable assignments, wrappers (`sudo`, `env`, `nice`)
    and the wrappers' own flags dropped."""
    while words and (_ENV.match(words[0]) or words[0] in _WRAPPERS):
        valued = _WRAPPERS.get(words[0])
        words = words[1:]
        while valued is not None and len(words) > 1 and words[0].startswith("-"):
            words = words[2:] if words[0] in valued else words[1:]
    return words


def _in_order(needle: list[str], hay: list[str]) -> bool:
    it = iter(hay)
    return all(any(w == h for h in it) for w in needle)


def error_class(result: str | None) -> str:
    """The kind of error a tool result reports, in a few fixed words; "" when none is named."""
    text = result or ""
    if m := _ERROR_NAME.search(text):
        return m.group(1)
    if m := _ERRNO.search(text):
        return m.group(1)
    for name, pattern in _PHRASES:
        if pattern.search(text):
            return name
    if m := _EXIT.search(text):
        return f"exit code {m.group(1)}"
    return ""


def transient(result: str | None) -> bool:
    """Whether the error is one that passes by itself (network, rate limit, a raced push)."""
    return bool(TRANSIENT.search(result or ""))


_SYNC = re.compile(r"^(?:git (?:pull|fetch|rebase|merge|stash|reset)|sleep)\b")


def sets_environment(step: str) -> bool:
    """Whether a step only sets environment variables (`export JAVA_HOME=...`, `FOO=1`): the
    variable is what fixed the call, as when it prefixes the command, not a prerequisite."""
    words = step.split()
    if len(words) >= 2 and words[0] == "export":
        return _ENV.match(words[1]) is not None
    return bool(words) and all(_ENV.match(w) for w in words)


def assigned(word: str) -> str:
    """The variable a word assigns (`JAVA_HOME` for `JAVA_HOME=/opt/jdk-21`), else ""."""
    return word.split("=", 1)[0] if _ENV.match(word) else ""


_SHELL_OPTIONS = re.compile(r"^(?:set|shopt)\s+[-+]\w*(?:\s+[-+]?\w+)*\s*$")


def sets_shell_options(step: str) -> bool:
    """Whether a step only sets the shell's own options (`set -a`, `set +a`, `set -euo
    pipefail`, `shopt -s globstar`): around `source ../.env` it names nothing; the step it
    wraps is the fix."""
    return bool(_SHELL_OPTIONS.match(step.strip()))


def syncs(command: str) -> bool:
    """Whether a command only catches up or waits (a pull before a rejected push): running it
    first is a routine retry, not a fix worth a lesson."""
    return bool(_SYNC.match(command.strip()))


def edits_code(tool: str, input_digest: str) -> bool:
    """Whether the call changes files: an editor tool, or a shell command that writes one."""
    if tool.lower() in EDIT_TOOLS:
        return True
    return bool(_EDITING_COMMAND.search(command_text(input_digest)))
