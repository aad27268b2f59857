package dev.tenace.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link Keys#of}: the key a record setup or view derives instead of a hand-written {@code key()}.
 * Equal values give equal keys, and each kind of value keeps apart what differs in it.
 */
class KeysTest {
  /** A setup-like record. */
  public record Setup(int dealer, CardSet hand, Optional<Suit> trump, List<Integer> bids) {}

  /** Asserts that {@code a} and {@code b} have different keys, and each its equal's key. */
  private static void apart(Object a, Object b) {
    assertThat(Keys.of(a)).isNotEqualTo(Keys.of(b));
    assertThat(Keys.of(a)).isEqualTo(Keys.of(a));
  }

  @Test
  @DisplayName("each kind of value keeps apart what differs in it")
  void kindsOfValues() {
    apart(null, 0);
    apart(true, false);
    apart('a', 'b');
    apart(Card.parse("AS"), Card.parse("KS"));
    apart(CardSet.parse("AS KS"), CardSet.parse("AS QS"));
    apart(Suit.SPADES, Suit.HEARTS);
    apart(Ints.of(1, 2), Ints.of(2, 1));
    apart(Masks.of(1L, 2L), Masks.of(2L, 1L));
    apart(Optional.empty(), Optional.of(0));
    apart(List.of(1, 2), List.of(2, 1));
    apart(Map.of("a", 1), Map.of("a", 2));
    apart("north", "south");
    apart(7L, 8);
  }

  @Test
  @DisplayName(
      "a record by its components in order: equal records, equal keys; one component apart, other keys")
  void records() {
    Setup s = new Setup(1, CardSet.parse("AS KS"), Optional.of(Suit.SPADES), List.of(3, 4));
    assertThat(Keys.of(s))
        .isEqualTo(
            Keys.of(new Setup(1, CardSet.parse("KS AS"), Optional.of(Suit.SPADES), List.of(3, 4))));
    apart(s, new Setup(2, s.hand(), s.trump(), s.bids()));
    apart(s, new Setup(1, CardSet.parse("AS QS"), s.trump(), s.bids()));
    apart(s, new Setup(1, s.hand(), Optional.empty(), s.bids()));
    apart(s, new Setup(1, s.hand(), s.trump(), List.of(4, 3)));
    Map<String, Object> inOrder = new LinkedHashMap<>();
    inOrder.put("setup", s);
    inOrder.put("deal", 1);
    Map<String, Object> reversed = new LinkedHashMap<>();
    reversed.put("deal", 1);
    reversed.put("setup", s);
    apart(inOrder, reversed);
  }

  @Test
  @DisplayName("Keys.mix folds an object's hash, null as 0")
  void mixObject() {
    assertThat(Keys.mix(Keys.START, (Object) null)).isEqualTo(Keys.mix(Keys.START, 0L));
    assertThat(Keys.mix(Keys.START, (Object) "x")).isEqualTo(Keys.mix(Keys.START, "x".hashCode()));
  }

  @Test
  @DisplayName("Masks: a row of card masks, copied in and out, changed by copy")
  void masks() {
    Masks m = Masks.empty(3);
    assertThat(m.size()).isEqualTo(3);
    assertThat(m.union()).isZero();
    Masks n = m.with(1, CardSet.parse("AS").bits());
    assertThat(m.get(1)).isZero();
    assertThat(n.cards(1)).isEqualTo(CardSet.parse("AS"));
    assertThat(n.with(1, n.get(1))).isSameAs(n);
    long[] raw = {CardSet.parse("2C").bits(), 0L};
    Masks w = Masks.wrap(raw);
    long[] out = w.toArray();
    out[0] = 0L;
    assertThat(w.get(0)).isEqualTo(CardSet.parse("2C").bits());
    assertThat(w.toCardSets()).containsExactly(CardSet.parse("2C"), CardSet.parse(""));
    assertThat(w.toString()).isEqualTo("[" + CardSet.parse("2C") + ", " + CardSet.parse("") + "]");
    assertThat(w)
        .isEqualTo(Masks.of(CardSet.parse("2C").bits(), 0L))
        .hasSameHashCodeAs(Masks.of(raw));
    assertThatThrownBy(() -> Masks.empty(-1)).hasMessageContaining("size is negative");
  }

  @Test
  @DisplayName("Ints: a row of numbers, changed by copy, summed")
  void ints() {
    Ints i = Ints.wrap(new int[] {1, 2, 3});
    assertThat(i.sum()).isEqualTo(6);
    assertThat(i.with(0, 1)).isSameAs(i);
    assertThat(i.with(0, 5).get(0)).isEqualTo(5);
    assertThat(i.get(0)).isEqualTo(1);
    assertThat(Ints.filled(2, 7).toArray()).containsExactly(7, 7);
  }
}
