"""Usage and spend: what each exchange cost, by the providers' published prices, and roll-ups
per member, session, model and day.

prices.py reads the price table (shipped in prices.toml, overridden by `[usage] prices`),
cost.py prices one exchange's token counts, tokens.py sums counts, report.py rolls them up
for the acting owner (or the team, where the config allows). A model without a price has
an unknown cost, never a cost of zero.
"""
