"""The budget of failed tokens (core/ratelimit.py) on a clock the test moves: each address
has its own allowance, every address together one budget, and a failure its address already
refused does not spend the shared budget."""

from __future__ import annotations

from teambrain.core.ratelimit import PER_ADDRESS_BURST, FailureBudget, MemoryRates


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_many_addresses_share_one_budget_and_one_address_cannot_spend_it() -> None:
    clock = Clock()
    budget = FailureBudget(MemoryRates(clock), 1.0, 25, name="t")
    noisy = [budget.take("addr:noisy") for _ in range(100)]
    assert noisy[:PER_ADDRESS_BURST] == [0.0] * PER_ADDRESS_BURST
    assert all(wait > 0 for wait in noisy[PER_ADDRESS_BURST:])
    # the noisy address spent only its own 10 of the shared 25: 15 are left for the rest
    answered = [budget.take(f"addr:{n}") == 0.0 for n in range(40)]
    assert answered == [True] * 15 + [False] * 25
    # the shared window is 25 s (25 at 1 a second); once it is over, failures are answered again
    clock.now += 25.0
    assert budget.take("addr:late") == 0.0


def test_memory_windows_are_forgotten_once_over() -> None:
    clock = Clock()
    rates = MemoryRates(clock)
    assert rates.hit("a", 10.0) == (1, 10.0)
    assert rates.hit("a", 10.0) == (2, 10.0)
    clock.now += 11.0
    assert rates.forget(0.5) == 1
    assert rates.hit("a", 10.0) == (1, 10.0)
