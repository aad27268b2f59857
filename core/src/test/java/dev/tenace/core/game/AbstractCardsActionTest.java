package dev.tenace.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.spi.Keys;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link AbstractCardsAction}: a game's choice of several cards with its verb, text, equality and
 * {@code withCards} written once.
 */
class AbstractCardsActionTest {
  /** A game's pass, as the games write it. */
  static final class Pass extends AbstractCardsAction {
    Pass(CardSet cards) {
      super("pass", cards, Pass::new);
    }
  }

  /** Another game's action with the same verb. */
  static final class OtherPass extends AbstractCardsAction {
    OtherPass(CardSet cards) {
      super("pass", cards, OtherPass::new);
    }
  }

  /**
   * What such an action was before: a record of its cards. Its name, {@code Aa}, has the hash code
   * of {@code BB}'s, so that the keys of the two can be compared.
   */
  public record Aa(CardSet cards) {}

  /** An action whose class name has the hash code of {@link Aa}'s. */
  static final class BB extends AbstractCardsAction {
    BB(CardSet cards) {
      super("bb", cards, BB::new);
    }
  }

  @Test
  @DisplayName("the verb and the cards make the text, in display order, and the string")
  void text() {
    Pass p = new Pass(CardSet.parse("KH 2H 7S"));
    assertThat(p.verb()).isEqualTo("pass");
    assertThat(p.cards()).isEqualTo(CardSet.parse("7S 2H KH"));
    assertThat(p.text()).isEqualTo("pass 7S 2H KH");
    assertThat(p).hasToString("pass 7S 2H KH");
  }

  @Test
  @DisplayName("withCards makes the same kind of action with other cards")
  void withCards() {
    AbstractCardsAction w = new Pass(CardSet.parse("2H")).withCards(CardSet.parse("QS AS"));
    assertThat(w).isInstanceOf(Pass.class).isEqualTo(new Pass(CardSet.parse("AS QS")));
    assertThat(new OtherPass(CardSet.EMPTY).withCards(CardSet.parse("2C")))
        .isInstanceOf(OtherPass.class);
  }

  @Test
  @DisplayName(
      "equal when of the same class with equal cards; the hash code is the cards', as a record's")
  void equality() {
    Pass p = new Pass(CardSet.parse("2H 3H"));
    assertThat(p)
        .isEqualTo(new Pass(CardSet.parse("3H 2H")))
        .isNotEqualTo(new Pass(CardSet.parse("2H 4H")))
        .isNotEqualTo(new OtherPass(CardSet.parse("2H 3H")))
        .isNotEqualTo(null)
        .isNotEqualTo("pass 2H 3H");
    assertThat(p.hashCode())
        .isEqualTo(CardSet.parse("2H 3H").hashCode())
        .isEqualTo(new Aa(CardSet.parse("2H 3H")).hashCode());
  }

  @Test
  @DisplayName("Keys.of folds it as the record of its cards it was: its class name, then its cards")
  void keys() {
    assertThat(Aa.class.getName().hashCode()).isEqualTo(BB.class.getName().hashCode());
    CardSet cards = CardSet.parse("AS 7D");
    assertThat(Keys.of(new BB(cards))).isEqualTo(Keys.of(new Aa(cards)));
    assertThat(Keys.of(new Pass(cards)))
        .isEqualTo(Keys.of(new Pass(CardSet.parse("7D AS"))))
        .isNotEqualTo(Keys.of(new Pass(CardSet.parse("AS 8D"))))
        .isNotEqualTo(Keys.of(new OtherPass(cards)));
  }

  @Test
  @DisplayName("the verb, the cards and the constructor are required")
  void needsItsParts() {
    assertThatThrownBy(() -> new Pass(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("cards is null");
    assertThatThrownBy(() -> new AbstractCardsAction(null, CardSet.EMPTY, Pass::new) {})
        .isInstanceOf(NullPointerException.class)
        .hasMessage("verb is null");
    assertThatThrownBy(() -> new AbstractCardsAction("x", CardSet.EMPTY, null) {})
        .isInstanceOf(NullPointerException.class)
        .hasMessage("kind is null");
  }
}
