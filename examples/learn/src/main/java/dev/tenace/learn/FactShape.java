package dev.tenace.learn;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Fact;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The fixed shape of one {@link Fact}'s values as numbers, derived from the values met (see {@link
 * GenericSpace}): a whole number is two entries (1 once it is set, then the number), a flag one, a
 * text a one-hot over the texts met, a card a one-hot and a set of cards a mask over the card ids,
 * a seat a one-hot of the relative seat, a list its longest length of element shapes (rotated to
 * relative seats when every list met has one entry per seat), a map one shape per key met. A {@code
 * null} (none yet) writes nothing.
 */
sealed interface FactShape {
  /** The shape before any value but {@code null} was met: no entries. */
  record None() implements FactShape {}

  /** A whole number: whether it is set, and its value. */
  record Num() implements FactShape {}

  /** A flag. */
  record Flag() implements FactShape {}

  /** A text, one-hot over the texts met, in text order. */
  record Text(TreeSet<String> values) implements FactShape {}

  /** One card, one-hot by card index. */
  record OneCard() implements FactShape {}

  /** A set of cards, by card index. */
  record Cards() implements FactShape {}

  /** A seat, one-hot relative to the viewer. */
  record SeatOf() implements FactShape {}

  /**
   * A list.
   *
   * @param element the shape of every element
   * @param length the longest list met
   * @param perSeat TRUE when every non-empty list met had one entry per seat, null before one
   */
  record Seq(FactShape element, int length, Boolean perSeat) implements FactShape {}

  /** A map from texts, one shape per key met, in the order met. */
  record Keyed(LinkedHashMap<String, FactShape> fields) implements FactShape {}

  /** The shape of one value of a fact of a table of {@code players} seats. */
  static FactShape of(String fact, Object v, int players) {
    if (v == null) {
      return new None();
    }
    if (v instanceof Integer) {
      return new Num();
    }
    if (v instanceof Boolean) {
      return new Flag();
    }
    if (v instanceof String t) {
      TreeSet<String> values = new TreeSet<>();
      values.add(t);
      return new Text(values);
    }
    if (v instanceof Card) {
      return new OneCard();
    }
    if (v instanceof CardSet) {
      return new Cards();
    }
    if (v instanceof Fact.SeatNumber) {
      return new SeatOf();
    }
    if (v instanceof List<?> l) {
      FactShape e = new None();
      for (Object x : l) {
        e = merge(fact, e, of(fact, x, players));
      }
      return new Seq(e, l.size(), l.isEmpty() ? null : l.size() == players);
    }
    if (v instanceof Map<?, ?> m) {
      LinkedHashMap<String, FactShape> fields = new LinkedHashMap<>();
      for (Map.Entry<?, ?> x : m.entrySet()) {
        fields.put((String) x.getKey(), of(fact, x.getValue(), players));
      }
      return new Keyed(fields);
    }
    throw new IllegalStateException("fact " + fact + ": a value of " + v.getClass().getName());
  }

  /**
   * The shape that holds the values of both.
   *
   * @throws IllegalStateException naming the fact if its values are of different kinds
   */
  static FactShape merge(String fact, FactShape a, FactShape b) {
    if (a instanceof None) {
      return b;
    }
    if (b instanceof None) {
      return a;
    }
    if (a instanceof Text x && b instanceof Text y) {
      TreeSet<String> values = new TreeSet<>(x.values());
      values.addAll(y.values());
      return new Text(values);
    }
    if (a instanceof Seq x && b instanceof Seq y) {
      Boolean perSeat = x.perSeat();
      if (perSeat == null) {
        perSeat = y.perSeat();
      } else if (y.perSeat() != null) {
        perSeat = perSeat && y.perSeat();
      }
      return new Seq(
          merge(fact, x.element(), y.element()), Math.max(x.length(), y.length()), perSeat);
    }
    if (a instanceof Keyed x && b instanceof Keyed y) {
      LinkedHashMap<String, FactShape> fields = new LinkedHashMap<>(x.fields());
      for (Map.Entry<String, FactShape> e : y.fields().entrySet()) {
        fields.merge(e.getKey(), e.getValue(), (p, q) -> merge(fact, p, q));
      }
      return new Keyed(fields);
    }
    if (a.getClass() == b.getClass()) {
      return a;
    }
    throw new IllegalStateException(
        "fact "
            + fact
            + " has values of two kinds ("
            + a.getClass().getSimpleName()
            + ", "
            + b.getClass().getSimpleName()
            + "): the generic encoding needs one; register a GameEncoder for the game");
  }

  /** The number of entries for a table of {@code players} seats and {@code cards} card ids. */
  static int length(FactShape s, int players, int cards) {
    if (s instanceof Num) {
      return 2;
    }
    if (s instanceof Flag) {
      return 1;
    }
    if (s instanceof Text x) {
      return x.values().size();
    }
    if (s instanceof OneCard || s instanceof Cards) {
      return cards;
    }
    if (s instanceof SeatOf) {
      return players;
    }
    if (s instanceof Seq x) {
      return x.length() * length(x.element(), players, cards);
    }
    if (s instanceof Keyed x) {
      int n = 0;
      for (FactShape f : x.fields().values()) {
        n += length(f, players, cards);
      }
      return n;
    }
    return 0;
  }

  /** What the entries mean, in words. */
  static String describe(FactShape s, int players, int cards) {
    if (s instanceof Num) {
      return "1 once set, then the number";
    }
    if (s instanceof Flag) {
      return "1 if true";
    }
    if (s instanceof Text x) {
      return "one-hot of " + String.join(", ", x.values());
    }
    if (s instanceof OneCard) {
      return "one-hot of the card (by card index)";
    }
    if (s instanceof Cards) {
      return "1 for each card (by card index)";
    }
    if (s instanceof SeatOf) {
      return "one-hot of the seat (relative: 0 = this seat)";
    }
    if (s instanceof Seq x) {
      return (perSeat(x) ? "per relative seat, " : "per position (at most " + x.length() + "), ")
          + length(x.element(), players, cards)
          + " entries: "
          + describe(x.element(), players, cards);
    }
    if (s instanceof Keyed x) {
      List<String> parts = new ArrayList<>();
      for (Map.Entry<String, FactShape> e : x.fields().entrySet()) {
        parts.add(
            e.getKey()
                + " ("
                + length(e.getValue(), players, cards)
                + "): "
                + describe(e.getValue(), players, cards));
      }
      return "by key, " + String.join("; ", parts);
    }
    return "nothing";
  }

  /** Whether a list's entries are per seat (rotated to relative seats). */
  static boolean perSeat(Seq s) {
    return Boolean.TRUE.equals(s.perSeat());
  }

  /** Where a value is written: the vector, the viewer, the table's seats and card ids. */
  final class Target {
    private final float[] out;
    private final int me;
    private final int players;
    private final int cards;

    Target(float[] out, int me, int players, int cards) {
      this.out = out;
      this.me = me;
      this.players = players;
      this.cards = cards;
    }

    float[] out() {
      return out;
    }

    int players() {
      return players;
    }

    int cards() {
      return cards;
    }

    int rel(int seat) {
      int r = seat - me;
      return r < 0 ? r + players : r;
    }
  }

  /**
   * Writes {@code v} in the shape {@code s} at {@code offset} (the entries are zero). A value the
   * shape does not hold (a text, a map key or a list position never met while deriving it, or a
   * value of another kind) writes nothing.
   */
  static void write(FactShape s, Object v, Target t, int offset) {
    if (v == null) {
      return;
    }
    float[] out = t.out();
    if (s instanceof Num && v instanceof Integer i) {
      out[offset] = 1f;
      out[offset + 1] = i;
    } else if (s instanceof Flag && v instanceof Boolean b) {
      out[offset] = b ? 1f : 0f;
    } else if (s instanceof Text x && v instanceof String text) {
      if (x.values().contains(text)) {
        out[offset + x.values().headSet(text).size()] = 1f;
      }
    } else if (s instanceof OneCard && v instanceof Card c) {
      if (c.index() < t.cards()) {
        out[offset + c.index()] = 1f;
      }
    } else if (s instanceof Cards && v instanceof CardSet c) {
      Encoder.cards(out, offset, c.bits() & ((1L << t.cards()) - 1));
    } else if (s instanceof SeatOf && v instanceof Fact.SeatNumber n) {
      if (n.seat() < t.players()) {
        out[offset + t.rel(n.seat())] = 1f;
      }
    } else if (s instanceof Seq x && v instanceof List<?> l) {
      int width = length(x.element(), t.players(), t.cards());
      for (int i = 0; i < l.size() && i < x.length(); i++) {
        int at = perSeat(x) ? t.rel(i) : i;
        write(x.element(), l.get(i), t, offset + at * width);
      }
    } else if (s instanceof Keyed x && v instanceof Map<?, ?> m) {
      int at = offset;
      for (Map.Entry<String, FactShape> e : x.fields().entrySet()) {
        write(e.getValue(), m.get(e.getKey()), t, at);
        at += length(e.getValue(), t.players(), t.cards());
      }
    }
  }
}
