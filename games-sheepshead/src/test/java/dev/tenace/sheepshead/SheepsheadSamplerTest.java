package dev.tenace.sheepshead;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.game.Action;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.spi.PlayReveals;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.testkit.Positions;
import dev.tenace.core.testkit.SamplerProperty;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The consistent-state sampler over random play of every preset, and the reproduction of the
 * hardening report (finding 10): it never fails and keeps the view. The sampler's direct world in
 * trick play ({@link SheepsheadSampler}) against the world dealt and replayed from the same random
 * numbers: they must be the same state, hidden cards (hands, blind, bury, the partner) and play
 * rules included.
 */
class SheepsheadSamplerTest {

  @Test
  @DisplayName(
      "sampler: every preset, 60 random deals, every state and seat: a sample never fails and gives the same view")
  void everyPresetNeverFails() {
    assertThat(SamplerProperty.overPresets(SheepsheadGame.INSTANCE, 60, 1)).isEmpty();
  }

  @Test
  @DisplayName(
      "finding 10: the club preset, 200 seeds, every state and seat, 3 samples each: none fails, each keeps the view")
  void club() {
    SheepsheadRules club = SheepsheadGame.INSTANCE.presets().get("club");
    for (long seed = 0; seed < 200; seed++) {
      assertThat(SamplerProperty.failures(SheepsheadGame.INSTANCE, club, seed, s -> true, 3))
          .isEmpty();
    }
  }

  @Test
  @DisplayName(
      "sampler: called ace with calledSuitLead and crack, 200 seeds: the partner's leads and the hold card hold in samples")
  void calledAceWithCalledSuitLead() {
    SheepsheadRules rules =
        SheepsheadRules.builder().calledAce(true).calledSuitLead(true).crack(true).build();
    for (long seed = 0; seed < 200; seed++) {
      assertThat(SamplerProperty.failures(SheepsheadGame.INSTANCE, rules, seed, s -> true, 2))
          .isEmpty();
    }
  }

  /** Every preset and the variants whose hidden facts or play rules the presets do not reach. */
  private static Map<String, SheepsheadRules> ruleSets() {
    Map<String, SheepsheadRules> m = new LinkedHashMap<>(SheepsheadGame.INSTANCE.presets());
    m.put(
        "called-ace, calledSuitLead, crack",
        SheepsheadRules.builder().calledAce(true).calledSuitLead(true).crack(true).build());
    m.put("JD partner without call-up", SheepsheadRules.builder().jackCallUp(false).build());
    m.put("voluntaryAlone", SheepsheadRules.builder().voluntaryAlone(true).build());
    m.put(
        "voluntaryAlone without call-up",
        SheepsheadRules.builder().jackCallUp(false).voluntaryAlone(true).build());
    m.put(
        "forced pick, crack",
        SheepsheadRules.builder().allPass(AllPass.FORCED_PICK).crack(true).build());
    m.put(
        "leaster blind to the last trick, 4 players",
        SheepsheadRules.builder().players(4).leasterBlindToLastTrick(true).build());
    return m;
  }

  @Test
  @DisplayName(
      "sampler: in trick play, the world made from the sampled cards equals the one dealt and"
          + " replayed from the same random numbers (every preset and variant, 16 deals, every"
          + " trick-play state and seat)")
  void directWorldEqualsReplayedWorld() {
    int compared = 0;
    int leasters = 0;
    int calls = 0;
    int cracks = 0;
    int concealedBury = 0;
    for (var entry : ruleSets().entrySet()) {
      SheepsheadRules rules = entry.getValue();
      for (long seed = 0; seed < 16; seed++) {
        SheepsheadState s =
            SheepsheadGame.INSTANCE.newDeal(rules, (int) (seed % rules.players()), seed);
        SplittableRandom play = new SplittableRandom(seed);
        // every fourth deal everyone passes who may: leasters, void and forced deals
        boolean passing = seed % 4 == 3;
        while (!s.isTerminal()) {
          if (s.phase() == SheepsheadState.Phase.PLAYING) {
            leasters += s.isLeaster() ? 1 : 0;
            calls += s.declaration().filter(Declaration::isCall).isPresent() ? 1 : 0;
            cracks += s.crackMultiplier() > 1 ? 1 : 0;
            for (int seat = 0; seat < rules.players(); seat++) {
              SheepsheadView v = s.viewFor(seat);
              concealedBury +=
                  v.history().stream().anyMatch(m -> m.action() instanceof Concealed) ? 1 : 0;
              long k = seed * 100_000 + compared;
              SplittableRandom a = new SplittableRandom(k);
              SplittableRandom b = new SplittableRandom(k);
              SheepsheadState direct = v.sample(a, false);
              SheepsheadState replayed = v.sample(b, true);
              assertThat(direct)
                  .as("%s seed %d seat %d at %s", entry.getKey(), seed, seat, s.history())
                  .isEqualTo(replayed)
                  .hasSameHashCodeAs(replayed);
              assertThat(direct.key()).isEqualTo(replayed.key());
              assertThat(direct.history()).isEqualTo(replayed.history());
              assertThat(direct.legalActions(direct.toMove()))
                  .isEqualTo(replayed.legalActions(replayed.toMove()));
              assertThat(direct.partner()).isEqualTo(replayed.partner());
              assertThat(direct.partnerCard()).isEqualTo(replayed.partnerCard());
              assertThat(direct.trickPhase().orElseThrow().rules())
                  .isEqualTo(replayed.trickPhase().orElseThrow().rules());
              assertThat(direct.viewFor(seat)).isEqualTo(v);
              assertThat(a.nextLong()).as("the same random numbers used").isEqualTo(b.nextLong());
              compared++;
            }
          }
          int who = s.toMove();
          List<Action> legal = s.legalActions(who);
          Action next =
              passing && legal.contains(SheepsheadAction.Simple.PASS)
                  ? SheepsheadAction.Simple.PASS
                  : legal.get(play.nextInt(legal.size()));
          s = s.applyLegal(who, next);
        }
      }
    }
    assertThat(compared).isGreaterThan(10_000);
    assertThat(leasters).as("leaster states compared").isPositive();
    assertThat(calls).as("called-card states compared").isPositive();
    assertThat(cracks).as("cracked states compared").isPositive();
    assertThat(concealedBury).as("views with a concealed bury").isPositive();
  }

  /**
   * What a Sheepshead play reveals under the called-ace rules (§9.1.4, §9 calledSuitLead, §9.1.5),
   * stated once by {@link SheepsheadPlayRules.CalledSuit} and read by the sampler through core's
   * {@link PlayReveals}, the rule asked for each seat that may be the hidden partner: the reveals
   * made with the real partner are true of the real hands, and every sampled world agrees with what
   * the plays reveal (its tricks replay legally under its own partner).
   */
  @Nested
  class Reveals {
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
        assertThat(Positions.illegalPlay(w.trickPhase().orElseThrow()))
            .as("%s seat %d", at, seat)
            .isNull();
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
}
