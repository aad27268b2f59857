package dev.tenace.spades;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * The public reading side of {@link SpadesState}, checked at every step of random deals against
 * what the test itself saw happen: bids, contracts, broken spades, dealt hands, the trick phase,
 * and the end-of-deal figures that exist only once the deal is over.
 */
class SpadesStateAccessorsTest {
  static final long SPADES = CardSet.suitMask(Suit.SPADES);

  @Test
  @DisplayName(
      "accessors agree with the actions taken: contract §3.5, spades broken §4.2, dealt hands, bid errors")
  void accessorsFollowThePlay() {
    List<SpadesRules> rules =
        List.of(
            SpadesRules.defaults(),
            SpadesRules.builder().doubleNilPass(true).build(),
            SpadesRules.builder().lefty(true).bidErrorScoring(true).build());
    qt().withExamples(150)
        .forAll(SourceDSL.integers().between(0, rules.size() - 1), SourceDSL.longs().all())
        .checkAssert(
            (k, seed) -> {
              SpadesRules r = rules.get(k);
              SplittableRandom rng = new SplittableRandom(seed);
              SpadesState s =
                  SpadesState.deal(
                      r, 1, (int) Math.floorMod(seed, 4L), List.of(-150, 0), List.of(0, 0), seed);
              CardSet[] dealt = new CardSet[4];
              for (int x = 0; x < 4; x++) {
                dealt[x] = s.hand(x);
              }
              int[] numericBid = new int[4];
              boolean spadePlayed = false;
              while (!s.isTerminal()) {
                assertThat(s.spadesBroken()).as("spades broken").isEqualTo(spadePlayed);
                assertThat(s.trickPhase().isPresent())
                    .as("trick phase")
                    .isEqualTo(
                        s.phase() == SpadesState.Phase.PLAYING
                            || s.phase() == SpadesState.Phase.OVER);
                for (int x = 0; x < 4; x++) {
                  assertThat(s.dealtHand(x)).isEqualTo(dealt[x]);
                }
                for (int t = 0; t < 2; t++) {
                  assertThat(s.contract(t))
                      .as("contract of team %d", t)
                      .isEqualTo(numericBid[t] + numericBid[t + 2]);
                }
                SpadesState now = s;
                assertThatThrownBy(now::teamScores)
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("not over");
                assertThatThrownBy(now::bagsAfter)
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("not over");
                assertThatThrownBy(() -> now.bidError(0)).isInstanceOf(IllegalStateException.class);
                assertThatThrownBy(() -> now.score(0))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("not over");
                assertThatThrownBy(() -> now.utility(3)).isInstanceOf(IllegalStateException.class);
                assertThatThrownBy(now::scoresAfter).isInstanceOf(IllegalStateException.class);
                int seat = s.toMove();
                List<Action> legal = s.legalActions(seat);
                Action a = legal.get(rng.nextInt(legal.size()));
                if (a instanceof SpadesAction.Bid b) {
                  numericBid[seat] = b.tricks();
                }
                if (a instanceof SpadesAction.Play p && (p.card().bit() & SPADES) != 0) {
                  spadePlayed = true;
                }
                s = s.apply(seat, a).get();
              }
              assertThat(s.teamScores()).hasSize(2);
              assertThat(s.bagsAfter()).hasSize(2);
              int tricks = 0;
              for (int x = 0; x < 4; x++) {
                tricks += s.tricks(x);
                assertThat(s.bidError(x)).isEqualTo(Math.abs(numericBid[x] - s.tricks(x)));
                assertThat(s.toString()).contains(s.hand(x).toString());
              }
              assertThat(tricks).isEqualTo(13);
              assertThat(s.toString())
                  .startsWith("Spades(deal 1, dealer " + Math.floorMod(seed, 4L));
            });
  }

  @Test
  @DisplayName(
      "views after a blind-nil exchange (§7 doubleNilPass) sample deals every seat's view agrees with, for both teams")
  void viewsAfterAnExchange() {
    SpadesRules r = SpadesRules.builder().doubleNilPass(true).build();
    int found = 0;
    for (long seed = 0; found < 6 && seed < 5_000; seed++) {
      SplittableRandom rng = new SplittableRandom(seed);
      // Team A 200 behind, so its players may bid blind nil; the random bidders then try it often.
      SpadesState s =
          SpadesState.deal(r, 3, (int) (seed % 4), List.of(-100, 100), List.of(0, 0), seed);
      boolean exchanged = false;
      while (!s.isTerminal() && s.phase() != SpadesState.Phase.PLAYING) {
        int seat = s.toMove();
        List<Action> legal = s.legalActions(seat);
        Action a =
            legal.contains(SpadesAction.BlindNil.BLIND_NIL)
                ? SpadesAction.BlindNil.BLIND_NIL
                : legal.get(rng.nextInt(legal.size()));
        exchanged |= a instanceof SpadesAction.Exchange;
        s = s.apply(seat, a).get();
      }
      if (!exchanged) {
        continue;
      }
      found++;
      for (int k = 0; k < 5 && !s.isTerminal(); k++) {
        List<Action> legal = s.legalActions(s.toMove());
        s = s.apply(s.toMove(), legal.get(rng.nextInt(legal.size()))).get();
      }
      for (int seat = 0; seat < 4; seat++) {
        SpadesView view = s.viewFor(seat);
        for (int n = 0; n < 10; n++) {
          SpadesState sample = view.sampleConsistentState(rng);
          assertThat(sample.viewFor(seat)).as("seed %d seat %d", seed, seat).isEqualTo(view);
        }
      }
    }
    assertThat(found).as("deals with an exchange").isEqualTo(6);
  }
}
