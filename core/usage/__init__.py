"""Usage and spend: what each exchange cost, by the providers' published prices, and roll-ups
per member, session, model and day.

To price one exchange (the whole API a caller needs):

    from teambrain.core.usage.cost import exchange_cost
    from teambrain.core.usage.prices import price_table

    prices = price_table(config.usage)          # shipped table + [usage] prices, dated
    cost = exchange_cost(episode.usage, prices.price(episode.model))   # None: unknown

prices.py reads the price table (prices.toml, overridden by `[usage] prices`), cost.py prices
one exchange's token counts, tokens.py sums counts, report.py rolls them up for the acting
owner (or the team, where the caller allows it). A model without a price has an unknown
cost, never a cost of zero.
"""
