"""The likeness fit keeps working: pairs are read from one person's sentences of two sayings,
labelled by the corpus; Newton's method reaches the regression's optimum; and the file it
writes is the one the reflector loads."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from teambrain.core import meaning
from teambrain.core.governance import likeness
from teambrain.core.governance.reflector_offline import GROUP_COSINE

from bench.fit_likeness import fit, newton, pairs, write


def test_newton_reaches_the_weighted_l2_optimum() -> None:
    rng = np.random.default_rng(1)
    x = np.hstack([np.ones((400, 1)), rng.normal(size=(400, 3))])
    y = (x[:, 1] + 0.5 * rng.normal(size=400) > 0).astype(np.float64)
    weight = np.where(y == 1, 1.0, 3.0)
    w = newton(x, y, weight)
    p = 1 / (1 + np.exp(-(x @ w)))
    ridge = np.array([0.0, 1.0, 1.0, 1.0])
    # the gradient of the penalised, weighted log loss vanishes; the bias is not penalised
    assert np.abs(x.T @ (weight * (p - y)) + ridge * w).max() < 1e-6
    assert w[1] > 1.0


def test_a_fit_on_one_split_joins_at_least_the_rule_of_thumb_and_loads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    p = pairs(["dev"])
    assert p.signals.shape == (len(p.same), len(likeness.SIGNALS))
    assert p.products.shape == (len(p.same), meaning.DIMENSIONS)
    assert 0 < p.same.sum() < len(p.same) and not (p.same & p.apart).any()
    model, said = fit(p, np.ones(len(p.same), dtype=bool))
    joined, of = (int(n) for n in said.split()[1:4:2])
    by_thumb = int((p.signals[:, 0] >= GROUP_COSINE)[p.same].sum())
    assert of == int(p.same.sum()) and joined >= by_thumb
    out = tmp_path / "likeness_meaning.json"
    write(model, out)
    monkeypatch.setattr(likeness, "LIKENESS_FILE", out)
    likeness._fitted.cache_clear()
    try:
        loaded = likeness.for_model(meaning.identity())
        assert loaded is not None
        # written to eight decimals
        for got, fitted in zip(
            (loaded.signals, loaded.dims, [loaded.intercept, loaded.cut]),
            (model.signals, model.dims, [model.intercept, model.cut]),
            strict=True,
        ):
            assert np.allclose(got, fitted, rtol=0, atol=1e-7)
    finally:
        likeness._fitted.cache_clear()
