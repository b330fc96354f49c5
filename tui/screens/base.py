"""What every screen of the dashboard shares: the context, the frame, and calls into core.

Core calls run in thread workers, so a slow read (or the proxy holding the store's writer
lock) never freezes the UI; their results come back to the UI thread. A core error becomes
a notification that says what was refused and why, never a traceback.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar, Protocol, TypeVar

from teambrain.core.errors import TeambrainError
from teambrain.tui.context import Context
from teambrain.tui.widgets.nav import NavBar
from textual.app import ComposeResult
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Footer
from textual.worker import get_current_worker

if TYPE_CHECKING:
    from textual.app import App

T = TypeVar("T")


class _Host(Protocol):
    """What CoreCalls uses of the screen or modal it is mixed into."""

    @property
    def app(self) -> App[object]: ...

    def run_worker(
        self, work: Callable[[], None], *, group: str, exclusive: bool, thread: bool
    ) -> object: ...


class CoreCalls:
    """Mixed into screens and modals: core calls off the UI thread, refusals as notifications."""

    def background(
        self: _Host,
        call: Callable[[], T],
        then: Callable[[T], object],
        *,
        group: str = "load",
        exclusive: bool = True,
        failed: Callable[[TeambrainError], object] | None = None,
    ) -> None:
        """Run a core call off the UI thread and hand its result to `then` on the UI thread.

        With `exclusive`, a newer call of the same group supersedes an older one (its result
        is dropped). A core error is shown as a notification instead, then given to `failed`.
        """

        def run() -> None:
            worker = get_current_worker()
            try:
                result = call()
            except TeambrainError as error:
                back(refused, self, error)
                if failed is not None:
                    back(failed, error)
                return
            if not worker.is_cancelled:
                back(then, result)

        def back(callback: Callable[..., object], *args: object) -> None:
            try:
                self.app.call_from_thread(callback, *args)
            except RuntimeError:
                pass  # the app closed while the call ran: nobody is left to tell

        self.run_worker(run, thread=True, group=group, exclusive=exclusive)


class TeambrainScreen(CoreCalls, Screen[None]):
    """A screen of the dashboard: navigation bar, its body, the footer with its keys."""

    MODE: ClassVar[str] = ""

    def __init__(self, ctx: Context) -> None:
        super().__init__()
        self.ctx = ctx
        self._live: Timer | None = None

    def live_every(self) -> float | None:
        """Seconds between reads while the screen shows (None: only on demand).

        Others write while we read (the proxy, teammates deciding at the same server), so a
        live screen reads again on its own, and stops while another screen is shown.
        """
        return None

    def on_mount(self) -> None:
        if (every := self.live_every()) is not None:
            self._live = self.set_interval(every, self.reload)

    def on_screen_suspend(self) -> None:
        if self._live is not None:
            self._live.pause()

    def compose(self) -> ComposeResult:
        yield NavBar(self.MODE, self.ctx.owner)
        yield from self.compose_body()
        yield Footer(show_command_palette=False)

    def compose_body(self) -> ComposeResult:
        raise NotImplementedError

    def on_screen_resume(self) -> None:
        if self._live is not None:
            self._live.resume()
        self.reload()

    def reload(self) -> None:
        """Read what the screen shows again (on showing it, after an action, on ctrl+r)."""


def refused(screen: Screen, error: TeambrainError) -> None:
    """A core refusal as a notification: what happened, in core's own words."""
    screen.notify(str(error), title="Not done", severity="error", timeout=8)
