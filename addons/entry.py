"""The script mitmproxy loads: `mitmdump -s "$(teambrain addon-path)"`.

mitmproxy runs a script file under a name of its own, so the addons themselves live in the
installed package and are only instantiated here.
"""

from teambrain.addons.capture import Capture

addons = [Capture()]
