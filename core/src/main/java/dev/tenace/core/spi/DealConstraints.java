package dev.tenace.core.spi;

import dev.tenace.core.card.CardSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The constraints of a {@link HiddenDeal} as given, checked as they are added: the hidden cards,
 * the places' needs, per place the cards it may not hold and the cards it must hold, and the count
 * constraints (a place holds between a least and a most of a set of cards). {@link
 * HiddenDeal.Builder} fills it; {@link DealLayout} and {@link CardTypes} compile it for the count,
 * and its {@link #toString()} is the deal's description in messages.
 */
final class DealConstraints {
  final long hidden;
  final int[] need;
  final long[] forbid;
  final long[] require;
  final List<Integer> countPlace = new ArrayList<>();
  final List<Long> countCards = new ArrayList<>();
  final List<Integer> countMin = new ArrayList<>();
  final List<Integer> countMax = new ArrayList<>();

  /**
   * No constraint yet on the hidden cards {@code hidden} dealt to places that need {@code need[0]},
   * {@code need[1]}, … cards.
   *
   * @throws IllegalArgumentException as {@link HiddenDeal#builder} says
   */
  DealConstraints(long hidden, int[] need) {
    Objects.requireNonNull(need, "need is null");
    if ((hidden & ~CardSet.ALL_BITS) != 0) {
      throw new IllegalArgumentException("bits 55-63 are not cards: " + Long.toHexString(hidden));
    }
    if (need.length == 0 || need.length > HiddenDeal.MAX_PLACES) {
      throw new IllegalArgumentException(
          "a hidden deal has 1 to " + HiddenDeal.MAX_PLACES + " places but had " + need.length);
    }
    long total = 0;
    for (int p = 0; p < need.length; p++) {
      if (need[p] < 0) {
        throw new IllegalArgumentException("place " + p + " cannot need " + need[p] + " cards");
      }
      total += need[p];
    }
    if (total != Long.bitCount(hidden)) {
      throw new IllegalArgumentException(
          "the places need " + total + " cards but " + Long.bitCount(hidden) + " are hidden");
    }
    this.hidden = hidden;
    this.need = need.clone();
    this.forbid = new long[need.length];
    this.require = new long[need.length];
  }

  /** A copy, to add the constraints of one alternative to shared ones. */
  DealConstraints copy() {
    DealConstraints c = new DealConstraints(hidden, need);
    System.arraycopy(forbid, 0, c.forbid, 0, forbid.length);
    System.arraycopy(require, 0, c.require, 0, require.length);
    c.countPlace.addAll(countPlace);
    c.countCards.addAll(countCards);
    c.countMin.addAll(countMin);
    c.countMax.addAll(countMax);
    return c;
  }

  /**
   * Checks that {@code place} is one of the places.
   *
   * @throws IllegalArgumentException if it is not
   */
  int place(int place) {
    if (place < 0 || place >= need.length) {
      throw new IllegalArgumentException(
          "place must be 0.." + (need.length - 1) + " but was " + place);
    }
    return place;
  }

  /**
   * Adds a count constraint: the place holds at least {@code min} and at most {@code max} of the
   * hidden cards of {@code cards}.
   *
   * @throws IllegalArgumentException if the place is not one of the places, {@code min} is
   *     negative, {@code max} is below {@code min}, or there are already {@link
   *     HiddenDeal#MAX_COUNTS}
   */
  void count(int place, long cards, int min, int max) {
    place(place);
    if (min < 0 || max < min) {
      throw new IllegalArgumentException(
          "a count needs 0 <= min <= max but had min " + min + ", max " + max);
    }
    if (countPlace.size() == HiddenDeal.MAX_COUNTS) {
      throw new IllegalArgumentException("at most " + HiddenDeal.MAX_COUNTS + " count constraints");
    }
    countPlace.add(place);
    countCards.add(cards & hidden);
    countMin.add(min);
    countMax.add(max);
  }

  /** The hidden cards, places and constraints in words, for messages. */
  @Override
  public String toString() {
    StringBuilder s =
        new StringBuilder("HiddenDeal(hidden {").append(CardSet.ofBits(hidden)).append('}');
    for (int p = 0; p < need.length; p++) {
      s.append("; place ").append(p).append(": ").append(need[p]).append(" cards");
      if ((forbid[p] & hidden) != 0) {
        s.append(", not {").append(CardSet.ofBits(forbid[p] & hidden)).append('}');
      }
      if ((require[p] & hidden) != 0) {
        s.append(", with {").append(CardSet.ofBits(require[p] & hidden)).append('}');
      }
    }
    for (int g = 0; g < countPlace.size(); g++) {
      s.append("; place ")
          .append(countPlace.get(g))
          .append(" holds ")
          .append(countMin.get(g))
          .append("..")
          .append(countMax.get(g))
          .append(" of {")
          .append(CardSet.ofBits(countCards.get(g)))
          .append('}');
    }
    return s.append(')').toString();
  }
}
