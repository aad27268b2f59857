package dev.tenace.hearts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.spi.PlayReveals;
import dev.tenace.core.testkit.Positions;
import dev.tenace.core.testkit.SamplerProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The consistent-state sampler over random play of every preset, and the reproductions of the
 * hardening report (finding 10): it never fails and keeps the view.
 */
class HeartsSamplerTest {
  static final HeartsRules WIDOW_4 = HeartsGame.INSTANCE.presets().get("widow-4");

  @Test
  @DisplayName(
      "sampler: every preset, 30 random deals, every state and seat: a sample never fails and gives the same view")
  void everyPresetNeverFails() {
    assertThat(SamplerProperty.overPresets(HeartsGame.INSTANCE, 30, 1)).isEmpty();
  }

  @Test
  @DisplayName(
      "sampler: in trick play, the world made from the sampled hands equals the one dealt and replayed"
          + " from the same random numbers (every preset, 12 deals, every trick-play state and seat)")
  void directWorldEqualsReplayedWorld() {
    int compared = 0;
    for (var preset : HeartsGame.INSTANCE.presets().entrySet()) {
      HeartsRules rules = preset.getValue();
      for (long seed = 0; seed < 12; seed++) {
        HeartsState s = HeartsGame.INSTANCE.newDeal(rules, (int) (seed % rules.players()), seed);
        SplittableRandom play = new SplittableRandom(seed);
        while (!s.isTerminal()) {
          if (s.phase() == HeartsState.Phase.PLAYING) {
            for (int seat = 0; seat < rules.players(); seat++) {
              HeartsView v = s.viewFor(seat);
              long k = seed * 1000 + compared;
              SplittableRandom a = new SplittableRandom(k);
              SplittableRandom b = new SplittableRandom(k);
              HeartsState direct = v.sample(a, false);
              HeartsState replayed = v.sample(b, true);
              assertThat(direct)
                  .as("%s seed %d seat %d at %s", preset.getKey(), seed, seat, s.history())
                  .isEqualTo(replayed)
                  .hasSameHashCodeAs(replayed);
              assertThat(direct.history()).isEqualTo(replayed.history());
              assertThat(direct.legalActions(direct.toMove()))
                  .isEqualTo(replayed.legalActions(replayed.toMove()));
              assertThat(a.nextLong()).as("the same random numbers used").isEqualTo(b.nextLong());
              compared++;
            }
          }
          List<Action> legal = s.legalActions(s.toMove());
          s = s.applyLegal(s.toMove(), legal.get(play.nextInt(legal.size())));
        }
      }
    }
    assertThat(compared).isGreaterThan(1000);
  }

  @Test
  @DisplayName(
      "sampler: the widow game with firstLeadAnyClub (the lowest club outside the widow need not be led), 4 and 5 players")
  void widowWithAnyClubLead() {
    for (int players = 4; players <= 5; players++) {
      HeartsRules rules =
          HeartsRules.builder().widow(true).players(players).firstLeadAnyClub(true).build();
      for (long seed = 0; seed < 40; seed++) {
        assertThat(SamplerProperty.failures(HeartsGame.INSTANCE, rules, seed, s -> true, 1))
            .isEmpty();
      }
    }
  }

  @Test
  @DisplayName(
      "finding 10: widow-4 right after passing, 200 seeds, every seat, 10 samples each: none fails, each keeps the view")
  void widow4RightAfterPassing() {
    for (long seed = 0; seed < 200; seed++) {
      assertThat(
              SamplerProperty.failures(
                  HeartsGame.INSTANCE, WIDOW_4, seed, HeartsSamplerTest::rightAfterPassing, 10))
          .isEmpty();
    }
  }

  @Test
  @DisplayName(
      "finding 10: widow-4 deals with the two lowest clubs face down in the widow, right after passing, 200 seeds: the"
          + " first leader's view (which forces both clubs into the widow) samples every time")
  void widow4LowClubsInTheWidow() {
    long lowClubs = CardSet.parse("2C 3C").bits();
    int checked = 0;
    for (long seed = 0; seed < 200; seed++) {
      HeartsState s = afterPassing(lowClubsFaceDown(seed), new SplittableRandom(seed));
      int leader = s.play().currentTrick().leader();
      HeartsView v = s.viewFor(leader);
      SplittableRandom rng = new SplittableRandom(~seed);
      for (int k = 0; k < 5; k++) {
        HeartsState sample = v.sampleConsistentState(rng);
        assertThat(sample.viewFor(leader)).isEqualTo(v);
        long widow = CardSet.of(sample.widow()).bits();
        assertThat(widow & lowClubs).isEqualTo(lowClubs);
        checked++;
      }
      for (int seat = 0; seat < 4; seat++) {
        assertThat(s.viewFor(seat).sampleConsistentState(rng).viewFor(seat))
            .isEqualTo(s.viewFor(seat));
      }
    }
    assertThat(checked).isEqualTo(1000);
  }

  static boolean rightAfterPassing(HeartsState s) {
    return s.phase() == HeartsState.Phase.PLAYING && s.play().playedBits() == 0;
  }

  /**
   * A seeded widow-4 deal (dealer {@code seed mod 4}) with 2C and 3C moved into the face-down half
   * of the widow.
   */
  static HeartsState lowClubsFaceDown(long seed) {
    int dealer = (int) Math.floorMod(seed, 4L);
    Deal d = Deal.shuffled(WIDOW_4.deck(), 4, WIDOW_4.handSize(), dealer, seed);
    List<Card> rest = new ArrayList<>(d.rest());
    long[] hands = new long[4];
    for (int s = 0; s < 4; s++) {
      hands[s] = d.hand(s).bits();
    }
    Card[] low = {Card.parse("2C"), Card.parse("3C")};
    for (int i = 0; i < 2; i++) {
      Card target = low[i];
      int slot = 2 + i; // the face-down half
      Card displaced = rest.get(slot);
      if (displaced.equals(target)) {
        continue;
      }
      int at = rest.indexOf(target);
      if (at >= 0) {
        rest.set(at, displaced);
      } else {
        for (int s = 0; s < 4; s++) {
          if ((hands[s] & target.bit()) != 0) {
            hands[s] = (hands[s] & ~target.bit()) | displaced.bit();
          }
        }
      }
      rest.set(slot, target);
    }
    List<CardSet> hs = new ArrayList<>();
    for (long h : hands) {
      hs.add(CardSet.ofBits(h));
    }
    return HeartsState.of(WIDOW_4, 1, dealer, hs, rest, null);
  }

  static HeartsState afterPassing(HeartsState s, SplittableRandom rng) {
    while (s.phase() == HeartsState.Phase.PASSING) {
      int seat = s.toMove();
      List<Action> legal = s.legalActions(seat);
      s = s.applyLegal(seat, legal.get(rng.nextInt(legal.size())));
    }
    return s;
  }

  /**
   * What a Hearts play reveals, stated once by the play rule that restricts it ({@link
   * HeartsPlayRules}) and read by the sampler through core's {@link PlayReveals}: the reveals are
   * true of the real hands, and every sampled world agrees with them (its tricks replay legally).
   */
  @Nested
  class Reveals {
    private static final long HEARTS = CardSet.suitMask(Suit.HEARTS);
    private static final long QS = Card.parse("QS").bit();

    private static HeartsState held(HeartsRules rules, String... hands) {
      List<CardSet> hs = new ArrayList<>();
      for (String h : hands) {
        hs.add(CardSet.parse(h));
      }
      return HeartsState.of(rules, 1, 3, hs, List.of(), PassDirection.HOLD);
    }

    private static HeartsState play(HeartsState s, String... cards) {
      for (String c : cards) {
        s = s.apply(s.toMove(), HeartsAction.Play.of(Card.parse(c))).get();
      }
      return s;
    }

    /**
     * Samples from every other seat's view: seat {@code who}'s unplayed hand, and the world legal.
     */
    private static void everyWorldKeeps(HeartsState s, int who, long only) {
      SplittableRandom rng = new SplittableRandom(who);
      for (int seat = 0; seat < 4; seat++) {
        if (seat == who) {
          continue;
        }
        for (int k = 0; k < 30; k++) {
          HeartsState w = s.viewFor(seat).sampleConsistentState(rng);
          assertThat(w.hand(who).bits() & ~only).as("seat %d's world %d", seat, k).isZero();
          assertThat(Positions.illegalPlay(w.play())).as("seat %d's world %d", seat, k).isNull();
        }
      }
    }

    @Test
    @DisplayName(
        "Hearts §4.4: a heart led before hearts are broken reveals a hand of hearts only; every"
            + " sampled world gives the leader hearts only")
    void heartLeadWhileUnbroken() {
      HeartsState s =
          held(
              HeartsRules.defaults(),
              "2C 3C 4C 5C 2D 3D 4D 5D 6D 7D 8D 9D TD",
              "AC 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
              "6C 7C 8C 9C JD QD KD AD 2S 3S 4S 5S 6S",
              "TC JC QC KC AH 7S 8S 9S TS JS QS KS AS");
      s =
          play(
              s, "2C", "AC", "6C", "TC", "2H"); // seat 1 wins trick 1, leads 2H holding only hearts
      PlayReveals seen = PlayReveals.of(s.tricks().orElseThrow(), s.play().rules());
      assertThat(seen.absent(1)).isEqualTo(~HEARTS);
      assertThat(seen.absent(1) & s.hand(1).bits()).isZero();
      everyWorldKeeps(s, 1, HEARTS);
    }

    @Test
    @DisplayName(
        "Hearts §7 heartsInsteadOfQueenLead: a heart led before hearts are broken by a hand of hearts"
            + " and QS reveals hearts and QS only")
    void heartLeadInsteadOfQueen() {
      HeartsRules rules = HeartsRules.builder().heartsInsteadOfQueenLead(true).build();
      HeartsState s =
          held(
              rules,
              "2C 3C 4C 5C 2D 3D 4D 5D 6D 7D 8D 9D TD",
              "AC QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
              "6C 7C 8C 9C JD QD KD AD 2S 3S 4S 5S 6S",
              "TC JC QC KC AH KH 7S 8S 9S TS JS KS AS");
      s = play(s, "2C", "AC", "6C", "TC", "2H");
      PlayReveals seen = PlayReveals.of(s.tricks().orElseThrow(), s.play().rules());
      assertThat(seen.absent(1)).isEqualTo(~(HEARTS | QS));
      assertThat(seen.absent(1) & s.hand(1).bits()).isZero();
      everyWorldKeeps(s, 1, HEARTS | QS);
    }

    @Test
    @DisplayName(
        "Hearts §7 noPointsFirstTrick: a point card on trick 1 from a hand void in clubs reveals"
            + " hearts and QS only; every sampled world gives that seat hearts and QS only")
    void pointsOnTheFirstTrick() {
      HeartsRules rules = HeartsRules.builder().noPointsFirstTrick(true).build();
      HeartsState s =
          held(
              rules,
              "2C 3C 4C 5C 2D 3D 4D 5D 6D 7D 8D 9D TD",
              "6C 7C 8C 9C JD QD KD AD 2S 3S 4S 5S 6S",
              "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
              "TC JC QC KC AC AH 7S 8S 9S TS JS KS AS");
      s = play(s, "2C", "6C", "2H");
      PlayReveals seen = PlayReveals.of(s.tricks().orElseThrow(), s.play().rules());
      assertThat(seen.absent(2)).isEqualTo(~(HEARTS | QS));
      everyWorldKeeps(s, 2, HEARTS | QS);
    }

    @Test
    @DisplayName(
        "Hearts reveals over random play of every preset (20 deals): true of every real hand at every"
            + " trick-play position, and every world sampled there replays legally")
    void soundAndKeptOverRandomPlay() {
      int worlds = 0;
      for (var preset : HeartsGame.INSTANCE.presets().entrySet()) {
        HeartsRules rules = preset.getValue();
        for (long seed = 0; seed < 20; seed++) {
          HeartsState s = HeartsGame.INSTANCE.newDeal(rules, (int) (seed % rules.players()), seed);
          SplittableRandom rng = new SplittableRandom(seed);
          while (!s.isTerminal()) {
            if (s.phase() == HeartsState.Phase.PLAYING) {
              PlayReveals seen = PlayReveals.of(s.tricks().orElseThrow(), s.play().rules());
              for (int seat = 0; seat < rules.players(); seat++) {
                assertThat(seen.absent(seat) & s.hand(seat).bits())
                    .as("%s seed %d seat %d at %s", preset.getKey(), seed, seat, s.history())
                    .isZero();
                HeartsState w = s.viewFor(seat).sampleConsistentState(rng);
                assertThat(Positions.illegalPlay(w.play()))
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
      assertThat(worlds).isGreaterThan(1000);
    }
  }
}
