"""The few meaningful errors of teambrain's core.

Surfaces turn these into their own idiom: click.ClickException, mitmproxy's
OptionsError, an MCP tool error, a Textual notification.
"""


class TeambrainError(Exception):
    """Base class: an error a person can act on, with a message that says how."""


class ConfigError(TeambrainError):
    """The configuration file or an option is invalid; the message names the key."""


class StoreError(TeambrainError):
    """The store cannot be opened or written (permissions, corruption, a full disk)."""


class NotFound(TeambrainError):
    """The record does not exist, or it belongs to someone else (we never say which)."""


class Ambiguous(TeambrainError):
    """A short id names more than one record; the message lists the candidates."""


class Forbidden(TeambrainError):
    """The acting owner may not perform this action."""


class InvalidTransition(TeambrainError):
    """A knowledge entry cannot move from its current state by this action."""


class SanitizerError(TeambrainError):
    """Sanitization failed; the capture must be dropped (fail-closed).

    `reason` is a short, stable label used as the drop counter's key.
    """

    def __init__(self, reason: str, message: str = "") -> None:
        super().__init__(message or reason)
        self.reason = reason


class CaptureDropped(TeambrainError):
    """An exchange that will not be captured (not an error of the client's traffic).

    `reason` is the drop counter's key, e.g. `unparseable_request`.
    """

    def __init__(self, reason: str, message: str = "") -> None:
        super().__init__(message or reason)
        self.reason = reason
