"""The shipped graph made fast once per host: constant-folded, then quantized per channel.

The shipped file keeps int8 weights but dequantizes them to fp32 at every run (Cast and Mul
before each MatMul), so it computes in fp32: about 26 ms for 128 tokens on one thread. Folding
those constants (onnxruntime's basic graph optimisation) and quantizing the MatMuls again with
one scale per output channel (`quantize_dynamic(per_channel=True)`, integer MatMuls) halves
that. One scale per tensor is not good enough: its vectors rank sentence pairs visibly worse.

The converted file is cached in the per-user cache directory (TEAMBRAIN_CACHE_DIR overrides
it, so tests and CI share one), named by the source file's sha256 and `RECIPE`.

Invariants: the file is written to a temporary name in the cache directory and renamed into
place (`os.replace`), so parallel processes never read half a file; a conversion that cannot
run (no `onnx`, a failing quantizer) returns None and the caller runs the shipped graph.
"""

from __future__ import annotations

import contextlib
import logging
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from teambrain.core.config import cache_dir

RECIPE = 1
"""Bump when the conversion changes: the cached file's name, and the model's identity, change."""

log = logging.getLogger(__name__)


def cached_path(sha256: str) -> Path:
    """Where the converted graph of the file with this sha256 lives."""
    return cache_dir() / f"minilm-{sha256[:16]}-r{RECIPE}.onnx"


def converted(source: Path, sha256: str) -> Path | None:
    """The converted graph of `source` (already verified to hash to `sha256`): the cached one,
    else made now (a few seconds); None when it cannot be made, which is logged."""
    target = cached_path(sha256)
    if target.is_file():
        return target
    try:
        _convert(source, target)
    except Exception as e:  # no onnx, an onnxruntime without the quantizer, a full disk...
        log.warning(
            "teambrain: the sentence model could not be converted (%s: %s); running the "
            "shipped graph, about twice as slow",
            type(e).__name__,
            e,
        )
        return None
    return target


def _convert(source: Path, target: Path) -> None:
    import onnxruntime
    from onnxruntime.quantization import QuantType, quantize_dynamic

    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".converting-") as tmp:
        folded, quantized = Path(tmp) / "folded.onnx", Path(tmp) / "quantized.onnx"
        options = onnxruntime.SessionOptions()
        options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_BASIC
        options.optimized_model_filepath = str(folded)
        options.log_severity_level = 3
        onnxruntime.InferenceSession(str(source), options, providers=["CPUExecutionProvider"])
        with _quiet_root_logger():  # the quantizer advises pre-processing on the root logger
            quantize_dynamic(folded, quantized, per_channel=True, weight_type=QuantType.QInt8)
        os.replace(quantized, target)


@contextlib.contextmanager
def _quiet_root_logger() -> Iterator[None]:
    level = logging.root.level
    logging.root.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logging.root.setLevel(level)
