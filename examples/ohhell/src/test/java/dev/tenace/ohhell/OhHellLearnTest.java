package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.bots.GameHeuristic;
import dev.tenace.bots.Ismcts;
import dev.tenace.bots.Pimc;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.Move;
import dev.tenace.learn.Encoder;
import dev.tenace.learn.Encoders;
import dev.tenace.learn.GenericEncoder;
import dev.tenace.learn.Segment;
import dev.tenace.learn.Step;
import dev.tenace.ohhell.bot.OhHellHeuristic;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Oh Hell in the learning tools with no code of its own there: it registers no encoder, so {@link
 * Encoders} gives it the generic one, derived from its definition and views. Every step of random
 * matches (every hand size of the schedule) is checked: the mask is exactly the legal actions, ids
 * and actions round-trip, and the observation holds no card the seat may not know.
 */
class OhHellLearnTest {
  private static Map<String, OhHellRules> ruleSets() {
    Map<String, OhHellRules> out = new LinkedHashMap<>();
    out.put("(defaults)", OhHellGame.INSTANCE.defaultRules());
    out.putAll(OhHellGame.INSTANCE.presets());
    out.put("7 players", OhHellRules.defaults().withPlayers(7));
    out.put(
        "3 players up-down",
        OhHellRules.defaults().withPlayers(3).withSchedule(OhHellRules.Schedule.UP_DOWN));
    return out;
  }

  @Test
  @DisplayName(
      "Oh Hell gets the generic encoder: card plays, then bid 0 … bid H (§3.2, §2.2), sizes from the rules")
  void genericEncoderAndSizes() {
    assertThat(Encoders.registered()).doesNotContain("ohhell");
    for (Map.Entry<String, OhHellRules> e : ruleSets().entrySet()) {
      OhHellRules r = e.getValue();
      Encoder enc = Encoders.forGame(OhHellGame.INSTANCE, r);
      assertThat(enc).as(e.getKey()).isInstanceOf(GenericEncoder.class);
      assertThat(enc.game()).isEqualTo("ohhell");
      assertThat(enc.players()).isEqualTo(r.players());
      List<String> blocks = new ArrayList<>();
      enc.actions().segments().forEach(s -> blocks.add(s.name()));
      assertThat(blocks).as(e.getKey()).containsExactly("play", "bid");
      Segment bid = enc.actions().segment("bid");
      assertThat(bid.offset()).isEqualTo(52);
      assertThat(bid.length()).as(e.getKey()).isEqualTo(r.largestHand() + 1);
      assertThat(enc.actionCount()).isEqualTo(52 + r.largestHand() + 1);
      for (int k = 0; k <= r.largestHand(); k++) {
        assertThat(enc.action(52 + k)).contains(new OhHellAction.Bid(k));
      }
      int n = r.players();
      assertThat(enc.observation().segment("hand").length()).isEqualTo(52);
      assertThat(enc.observation().segment("played").length()).isEqualTo(52 * n);
      assertThat(enc.observation().segment("fact.bids").length())
          .as("per seat: set, bid")
          .isEqualTo(2 * n);
      assertThat(enc.observation().segment("fact.turn_up").length()).isEqualTo(52);
      assertThat(enc.observation().segment("fact.hand_size").length()).isEqualTo(2);
      assertThat(enc.informationState().segment("history").length())
          .as("the longest deal's n bids and n × H plays, plus one move per seat")
          .isEqualTo((2 * n + n * r.largestHand()) * (n + enc.actionCount() + 1));
    }
  }

  @Test
  @DisplayName(
      "random Oh Hell matches, every deal: mask = legalActions at every step, ids round-trip, no hidden card in the observation, equal views give equal vectors")
  void everyStepOfRandomMatches() {
    int states = 0;
    for (Map.Entry<String, OhHellRules> e : ruleSets().entrySet()) {
      OhHellRules r = e.getValue();
      Encoder enc = Encoders.forGame(OhHellGame.INSTANCE, r);
      for (long seed = 1; seed <= 2; seed++) {
        SplittableRandom rng = new SplittableRandom(seed * 31 + r.players());
        Match<OhHellState> m = OhHellGame.INSTANCE.newMatch(r, (int) (seed % r.players()), seed);
        while (true) {
          OhHellState s = m.deal();
          for (int seat = 0; seat < r.players(); seat++) {
            checkSeat(enc, s, seat, rng);
            states++;
          }
          if (s.isTerminal()) {
            if (m.isOver()) {
              break;
            }
            m = m.nextDeal();
            continue;
          }
          List<Action> legal = s.legalActions();
          m = m.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
        }
      }
    }
    assertThat(states).isGreaterThan(1000);
  }

  private static void checkSeat(Encoder enc, OhHellState s, int seat, SplittableRandom rng) {
    List<Action> legal = s.legalActions(seat);
    boolean[] mask = new boolean[enc.actionCount()];
    enc.mask(legal, CardSet.EMPTY, mask);
    Set<Integer> marked = new HashSet<>();
    for (int i = 0; i < mask.length; i++) {
      if (mask[i]) {
        marked.add(i);
      }
    }
    Set<Integer> fromLegal = new HashSet<>();
    for (Action a : legal) {
      int[] ids = enc.ids(a);
      assertThat(ids).hasSize(1);
      fromLegal.add(ids[0]);
      assertThat(enc.action(ids[0])).contains(a);
      Step step = enc.choose(seat, legal, CardSet.EMPTY, ids[0]).get();
      assertThat(((Step.Act) step).action()).isEqualTo(a);
    }
    assertThat(marked).as("mask = the ids of %s", legal).isEqualTo(fromLegal);
    int[] ids = new int[enc.actionCount()];
    assertThat(enc.legalIds(legal, CardSet.EMPTY, ids)).isEqualTo(legal.size());
    for (int id = 0; id < enc.actionCount(); id++) {
      if (!marked.contains(id)) {
        Action a = enc.action(id).orElseThrow();
        assertThat(s.apply(seat, a).isLeft()).as("unmarked %s refused", a.text()).isTrue();
      }
    }

    OhHellView v = s.viewFor(seat);
    float[] obs = enc.observation(v, CardSet.EMPTY);
    float[] info = enc.informationState(v, CardSet.EMPTY);
    // no card another seat holds appears in any card-indexed entry of the vectors
    long hidden = 0;
    for (int other = 0; other < s.players(); other++) {
      if (other != seat) {
        hidden |= s.hand(other).bits();
      }
    }
    for (Segment g : enc.observation().segments()) {
      if (g.length() % 52 == 0) {
        for (int at = g.offset(); at < g.end(); at++) {
          if (obs[at] != 0f) {
            int card = (at - g.offset()) % 52;
            assertThat((hidden >>> card) & 1L)
                .as("segment %s shows %s, held by another seat", g.name(), card)
                .isZero();
          }
        }
      }
    }
    assertThat(cards(obs, enc.observation().segment("hand"))).isEqualTo(s.hand(seat).bits());
    // bids read back per relative seat (§3): set and value, or unset
    Segment bids = enc.observation().segment("fact.bids");
    int n = s.players();
    int bidsSeen = 0;
    for (Move mv : v.history()) {
      if (mv.action() instanceof OhHellAction.Bid b) {
        int r = Math.floorMod(mv.seat() - seat, n);
        assertThat(obs[bids.offset() + 2 * r]).isEqualTo(1f);
        assertThat(obs[bids.offset() + 2 * r + 1]).isEqualTo((float) b.tricks());
        bidsSeen++;
      }
    }
    float set = 0;
    for (int r = 0; r < n; r++) {
      set += obs[bids.offset() + 2 * r];
    }
    assertThat(set).isEqualTo((float) bidsSeen);
    // a function of the view: worlds sampled from it give the same vectors
    for (int k = 0; k < 2; k++) {
      OhHellView w = v.sampleConsistentState(rng).viewFor(seat);
      assertThat(enc.observation(w, CardSet.EMPTY)).isEqualTo(obs);
      assertThat(enc.informationState(w, CardSet.EMPTY)).isEqualTo(info);
    }
  }

  private static long cards(float[] v, Segment s) {
    long bits = 0;
    for (int i = 0; i < 52; i++) {
      if (v[s.offset() + i] == 1f) {
        bits |= 1L << i;
      }
    }
    return bits;
  }

  @Test
  @DisplayName("pimc and ismcts play out with Oh Hell's registered heuristic")
  void searchPlayOuts() {
    assertThat(Pimc.forGame("ohhell", 4, 1L).rollout()).isInstanceOf(OhHellHeuristic.class);
    assertThat(Ismcts.forGame("ohhell", 10, 1L).rollout()).isInstanceOf(OhHellHeuristic.class);
    assertThat(((GameHeuristic) Pimc.forGame("ohhell", 4, 1L).rollout()).game())
        .isEqualTo("ohhell");
    assertThat(Pimc.forGame("no-such-game", 4, 1L).rollout())
        .as("random play-outs for a game without a heuristic")
        .isSameAs(Pimc.Rollout.random());
  }
}
