package dev.tenace.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.game.MatchPolicy;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The values a record setup is made of, and the keys and ends derived from them. */
class DealSetupValuesTest {
  record Setup(DealHeader header, Ints bids, Masks passes, Memo<String> memo)
      implements DealSetup {}

  /** A public record view, so that Keys.of reads its components. */
  public record Shown(int seat, CardSet hand, List<Optional<Integer>> bids) {}

  private static DealHeader header(long seed) {
    return DealHeader.of(Deal.shuffled(Deck.standard(), 4, 13, 3, seed), 2, List.of(10, -5, 0, 7));
  }

  @Test
  @DisplayName("Ints: equal by value, copied on write, summed, listed")
  void ints() {
    Ints a = Ints.filled(4, -1).with(2, 5);
    assertThat(a).isEqualTo(Ints.of(-1, -1, 5, -1)).hasSameHashCodeAs(Ints.of(-1, -1, 5, -1));
    assertThat(a.with(2, 5)).isSameAs(a);
    assertThat(a.with(0, 1)).isEqualTo(Ints.of(1, -1, 5, -1)).isNotEqualTo(a);
    assertThat(a.get(2)).isEqualTo(5);
    assertThat(a.sum()).isEqualTo(2);
    assertThat(a.toList()).containsExactly(-1, -1, 5, -1);
    assertThat(Ints.of(List.of(1, 2))).isEqualTo(Ints.of(1, 2)).hasToString("[1, 2]");
    int[] raw = {1, 2};
    Ints copied = Ints.of(raw);
    raw[0] = 9;
    assertThat(copied.get(0)).isEqualTo(1);
    assertThat(Ints.zeros(3).key(Keys.START)).isNotEqualTo(Ints.zeros(4).key(Keys.START));
    assertThatThrownBy(() -> Ints.zeros(-1)).hasMessageContaining("negative");
  }

  @Test
  @DisplayName("Masks: equal by value, card sets, union")
  void masks() {
    CardSet a = CardSet.parse("2C 3C");
    CardSet b = CardSet.parse("AS");
    Masks m = Masks.of(List.of(a, b));
    assertThat(m)
        .isEqualTo(Masks.of(a.bits(), b.bits()))
        .hasSameHashCodeAs(Masks.of(a.bits(), b.bits()));
    assertThat(m.cards(1)).isEqualTo(b);
    assertThat(m.union()).isEqualTo(a.bits() | b.bits());
    assertThat(m.with(1, 0L)).isEqualTo(Masks.of(a.bits(), 0L)).isNotEqualTo(m);
    assertThat(m.toCardSets()).containsExactly(a, b);
    assertThat(Masks.empty(2).key(Keys.START)).isNotEqualTo(m.key(Keys.START));
  }

  @Test
  @DisplayName("A memo is computed once and is no part of its holder's value")
  void memo() {
    AtomicInteger calls = new AtomicInteger();
    Memo<String> m = new Memo<>();
    assertThat(m.peek()).isNull();
    assertThat(m.get(() -> "x" + calls.incrementAndGet())).isEqualTo("x1");
    assertThat(m.get(() -> "x" + calls.incrementAndGet())).isEqualTo("x1");
    assertThat(m).isEqualTo(new Memo<Integer>()).hasSameHashCodeAs(new Memo<Integer>());
  }

  @Test
  @DisplayName("A record setup's value: header and game fields, never the memo")
  void recordSetup() {
    Setup s = new Setup(header(1), Ints.filled(4, -1), Masks.empty(4), new Memo<>());
    Setup same = new Setup(header(1), Ints.filled(4, -1), Masks.empty(4), new Memo<>());
    same.memo().get(() -> "filled");
    assertThat(same).isEqualTo(s).hasSameHashCodeAs(s);
    assertThat(new Setup(header(1), Ints.filled(4, -1).with(0, 3), Masks.empty(4), new Memo<>()))
        .isNotEqualTo(s);
    assertThat(new Setup(header(2), Ints.filled(4, -1), Masks.empty(4), new Memo<>()))
        .isNotEqualTo(s);
    assertThat(s.players()).isEqualTo(4);
    assertThat(s.dealer()).isEqualTo(3);
    assertThat(s.deck()).isEqualTo(Deck.standard());
  }

  @Test
  @DisplayName("A deal header: the deal, its number and the standing; keys tell headers apart")
  void header() {
    DealHeader h = header(1);
    assertThat(h.players()).isEqualTo(4);
    assertThat(h.standing()).isEqualTo(Ints.of(10, -5, 0, 7));
    assertThat(h.hand(0).size()).isEqualTo(13);
    assertThat(h.rest()).isEmpty();
    assertThat(h.key()).isEqualTo(header(1).key()).isNotEqualTo(header(2).key());
    DealHeader later = new DealHeader(h.deck(), h.dealer(), h.dealt(), h.rest(), 3, h.standing());
    assertThat(later.key()).isNotEqualTo(h.key());
    assertThatThrownBy(() -> new DealHeader(h.deck(), 4, h.dealt(), h.rest(), 1, h.standing()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new DealHeader(h.deck(), 0, h.dealt(), h.rest(), 1, Ints.zeros(3)))
        .hasMessageContaining("3 totals for 4 seats");
    assertThatThrownBy(() -> new DealHeader(h.deck(), 0, h.dealt(), h.rest(), 0, h.standing()))
        .hasMessageContaining("deal number 0");
    List<Card> rest = List.of(Card.parse("AS"));
    assertThat(new DealHeader(h.deck(), 0, h.dealt(), rest, 1, h.standing()).restCards())
        .isEqualTo(CardSet.parse("AS"));
  }

  @Test
  @DisplayName("Keys.of: equal values, equal keys; a changed component changes the key")
  void derivedKeys() {
    Shown v = new Shown(1, CardSet.parse("2C 3D"), List.of(Optional.of(3), Optional.empty()));
    Shown same = new Shown(1, CardSet.parse("2C 3D"), List.of(Optional.of(3), Optional.empty()));
    assertThat(Keys.of(v)).isEqualTo(Keys.of(same));
    assertThat(Keys.of(new Shown(2, v.hand(), v.bids()))).isNotEqualTo(Keys.of(v));
    assertThat(Keys.of(new Shown(1, CardSet.parse("2C 4D"), v.bids()))).isNotEqualTo(Keys.of(v));
    assertThat(Keys.of(new Shown(1, v.hand(), List.of(Optional.of(4), Optional.empty()))))
        .isNotEqualTo(Keys.of(v));
    assertThat(Keys.of(new Shown(1, v.hand(), List.of(Optional.empty(), Optional.of(3)))))
        .isNotEqualTo(Keys.of(v));
    assertThat(Keys.of(null)).isNotEqualTo(Keys.of(0));
  }

  @Test
  @DisplayName("Match ends: after a fixed number of deals, or at a target")
  void matchEnds() {
    List<Integer> totals = List.of(30, 10, 30, 20);
    assertThat(MatchPolicy.afterDeals(4, totals, 3, false)).isEmpty();
    assertThat(MatchPolicy.afterDeals(4, totals, 4, false)).containsExactly(0, 2);
    assertThat(MatchPolicy.afterDeals(4, totals, 4, true)).containsExactly(1);
    assertThat(MatchPolicy.atTarget(31, totals, false)).isEmpty();
    assertThat(MatchPolicy.atTarget(30, totals, true)).containsExactly(1);
  }
}
