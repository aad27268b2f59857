package dev.tenace.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.spi.CardActions;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link CardPlay}: one interned play per card, indexed by card, with the shared text. */
class CardPlayTest {
  /** A game's play class, as the games write it. */
  static final class Play extends CardPlay {
    static final Play[] ALL = intern(Play::new, Play[]::new);

    private Play(Card card) {
      super(card);
    }
  }

  @Test
  @DisplayName("intern makes one play per card at the card's index; texts are 'play' and the card")
  void internedByIndex() {
    assertThat(Play.ALL).hasSize(Card.COUNT);
    for (int i = 0; i < Card.COUNT; i++) {
      assertThat(Play.ALL[i].card()).isEqualTo(Card.ofIndex(i));
    }
    assertThat(Play.ALL[Card.parse("QS").index()].text()).isEqualTo("play QS");
    assertThat(Play.ALL[Card.parse("X2").index()]).hasToString("play X2");
    List<Play> legal = CardActions.of(CardSet.parse("2C QS").bits(), Play.ALL);
    assertThat(legal)
        .containsExactly(Play.ALL[Card.parse("2C").index()], Play.ALL[Card.parse("QS").index()]);
    assertThat(legal.get(1)).isSameAs(Play.ALL[Card.parse("QS").index()]);
  }

  @Test
  @DisplayName("a play needs a card")
  void needsACard() {
    assertThatThrownBy(() -> new Play(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("card is null");
  }
}
