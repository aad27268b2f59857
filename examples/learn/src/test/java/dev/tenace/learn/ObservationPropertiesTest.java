package dev.tenace.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.FaceDownPlay;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.View;
import dev.tenace.core.testkit.Gens;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.hearts.HeartsView;
import dev.tenace.sheepshead.SheepsheadView;
import dev.tenace.spades.SpadesView;
import dev.tenace.suitability.Role;
import dev.tenace.suitability.SuitabilityView;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.quicktheories.generators.SourceDSL;

/**
 * The observation and information-state vectors of every game and preset, as properties over random
 * play: equal views give equal vectors (a sampled consistent state, whose view is the same, gives
 * the same vectors), and the vectors hold what the view holds — the hand, the cards each seat
 * played, the trick by position, the seat to act, the standing, the game's facts and, in the
 * information state, the whole public history, read back from the documented segments.
 */
class ObservationPropertiesTest {
  private static final int EXAMPLES = 8;

  @TestFactory
  @DisplayName("every game and preset: equal views give equal vectors, and the vectors read back")
  Stream<DynamicTest> everyGameAndPreset() {
    List<DynamicTest> out = new ArrayList<>();
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      addFor(g, out);
    }
    return out.stream();
  }

  private static <R, S extends GameState<S, V>, V extends View<S>> void addFor(
      GameDefinition<R, S, V> game, List<DynamicTest> out) {
    for (Map.Entry<String, R> rules : RandomPlay.ruleSets(game).entrySet()) {
      out.add(
          DynamicTest.dynamicTest(
              game.name() + " " + rules.getKey(),
              () -> {
                Encoder enc = Encoders.forGame(game, rules.getValue());
                qt().withExamples(EXAMPLES)
                    .forAll(SourceDSL.longs().all(), Gens.choices(80))
                    .checkAssert(
                        (seed, choices) -> {
                          SplittableRandom rng = new SplittableRandom(seed ^ 0x5EED);
                          for (S s : RandomPlay.states(game, rules.getValue(), seed, choices)) {
                            for (int seat = 0; seat < s.players(); seat++) {
                              checkSeat(enc, s, seat, rng);
                            }
                          }
                        });
              }));
    }
  }

  static <S extends GameState<S, V>, V extends View<S>> void checkSeat(
      Encoder enc, S s, int seat, SplittableRandom rng) {
    V v = s.viewFor(seat);
    float[] obs = enc.observation(v, CardSet.EMPTY);
    float[] info = enc.informationState(v, CardSet.EMPTY);
    assertThat(Arrays.copyOf(info, obs.length))
        .as("information state starts with the observation")
        .isEqualTo(obs);
    // equal views, equal vectors: the same view again, and the views of sampled states
    assertThat(enc.observation(s.viewFor(seat), CardSet.EMPTY)).isEqualTo(obs);
    for (int k = 0; k < 2; k++) {
      S other = v.sampleConsistentState(rng);
      V w = other.viewFor(seat);
      assertThat(w).isEqualTo(v);
      assertThat(enc.observation(w, CardSet.EMPTY))
          .as("observation of a sampled state, seat %d", seat)
          .isEqualTo(obs);
      assertThat(enc.informationState(w, CardSet.EMPTY))
          .as("information state of a sampled state, seat %d", seat)
          .isEqualTo(info);
    }
    readBack(enc, v, obs, info);
  }

  /** The vectors hold what the view holds, segment by segment. */
  static void readBack(Encoder enc, View<?> v, float[] obs, float[] info) {
    Layout o = enc.observation();
    int n = v.players();
    int me = v.seat();
    assertThat(cards(obs, o.segment("hand"), 0, enc)).isEqualTo(v.hand().bits());
    assertThat(oneHot(obs, o.segment("to_act"), 0, n))
        .isEqualTo(v.toMove() < 0 ? -1 : rel(v.toMove(), me, n));
    assertThat(oneHot(obs, o.segment("dealer"), 0, n)).isEqualTo(rel(v.dealer(), me, n));
    assertThat(obs[o.segment("may_act").offset()]).isEqualTo(v.canAct() ? 1f : 0f);
    long[] playedBy = new long[n];
    for (Move m : v.history()) {
      if (m.action() instanceof CardPlay p) {
        playedBy[m.seat()] |= p.card().bit();
      }
    }
    int cardIds = enc.actions().segment("play").length();
    for (int s = 0; s < n; s++) {
      int r = rel(s, me, n);
      assertThat(cards(obs, o.segment("played"), r * cardIds, enc))
          .as("played by %d", s)
          .isEqualTo(playedBy[s]);
      assertThat(obs[o.segment("standing").offset() + r]).isEqualTo((float) v.standing().get(s));
      assertThat(obs[o.segment("tricks_won").offset() + r]).isEqualTo((float) v.tricksWon().get(s));
    }
    TrickTable t = v.tricks().orElse(null);
    if (t != null) {
      Trick cur = t.current();
      for (int i = 0; i < n; i++) {
        long at = cards(obs, o.segment("trick"), i * cardIds, enc);
        // a card played face down that this seat does not know is in no slot (issue 36)
        boolean shown = i < cur.size() && !cur.isConcealed(i);
        assertThat(at).isEqualTo(shown ? cur.card(i).bit() : 0L);
      }
      assertThat(oneHot(obs, o.segment("trick_leader"), 0, n)).isEqualTo(rel(cur.leader(), me, n));
      assertThat(oneHot(obs, o.segment("trick_winning"), 0, n))
          .isEqualTo(cur.isEmpty() ? -1 : rel(t.currentWinner(), me, n));
      Segment vs = o.segment("voids");
      for (int s = 0; s < n; s++) {
        int shown = 0;
        for (int e = 0; e < Encoder.VOID_SUITS; e++) {
          float x = obs[vs.offset() + rel(s, me, n) * Encoder.VOID_SUITS + e];
          assertThat(x).as("void entry %d of seat %d", e, s).isIn(0f, 1f);
          shown |= x == 1f ? 1 << e : 0;
        }
        assertThat(shown).as("voids of seat %d", s).isEqualTo(t.voids().get(s));
      }
    }
    gameFacts(enc, v, obs);
    // the information state's history slots are the view's history, move by move
    Segment h = enc.informationState().segment("history");
    int slot = n + enc.actionCount() + 1;
    List<Move> history = v.history();
    assertThat(history.size() * slot)
        .as("the history fits its slots")
        .isLessThanOrEqualTo(h.length());
    for (int k = 0; k < h.length() / slot; k++) {
      int base = h.offset() + k * slot;
      if (k >= history.size()) {
        for (int i = 0; i < slot; i++) {
          assertThat(info[base + i]).as("unused slot %d", k).isZero();
        }
        continue;
      }
      Move m = history.get(k);
      assertThat(oneHot(info, new Segment("actor", base, n, ""), 0, n))
          .isEqualTo(rel(m.seat(), me, n));
      List<Integer> ids = new ArrayList<>();
      for (int i = 0; i < enc.actionCount(); i++) {
        if (info[base + n + i] == 1f) {
          ids.add(i);
        }
      }
      boolean concealed = info[base + n + enc.actionCount()] == 1f;
      assertThat(concealed)
          .isEqualTo(m.action() instanceof Concealed || m.action() instanceof FaceDownPlay);
      if (concealed) {
        assertThat(ids).isEmpty();
      } else {
        assertThat(ids).as("ids of %s", m).containsExactlyElementsOf(boxed(enc.ids(m.action())));
      }
    }
  }

  /** Spot checks of each game's own segments against its typed view. */
  private static void gameFacts(Encoder enc, View<?> view, float[] obs) {
    Layout o = enc.observation();
    int n = view.players();
    int me = view.seat();
    if (enc instanceof GenericEncoder) {
      GenericEncoderTest.factsReadBack(enc, view, obs);
    } else if (view instanceof HeartsView v) {
      assertThat(obs[o.segment("phase").offset() + v.phase().ordinal()]).isEqualTo(1f);
      assertThat(obs[o.segment("hearts_broken").offset()]).isEqualTo(v.heartsBroken() ? 1f : 0f);
      assertThat(cards(obs, o.segment("dealt_hand"), 0, enc)).isEqualTo(v.dealtHand().bits());
      for (int k = 0; k < v.passed().size(); k++) {
        assertThat(cards(obs, o.segment("passed"), 52 * k, enc))
            .isEqualTo(v.passed().get(k).bits());
      }
      for (int s = 0; s < n; s++) {
        assertThat(obs[o.segment("points_taken").offset() + rel(s, me, n)])
            .isEqualTo((float) v.pointsTaken().get(s));
        assertThat(obs[o.segment("chosen").offset() + rel(s, me, n)])
            .isEqualTo(v.chosen().get(s) ? 1f : 0f);
      }
    } else if (view instanceof SpadesView v) {
      for (int s = 0; s < 4; s++) {
        int r = rel(s, me, n);
        assertThat(obs[o.segment("exchange_chosen").offset() + r])
            .isEqualTo(v.hasChosen(s) ? 1f : 0f);
        assertThat(obs[o.segment("exchanging").offset() + r]).isEqualTo(v.exchanging(s) ? 1f : 0f);
        int kinds = 0;
        for (int i = 0; i < 15; i++) {
          kinds += (int) obs[o.segment("bids").offset() + 15 * r + i];
        }
        assertThat(kinds).isEqualTo(v.bid(s).isPresent() ? 1 : 0);
      }
      assertThat(obs[o.segment("contract").offset()]).isEqualTo((float) v.contract(me % 2));
      assertThat(obs[o.segment("team_tricks").offset()])
          .isEqualTo((float) v.teamTricks().get(me % 2));
      assertThat(cards(obs, o.segment("gave"), 0, enc)).isEqualTo(v.gave().bits());
    } else if (view instanceof SheepsheadView v) {
      assertThat(cards(obs, o.segment("buried"), 0, enc)).isEqualTo(v.buried().bits());
      assertThat(oneHot(obs, o.segment("picker"), 0, n))
          .isEqualTo(v.picker().isPresent() ? rel(v.picker().getAsInt(), me, n) : -1);
      assertThat(obs[o.segment("multiplier").offset()]).isEqualTo((float) v.multiplier());
      assertThat(oneHot(obs, o.segment("cracker"), 0, n))
          .isEqualTo(v.cracker().isPresent() ? rel(v.cracker().getAsInt(), me, n) : -1);
      assertThat(obs[o.segment("recracked").offset()]).isEqualTo(v.recracked() ? 1f : 0f);
      assertThat(oneHot(obs, o.segment("partner"), 0, n))
          .isEqualTo(v.partner().isPresent() ? rel(v.partner().getAsInt(), me, n) : -1);
      // the layout's five slots: call jack, call ace (an under call is one), call ten, alone,
      // partner
      List<String> slots = List.of("CALL_JACK", "CALL_ACE", "CALL_TEN", "ALONE", "PARTNER");
      String d = v.declaration().map(Enum::name).orElse("");
      assertThat(oneHot(obs, o.segment("declaration"), 0, 5))
          .as("declaration %s", d)
          .isEqualTo(slots.indexOf(d.equals("CALL_UNDER") ? "CALL_ACE" : d));
      for (int s = 0; s < n; s++) {
        assertThat(obs[o.segment("card_points").offset() + rel(s, me, n)])
            .isEqualTo((float) v.cardPoints().get(s));
      }
    } else if (view instanceof SuitabilityView v) {
      for (dev.tenace.core.card.Suit suit : dev.tenace.core.card.Suit.values()) {
        int r = oneHot(obs, o.segment("roles"), 4 * suit.ordinal(), 4);
        assertThat(r).as("role of %s", suit).isEqualTo(v.role(suit).map(Role::ordinal).orElse(-1));
      }
      for (int s = 0; s < n; s++) {
        int r = rel(s, me, n);
        assertThat(obs[o.segment("penalty_cards").offset() + r])
            .isEqualTo((float) v.penaltyCards().get(s));
        assertThat(oneHot(obs, o.segment("privileges"), 4 * r, 4))
            .isEqualTo(v.privilege(s).map(Enum::ordinal).orElse(-1));
      }
    }
  }

  private static List<Integer> boxed(int[] a) {
    List<Integer> out = new ArrayList<>();
    for (int x : a) {
      out.add(x);
    }
    return out;
  }

  static int rel(int seat, int me, int n) {
    return Math.floorMod(seat - me, n);
  }

  /** The cards set in the card-indexed entries at {@code s.offset() + from}, as a mask. */
  static long cards(float[] v, Segment s, int from, Encoder enc) {
    long bits = 0;
    int ids = enc.actions().segment("play").length();
    for (int i = 0; i < ids; i++) {
      float x = v[s.offset() + from + i];
      assertThat(x).isIn(0f, 1f);
      if (x == 1f) {
        bits |= 1L << i;
      }
    }
    return bits;
  }

  /** The index of the single 1 among {@code length} entries, or -1 if all are 0. */
  static int oneHot(float[] v, Segment s, int from, int length) {
    int at = -1;
    for (int i = 0; i < length; i++) {
      float x = v[s.offset() + from + i];
      assertThat(x).isIn(0f, 1f);
      if (x == 1f) {
        assertThat(at).as("one-hot %s", s.name()).isEqualTo(-1);
        at = i;
      }
    }
    return at;
  }
}
