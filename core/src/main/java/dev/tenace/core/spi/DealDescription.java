package dev.tenace.core.spi;

import dev.tenace.core.card.CardSet;

/** The constraints of a {@link HiddenDeal} as given, in words: what its {@code toString} says. */
final class DealDescription {
  private DealDescription() {}

  /** The builder's hidden cards, places and constraints. */
  static String of(HiddenDeal.Builder b) {
    StringBuilder s =
        new StringBuilder("HiddenDeal(hidden {").append(CardSet.ofBits(b.hidden)).append('}');
    for (int p = 0; p < b.need.length; p++) {
      s.append("; place ").append(p).append(": ").append(b.need[p]).append(" cards");
      if ((b.forbid[p] & b.hidden) != 0) {
        s.append(", not {").append(CardSet.ofBits(b.forbid[p] & b.hidden)).append('}');
      }
      if ((b.require[p] & b.hidden) != 0) {
        s.append(", with {").append(CardSet.ofBits(b.require[p] & b.hidden)).append('}');
      }
    }
    for (int g = 0; g < b.countPlace.size(); g++) {
      s.append("; place ")
          .append(b.countPlace.get(g))
          .append(" holds ")
          .append(b.countMin.get(g))
          .append("..")
          .append(b.countMax.get(g))
          .append(" of {")
          .append(CardSet.ofBits(b.countCards.get(g)))
          .append('}');
    }
    return s.append(')').toString();
  }
}
