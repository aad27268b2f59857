package dev.tenace.spades;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.spi.PlayReveals;
import dev.tenace.core.testkit.Positions;
import dev.tenace.core.testkit.SamplerProperty;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The consistent-state sampler over random play of every preset: it never fails and keeps the view.
 */
class SpadesSamplerTest {

  @Test
  @DisplayName(
      "sampler: every Yahoo table, 40 random deals, every state and seat: a sample never fails and gives the same view")
  void everyPresetNeverFails() {
    assertThat(SamplerProperty.overPresets(SpadesGame.INSTANCE, 40, 1)).isEmpty();
  }

  /**
   * Every preset, and the variants that change what a world holds in trick play: the 2C lead (the
   * first leader), the exchange after a blind nil restricted to 100 behind, lefty and righty with
   * the 2C lead and bid errors, the team bid limit.
   */
  private static Map<String, SpadesRules> presetsAndVariants() {
    Map<String, SpadesRules> m = new LinkedHashMap<>(SpadesGame.INSTANCE.presets());
    m.put("2C lead", SpadesRules.builder().firstLeadTwoOfClubs(true).build());
    m.put(
        "blindNilRestricted, 2C lead",
        SpadesRules.builder().blindNilRestricted(true).firstLeadTwoOfClubs(true).build());
    m.put(
        "double-nil-pass, 2C lead",
        SpadesRules.builder().doubleNilPass(true).firstLeadTwoOfClubs(true).build());
    m.put("lefty, 2C lead", SpadesRules.builder().lefty(true).firstLeadTwoOfClubs(true).build());
    m.put(
        "righty, bid error",
        SpadesRules.builder().righty(true).bidErrorScoring(true).firstLeadTwoOfClubs(true).build());
    m.put("teamBidLimit, no bags", SpadesRules.builder().teamBidLimit(true).bags(false).build());
    return m;
  }

  @Test
  @DisplayName(
      "sampler: in trick play, the world made from the sampled hands equals the one dealt and"
          + " replayed from the same random numbers (every preset and variant, 16 deals with and"
          + " without a blind-nil deficit, every trick-play state and seat)")
  void directWorldEqualsReplayedWorld() {
    int compared = 0;
    int exchanged = 0;
    // team totals before the deal: none behind, A 300 behind, B 300 behind (blind nil possible
    // under doubleNilPass and blindNilRestricted, so exchanges happen)
    List<List<Integer>> contexts = List.of(List.of(0, 0), List.of(0, 300), List.of(300, 0));
    for (var preset : presetsAndVariants().entrySet()) {
      SpadesRules rules = preset.getValue();
      for (long seed = 0; seed < 16; seed++) {
        SpadesState s =
            SpadesState.deal(
                rules,
                1 + (int) (seed % 3),
                (int) (seed % 4),
                contexts.get((int) (seed % 3)),
                List.of((int) (seed % 10), 0),
                seed);
        SplittableRandom play = new SplittableRandom(seed);
        while (!s.isTerminal()) {
          if (s.phase() == SpadesState.Phase.PLAYING) {
            exchanged += s.exchanging(0) || s.exchanging(1) ? 1 : 0;
            for (int seat = 0; seat < 4; seat++) {
              SpadesView v = s.viewFor(seat);
              long k = seed * 1000 + compared;
              SplittableRandom a = new SplittableRandom(k);
              SplittableRandom b = new SplittableRandom(k);
              SpadesState direct = SpadesSampler.sample(v, a, false);
              SpadesState replayed = SpadesSampler.sample(v, b, true);
              assertThat(direct)
                  .as("%s seed %d seat %d at %s", preset.getKey(), seed, seat, s.history())
                  .isEqualTo(replayed)
                  .hasSameHashCodeAs(replayed);
              assertThat(direct.key()).isEqualTo(replayed.key());
              assertThat(direct.history()).isEqualTo(replayed.history());
              for (int x = 0; x < 4; x++) {
                assertThat(direct.dealtHand(x)).isEqualTo(replayed.dealtHand(x));
                assertThat(direct.exchanged(x)).isEqualTo(replayed.exchanged(x));
              }
              assertThat(direct.legalActions(direct.toMove()))
                  .isEqualTo(replayed.legalActions(replayed.toMove()));
              assertThat(direct.viewFor(seat)).isEqualTo(v);
              assertThat(a.nextLong()).as("the same random numbers used").isEqualTo(b.nextLong());
              compared++;
            }
          }
          List<Action> legal = s.legalActions(s.toMove());
          s = s.applyLegal(s.toMove(), legal.get(play.nextInt(legal.size())));
        }
      }
    }
    assertThat(compared).isGreaterThan(20_000);
    assertThat(exchanged).as("trick-play states after an exchange").isGreaterThan(100);
  }

  @Test
  @DisplayName(
      "sampler: mirror views (every bid an exact number of spades) sample at once, 200 deals")
  void mirrorIsFast() {
    Assertions.assertTimeoutPreemptively(
        Duration.ofSeconds(60),
        () -> {
          SpadesRules mirror = SpadesGame.INSTANCE.presets().get("mirror");
          for (long seed = 0; seed < 200; seed++) {
            assertThat(SamplerProperty.failures(SpadesGame.INSTANCE, mirror, seed, s -> true, 1))
                .isEmpty();
          }
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

  /**
   * What a Spades play reveals, stated once by the play rule that restricts it ({@link
   * SpadesPlayRules}) and read by the sampler through core's {@link PlayReveals}: the reveals are
   * true of the real hands, and every sampled world agrees with them (its tricks replay legally).
   */
  @Nested
  class Reveals {
    private static final long SPADES = CardSet.suitMask(Suit.SPADES);

    @Test
    @DisplayName(
        "Spades §4.3: a spade led before spades are broken reveals a hand of spades only; every"
            + " sampled world gives the leader spades only")
    void spadeLedWhileUnbroken() {
      List<CardSet> hands = new ArrayList<>();
      for (Suit suit : List.of(Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)) {
        hands.add(CardSet.ofBits(CardSet.suitMask(suit)));
      }
      SpadesState s =
          SpadesState.of(SpadesRules.defaults(), 3, hands, List.of(0, 0), List.of(0, 0));
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
          assertThat(Positions.illegalPlay(w.trickPhase().orElseThrow())).isNull();
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
                assertThat(Positions.illegalPlay(w.trickPhase().orElseThrow()))
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
}
