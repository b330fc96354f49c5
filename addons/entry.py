"""The script mitmproxy loads: `mitmdump -s "$(teambrain addon-path)"`.

mitmproxy runs a script file under a name of its own, so the addons themselves live in the
installed package and are only instantiated here.
"""

from teambrain.addons.capture import Capture
from teambrain.addons.gateway import Gateway
from teambrain.addons.inject import Inject
from teambrain.addons.summary import CaptureSummary
from teambrain.addons.websocket import WebSocketCapture

# The gateway addon goes first: it takes the member token off each request (and may answer
# a gateway request itself) before the capture addons read the flow. The injection addon goes
# after both captures: they have kept the client's own request bytes (an HTTP body, a
# WebSocket frame) before the block is added.
capture = Capture()
addons = [Gateway(), capture, WebSocketCapture(capture), Inject(), CaptureSummary(capture)]
