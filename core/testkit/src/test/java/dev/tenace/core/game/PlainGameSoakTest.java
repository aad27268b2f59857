package dev.tenace.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.testkit.PlainGame;
import dev.tenace.core.testkit.Soak;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The soak runner itself: it plays whole deals on several threads and catches a broken game. */
class PlainGameSoakTest {

  @Test
  @DisplayName("soak: 2,000 plain deals on 2 threads keep every invariant and play 52 cards each")
  void plainGameSoaks() throws InterruptedException {
    Soak.Report r = Soak.run("plain", PlainGame::deal, 2_000, 99L, 2);
    assertThat(r.deals()).isEqualTo(2_000);
    assertThat(r.actions()).isEqualTo(2_000L * 52);
  }

  @Test
  @DisplayName("soak: a game that refuses a listed action fails, naming the deal and step")
  void soakNamesTheBrokenDeal() {
    assertThatThrownBy(
            () -> Soak.run("refusing", seed -> new RefusingState(PlainGame.deal(seed)), 50, 1L, 1))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("deal 0 step 0")
        .hasMessageContaining("refused");
  }

  /** A plain deal whose apply refuses everything: its listed actions are never accepted. */
  private static final class RefusingState
      implements GameState<RefusingState, View<RefusingState>> {
    private final PlainGame.State inner;

    RefusingState(PlainGame.State inner) {
      this.inner = inner;
    }

    @Override
    public int players() {
      return inner.players();
    }

    @Override
    public int dealer() {
      return inner.dealer();
    }

    @Override
    public dev.tenace.core.card.Deck deck() {
      return inner.deck();
    }

    @Override
    public boolean isTerminal() {
      return inner.isTerminal();
    }

    @Override
    public int toMove() {
      return inner.toMove();
    }

    @Override
    public java.util.List<Action> legalActions(int seat) {
      return inner.legalActions(seat);
    }

    @Override
    public Action parseAction(String text) {
      return inner.parseAction(text);
    }

    @Override
    public View<RefusingState> viewFor(int seat) {
      throw new UnsupportedOperationException();
    }

    @Override
    public dev.tenace.core.card.CardSet hand(int seat) {
      return inner.hand(seat);
    }

    @Override
    public java.util.Map<String, dev.tenace.core.card.CardSet> zones() {
      return inner.zones();
    }

    @Override
    public int score(int seat) {
      return inner.score(seat);
    }

    @Override
    public java.util.List<Integer> standing() {
      return inner.standing();
    }

    @Override
    public long key() {
      return inner.key();
    }

    @Override
    public io.vavr.control.Either<RuleViolation, RefusingState> apply(int seat, Action action) {
      return io.vavr.control.Either.left(
          new RuleViolation("TEST_REFUSES", seat, "refuses everything"));
    }
  }
}
