"""Hostile captured text, shared by the inert-output tests of every surface and export.

A capture may hold anything a model, a tool or a web page wrote: terminal control sequences
(colour, clear-screen, OSC title and hyperlink, 8-bit C1 CSI, NUL, DEL, bell, bidirectional
overrides), Markdown that would fetch or link, and HTML that would run or load. A test plants
them in every field it can and checks that each output shows them as text.
"""

from __future__ import annotations

EVIL = (
    "\x1b[31mred\x1b[0m \x1b]0;owned\x07 \x1b]8;;https://evil.example/\x1b\\link\x1b]8;;\x1b\\"
    " \x9b2J \x00\x7f"
)
BEACON = "![track](https://evil.example/pixel.png) <img src=x onerror=alert(1)> <script>x</script>"
FENCE = "```\n# not a heading\n~~~~\n````"
BIDI = "\u202etxt.exe\u2066x\u2069"


def markup(canary: str, mark: str) -> str:
    """HTML that would run a script or fetch from `canary` (a URL the test watches) if it
    ever became markup: each script logs `PWNED <mark>` and each fetch names the mark."""
    run = f"console.log('PWNED {mark}');alert('{mark}')"
    return "\n".join(
        (
            f"<script>{run}</script>",
            f"</pre></section></main><script>{run}</script><pre>",
            f'"><img src="{canary}/img-{mark}" onerror="{run}">',
            f'\'><svg onload="{run}"><circle r=9 /></svg>',
            f'<iframe src="{canary}/frame-{mark}"></iframe>',
            f'<link rel="stylesheet" href="{canary}/css-{mark}">',
            f"<style>@import url({canary}/import-{mark}); body{{background:url({canary}/bg-{mark})}}</style>",
            f'<base href="{canary}/base-{mark}/">',
            f'<a href="javascript:{run}">click</a> <form action="{canary}/form-{mark}"><button>go</button></form>',
            f'<object data="{canary}/object-{mark}"></object><embed src="{canary}/embed-{mark}">',
            f'<meta http-equiv="refresh" content="0;url={canary}/refresh-{mark}">',
            "<!-- comment --><![CDATA[ x ]]>&lt;already&gt; &amp;amp; {{ template }}",
        )
    )


def everything(canary: str, mark: str) -> str:
    """Every hostile string at once, for a field that holds free text."""
    return "\n".join((f"{mark}: {EVIL}", BEACON, FENCE, BIDI, markup(canary, mark)))


def short(mark: str) -> str:
    """A hostile one-liner for fields capture keeps short (model, client, tool name)."""
    return f"<script>console.log('PWNED {mark}')</script>\x1b[31m{mark}\u202e<b>"
