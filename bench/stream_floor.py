"""The floor for any streaming mitmproxy addon: stream every response, do nothing else."""

from mitmproxy import http


class StreamFloor:
    def responseheaders(self, flow: http.HTTPFlow) -> None:
        if flow.response is not None:
            flow.response.stream = True


addons = [StreamFloor()]
