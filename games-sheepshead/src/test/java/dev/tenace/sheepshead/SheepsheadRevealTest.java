package dev.tenace.sheepshead;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.PlayReveals;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What a Sheepshead play reveals under the called-ace rules (§9.1.4, §9 calledSuitLead, §9.1.5),
 * stated once by {@link SheepsheadPlayRules.CalledSuit} and read by the sampler through core's
 * {@link PlayReveals}, the rule asked for each seat that may be the hidden partner: the reveals
 * made with the real partner are true of the real hands, and every sampled world agrees with what
 * the plays reveal (its tricks replay legally under its own partner).
 */
class SheepsheadRevealTest {
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

  /** Checks one state; returns the number of worlds checked. */
  private static int check(SheepsheadState s, SplittableRandom rng, String at) {
    TrickPlay real = s.trickPhase().orElseThrow();
    TrickTable table = s.tricks().orElseThrow();
    PlayReveals seen = PlayReveals.of(table, real.rules());
    int worlds = 0;
    for (int seat = 0; seat < s.players(); seat++) {
      long hand = s.hand(seat).bits();
      assertThat(seen.absent(seat) & hand).as("%s seat %d", at, seat).isZero();
      for (int e = 0; e < TrickOrder.EFFECTIVE_SUITS; e++) {
        long suit = table.order().suitMask(e);
        assertThat(Long.bitCount(hand & suit))
            .as("%s seat %d suit %d", at, seat, e)
            .isGreaterThanOrEqualTo(seen.atLeast(seat, suit));
      }
      SheepsheadState w = s.viewFor(seat).sampleConsistentState(rng);
      assertThat(illegalPlay(w.trickPhase().orElseThrow())).as("%s seat %d", at, seat).isNull();
      worlds++;
    }
    return worlds;
  }

  private static int overPlay(SheepsheadState s, SplittableRandom rng, String name) {
    int worlds = 0;
    while (!s.isTerminal()) {
      if (s.trickPhase().isPresent()) {
        worlds += check(s, rng, name + " at " + s.history());
      }
      List<Action> legal = s.legalActions(s.toMove());
      s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
    }
    return worlds;
  }

  @Test
  @DisplayName(
      "Sheepshead §9.1.4, §9 calledSuitLead: over random play of every preset and of called ace"
          + " with calledSuitLead (10 deals each), the reveals are true of every real hand, and every"
          + " world sampled at every trick-play position replays legally")
  void calledAce() {
    Map<String, SheepsheadRules> all = new LinkedHashMap<>(SheepsheadGame.INSTANCE.presets());
    all.put(
        "calledSuitLead", SheepsheadRules.builder().calledAce(true).calledSuitLead(true).build());
    int worlds = 0;
    for (var preset : all.entrySet()) {
      for (long seed = 0; seed < 10; seed++) {
        SheepsheadRules rules = preset.getValue();
        SheepsheadState s =
            SheepsheadGame.INSTANCE.newDeal(rules, (int) (seed % rules.players()), seed);
        worlds += overPlay(s, new SplittableRandom(seed), preset.getKey() + " seed " + seed);
      }
    }
    assertThat(worlds).isGreaterThan(2000);
  }

  @Test
  @DisplayName(
      "Sheepshead §9.1.5: after under calls (40 deals, calledSuitLead on in half), with the under"
          + " concealed from most seats, the reveals hold and every sampled world replays legally")
  void underCall() {
    int worlds = 0;
    for (long seed = 0; seed < 40; seed++) {
      SheepsheadRules rules =
          SheepsheadRules.builder()
              .calledAce(true)
              .underCall(true)
              .calledSuitLead(seed % 2 == 0)
              .build();
      worlds +=
          overPlay(UnderDeals.picked(rules, seed), new SplittableRandom(seed), "seed " + seed);
    }
    assertThat(worlds).isGreaterThan(1000);
  }
}
