"""The script mitmproxy loads: `mitmdump -s "$(teambrain addon-path)"`.

mitmproxy runs a script file under a name of its own, so the addons themselves live in the
installed package and are only instantiated here.
"""

from teambrain.addons.capture import Capture
from teambrain.addons.gateway import Gateway
from teambrain.addons.inject import Inject

# The gateway addon goes first: it takes the member token off each request (and may answer
# a gateway request itself) before the capture addon reads the flow. The injection addon goes
# after capture: capture has kept the client's own request bytes before the block is added.
addons = [Gateway(), Capture(), Inject()]
