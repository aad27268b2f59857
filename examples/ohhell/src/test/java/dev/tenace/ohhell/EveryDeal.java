package dev.tenace.ohhell;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.spi.AbstractGameDefinition;
import java.util.List;
import java.util.Map;

/**
 * Oh Hell whose seeded "first" deal is any deal of the schedule (deal {@code 1 + seed mod K}), so
 * that the test kit's properties, which deal through {@code newDeal}, see every hand size and not
 * only deal 1's.
 */
final class EveryDeal extends AbstractGameDefinition<OhHellRules, OhHellState, OhHellView> {
  static final EveryDeal INSTANCE = new EveryDeal();

  private EveryDeal() {
    super(
        "ohhell",
        OhHellGame.VARIANTS,
        OhHellRules::players,
        OhHellGame.INSTANCE::matchPolicy,
        (r, dealer, seed) ->
            OhHellState.deal(
                r,
                1 + (int) Math.floorMod(seed, (long) r.deals()),
                dealer,
                seed,
                Positions.zeros(r.players())),
        OhHellRules.defaults(),
        OhHellGame.INSTANCE.presets(),
        Map.of());
  }

  @Override
  public OhHellState explicitDeal(
      OhHellRules rules, int dealer, List<CardSet> hands, List<Card> rest, Map<String, Object> c) {
    return OhHellGame.INSTANCE.explicitDeal(rules, dealer, hands, rest, c);
  }

  @Override
  protected Map<String, Object> resultOf(OhHellState terminal) {
    return OhHellGame.INSTANCE.result(terminal);
  }
}
