package dev.tenace.spades;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.PlayReveals;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.trick.Trick;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What a Spades play reveals, stated once by the play rule that restricts it ({@link
 * SpadesPlayRules}) and read by the sampler through core's {@link PlayReveals}: the reveals are
 * true of the real hands, and every sampled world agrees with them (its tricks replay legally).
 */
class SpadesRevealTest {
  private static final long SPADES = CardSet.suitMask(Suit.SPADES);

  /** Why the world's tricks would not replay from its hands under its rules, or {@code null}. */
  static RuleViolation illegalPlay(TrickPlay world) {
    List<Trick> tricks = new ArrayList<>(world.completedTricks());
    tricks.add(world.currentTrick());
    List<CardSet> hands = new ArrayList<>();
    for (int s = 0; s < world.players(); s++) {
      hands.add(world.startingHand(s));
    }
    TrickPlay p = TrickPlay.start(world.order(), hands, tricks.get(0).leader(), world.rules());
    for (Trick t : tricks) {
      for (int i = 0; i < t.size(); i++) {
        RuleViolation v = p.violation(t.seat(i), t.card(i));
        if (v != null) {
          return v;
        }
        p = p.playVerified(t.card(i));
      }
    }
    return null;
  }

  @Test
  @DisplayName(
      "Spades §4.3: a spade led before spades are broken reveals a hand of spades only; every"
          + " sampled world gives the leader spades only")
  void spadeLedWhileUnbroken() {
    List<CardSet> hands = new ArrayList<>();
    for (Suit suit : List.of(Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)) {
      hands.add(CardSet.ofBits(CardSet.suitMask(suit)));
    }
    SpadesState s = SpadesState.of(SpadesRules.defaults(), 3, hands, List.of(0, 0), List.of(0, 0));
    while (s.phase() != SpadesState.Phase.PLAYING) {
      s = s.applyLegal(s.toMove(), s.legalActions(s.toMove()).get(0));
    }
    assertThat(s.toMove()).isZero();
    s = s.apply(0, SpadesAction.Play.of(Card.parse("2S"))).get();
    PlayReveals seen =
        PlayReveals.of(s.tricks().orElseThrow(), s.trickPhase().orElseThrow().rules());
    assertThat(seen.absent(0)).isEqualTo(~SPADES);
    SplittableRandom rng = new SplittableRandom(3);
    for (int seat = 1; seat < 4; seat++) {
      for (int k = 0; k < 30; k++) {
        SpadesState w = s.viewFor(seat).sampleConsistentState(rng);
        assertThat(w.hand(0).bits() & ~SPADES).as("seat %d's world %d", seat, k).isZero();
        assertThat(illegalPlay(w.trickPhase().orElseThrow())).isNull();
      }
    }
  }

  @Test
  @DisplayName(
      "Spades §4.3, §7 lefty, righty, firstLeadTwoOfClubs: over random play of every preset (12"
          + " deals) the reveals are true of every real hand, and every sampled world replays legally")
  void soundAndKeptOverRandomPlay() {
    int worlds = 0;
    for (var preset : SpadesGame.INSTANCE.presets().entrySet()) {
      SpadesRules rules = preset.getValue();
      for (long seed = 0; seed < 12; seed++) {
        SpadesState s = SpadesGame.INSTANCE.newDeal(rules, (int) (seed % 4), seed);
        SplittableRandom rng = new SplittableRandom(seed);
        while (!s.isTerminal()) {
          if (s.phase() == SpadesState.Phase.PLAYING) {
            PlayReveals seen =
                PlayReveals.of(s.tricks().orElseThrow(), s.trickPhase().orElseThrow().rules());
            for (int seat = 0; seat < 4; seat++) {
              assertThat(seen.absent(seat) & s.hand(seat).bits())
                  .as("%s seed %d seat %d at %s", preset.getKey(), seed, seat, s.history())
                  .isZero();
              SpadesState w = s.viewFor(seat).sampleConsistentState(rng);
              assertThat(illegalPlay(w.trickPhase().orElseThrow()))
                  .as("%s seed %d seat %d at %s", preset.getKey(), seed, seat, s.history())
                  .isNull();
              worlds++;
            }
          }
          List<Action> legal = s.legalActions(s.toMove());
          s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
        }
      }
    }
    assertThat(worlds).isGreaterThan(4000);
  }

  @Test
  @DisplayName(
      "Spades §7 lefty: a card played reveals no legal card further left; a world that held one"
          + " would not replay")
  void leftyRevealsNoLeftCard() {
    SpadesRules rules = SpadesGame.INSTANCE.presets().get("lefty");
    SpadesState s = SpadesGame.INSTANCE.newDeal(rules, 0, 5);
    while (s.phase() != SpadesState.Phase.PLAYING) {
      s = s.applyLegal(s.toMove(), s.legalActions(s.toMove()).get(0));
    }
    int leader = s.toMove();
    Card led = Card.ofIndex(Long.numberOfTrailingZeros(s.trickPhase().orElseThrow().legalBits()));
    s = s.apply(leader, SpadesAction.Play.of(led)).get();
    PlayReveals seen =
        PlayReveals.of(s.tricks().orElseThrow(), s.trickPhase().orElseThrow().rules());
    // spades unbroken: no card left of the one led outside spades
    assertThat(seen.absent(leader)).isEqualTo((led.bit() - 1) & ~SPADES);
  }
}
