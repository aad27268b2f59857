package dev.tenace.hearts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Move;
import dev.tenace.core.spi.DealHeader;
import dev.tenace.core.spi.Masks;
import dev.tenace.core.spi.TrickCursor;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * The typed public facts of {@link HeartsView}: points taken, passes and receipts, who has chosen,
 * the shooter, the history.
 */
class HeartsViewTest {
  private static final long HEARTS = HeartsPlayRules.HEARTS;

  /**
   * Every state of a deal played with uniformly random legal actions, the first and the last
   * included.
   */
  static List<HeartsState> randomDeal(HeartsRules rules, int deal, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    HeartsState s =
        HeartsState.deal(rules, deal, (int) Math.floorMod(seed, (long) rules.players()), seed);
    List<HeartsState> out = new ArrayList<>();
    out.add(s);
    while (!s.isTerminal()) {
      List<Action> legal = s.legalActions(s.toMove());
      s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
      out.add(s);
    }
    return out;
  }

  /**
   * Points of won cards computed from the public trick table alone, as §5.1 and §7 jackOfDiamonds
   * count them.
   */
  static List<Integer> takenFromTable(HeartsView v) {
    int[] taken = new int[v.players()];
    if (v.tricks().isPresent()) {
      TrickTable t = v.tricks().get();
      for (Trick trick : t.completed()) {
        taken[trick.winner()] += value(v.rules(), trick.cardSet().bits());
      }
      if (t.isOver() && v.rules().widow()) {
        // §7.1.5: the widow goes with the last trick; its face-down half is public once the deal is
        // over
        long widow = v.rules().deck().cards().bits() & ~t.played().bits();
        taken[t.lastTrick().orElseThrow().winner()] += value(v.rules(), widow);
      }
    }
    List<Integer> out = new ArrayList<>();
    for (int p : taken) {
      out.add(p);
    }
    return out;
  }

  private static int value(HeartsRules rules, long cards) {
    int p = Long.bitCount(cards & HEARTS) + ((cards & Card.parse("QS").bit()) != 0 ? 13 : 0);
    return p - (rules.jackOfDiamonds() && (cards & Card.parse("JD").bit()) != 0 ? 10 : 0);
  }

  @Test
  @DisplayName(
      "Hearts 5.1, 3.2, 5.2: the view's points taken, passes, receipts, choices, shooter and standing agree with random play")
  void factsAgreeWithPlay() {
    qt().withExamples(150)
        .forAll(
            SourceDSL.integers().between(0, 4095),
            SourceDSL.longs().all(),
            SourceDSL.integers().between(1, 8))
        .checkAssert(
            (k, seed, deal) -> {
              HeartsRules rules = HeartsPropertiesTest.rulesFor(k);
              int n = rules.players();
              for (HeartsState s : randomDeal(rules, deal, seed)) {
                List<HeartsView> views = new ArrayList<>();
                for (int seat = 0; seat < n; seat++) {
                  views.add(s.viewFor(seat));
                }
                for (int seat = 0; seat < n; seat++) {
                  HeartsView v = views.get(seat);
                  assertThat(v.pointsTaken())
                      .as("points taken")
                      .isEqualTo(takenFromTable(v))
                      .isEqualTo(s.pointsTaken());
                  assertThat(v.standing()).isEqualTo(s.standing()).containsOnly(0);
                  assertThat(v.shooter()).isEqualTo(s.shooter());
                  assertThat(v.phase()).isEqualTo(s.phase());
                  assertThat(v.heartsBroken()).isEqualTo(s.heartsBroken());
                  assertThat(v.tricksWon()).hasSize(n);
                  assertThat(v.currentTrick()).isEqualTo(v.tricks().map(TrickTable::current));
                  for (int y = 0; y < n; y++) {
                    assertThat(v.chosen().get(y)).isEqualTo(s.hasChosen(y));
                  }
                  // what a seat received in a stage is what its giver passed in that stage
                  int giver = s.passDirection().giver(seat, n);
                  for (int stage = 0; stage < v.received().size(); stage++) {
                    assertThat(v.received().get(stage))
                        .isEqualTo(views.get(giver).passed().get(stage))
                        .isEqualTo(s.passed(stage, giver));
                    assertThat(v.passed().get(stage)).isEqualTo(s.passed(stage, seat));
                  }
                  assertThat(v.received()).hasSize(Math.min(s.passStage(), s.passStages()));
                  // the seat's own passes in the history are exactly its passed cards, in stage
                  // order
                  List<CardSet> ownPasses = new ArrayList<>();
                  for (Move m : v.history()) {
                    if (m.seat() == seat && m.action() instanceof HeartsAction.Pass p) {
                      ownPasses.add(p.cards());
                    }
                  }
                  assertThat(ownPasses).isEqualTo(v.passed());
                  if (s.isTerminal()) {
                    assertThat(v.points()).isEqualTo(s.points());
                    if (s.shooter() < 0 && !rules.noTricksBonus()) {
                      assertThat(v.points())
                          .as("without a moon or a bonus the points are the points taken")
                          .isEqualTo(v.pointsTaken());
                    }
                  } else {
                    assertThat(v.points()).isEmpty();
                  }
                }
              }
            });
  }

  /**
   * A HOLD deal (deal 4), dealer 3: seat 0 leads 2C; seat 3 is void in clubs and holds JD and QS;
   * seat 2 holds AC and KS; seats 0 and 1 hold one spade each.
   */
  static HeartsState workedDeal(HeartsRules rules) {
    List<CardSet> hands =
        List.of(
            CardSet.parse("2C 4C 5C 6C 2S 2D 3D 4D 5D 6D 2H 3H 4H"),
            CardSet.parse("3C 7C 8C 9C 3S 7D 8D 9D TD 5H 6H 7H 8H"),
            CardSet.parse("AC TC JC QC KC KS AS 4S 5S 9H TH JH QH"),
            CardSet.parse("QS JD QD KD AD 6S 7S 8S 9S TS JS KH AH"));
    return HeartsGame.INSTANCE.explicitDeal(
        rules, 3, hands, List.of(), java.util.Map.of("deal", 4));
  }

  static HeartsState play(HeartsState s, String... moves) {
    for (String m : moves) {
      int seat = Integer.parseInt(m.substring(0, 1));
      s = s.apply(seat, s.parseAction("play " + m.substring(2))).get();
    }
    return s;
  }

  @Test
  @DisplayName(
      "Hearts 5.1, 7 jackOfDiamonds: points taken trick by trick — JD -10, QS 13, a heart 1; a trick counts once complete")
  void pointsTakenWorkedExample() {
    HeartsRules omnibus = HeartsRules.defaults().withJackOfDiamonds(true);
    HeartsState s = workedDeal(omnibus);
    assertThat(s.viewFor(0).pointsTaken()).containsExactly(0, 0, 0, 0);
    s = play(s, "0:2C", "1:3C", "2:AC", "3:JD");
    assertThat(s.viewFor(1).pointsTaken()).containsExactly(0, 0, -10, 0);
    s = play(s, "2:KS", "3:QS");
    HeartsView mid = s.viewFor(0);
    assertThat(mid.pointsTaken())
        .as("QS is on the table, not yet won")
        .containsExactly(0, 0, -10, 0);
    assertThat(mid.tricks().orElseThrow().currentWinner()).isEqualTo(2);
    s = play(s, "0:2S", "1:3S");
    assertThat(s.viewFor(3).pointsTaken()).containsExactly(0, 0, 3, 0);
    assertThat(s.viewFor(3).heartsBroken()).isFalse();
    s = play(s, "2:4S", "3:6S", "0:2H", "1:5H");
    HeartsView v = s.viewFor(0);
    assertThat(v.pointsTaken()).containsExactly(0, 0, 3, 2);
    assertThat(v.heartsBroken()).isTrue();
    assertThat(v.tricksWon()).containsExactly(0, 0, 2, 1);
    assertThat(v.tricks().orElseThrow().current().isEmpty()).isTrue();
    assertThat(v.tricks().orElseThrow().current().leader()).isEqualTo(3);
    assertThat(v.history())
        .extracting(Move::toString)
        .containsExactly(
            "0: play 2C",
            "1: play 3C",
            "2: play AC",
            "3: play JD",
            "2: play KS",
            "3: play QS",
            "0: play 2S",
            "1: play 3S",
            "2: play 4S",
            "3: play 6S",
            "0: play 2H",
            "1: play 5H");
    // without the variant JD is worth nothing
    HeartsState plain =
        play(
            workedDeal(HeartsRules.defaults()),
            "0:2C",
            "1:3C",
            "2:AC",
            "3:JD",
            "2:KS",
            "3:QS",
            "0:2S",
            "1:3S");
    assertThat(plain.viewFor(2).pointsTaken()).containsExactly(0, 0, 13, 0);
  }

  @Test
  @DisplayName(
      "Hearts 5.2: the moon — points taken [0 0 26 0] (16 with JD), the shooter known to all, the choice in the history")
  void moonWorkedExample() {
    for (boolean jd : new boolean[] {false, true}) {
      HeartsState moon =
          HeartsWorkedExamplesTest.moonBySeat2(HeartsRules.defaults().withJackOfDiamonds(jd));
      for (int seat = 0; seat < 4; seat++) {
        HeartsView v = moon.viewFor(seat);
        assertThat(v.shooter()).isEqualTo(2);
        assertThat(v.pointsTaken()).containsExactly(0, 0, jd ? 16 : 26, 0);
        assertThat(v.points()).isEmpty();
        assertThat(v.canAct()).isEqualTo(seat == 2);
      }
      HeartsState added = moon.apply(2, HeartsAction.Moon.ADD).get();
      HeartsView v = added.viewFor(0);
      assertThat(v.points()).containsExactly(26, 26, jd ? -10 : 0, 26);
      assertThat(v.pointsTaken()).containsExactly(0, 0, jd ? 16 : 26, 0);
      assertThat(v.history().get(v.history().size() - 1))
          .isEqualTo(new Move(2, HeartsAction.Moon.ADD));
      assertThat(added.moonChoice()).contains(HeartsAction.Moon.ADD);
    }
  }

  @Test
  @DisplayName(
      "Hearts 3.2: passes and receipts per stage — seat 0's pass in deal 1 (LEFT) is seat 1's receipt and concealed from seats 2 and 3")
  void passWorkedExample() {
    HeartsState s = HeartsState.deal(HeartsRules.defaults(), 1, 3, 5L);
    CardSet mine = CardSet.of(s.hand(0).toList().subList(0, 3));
    s = s.apply(2, s.legalActions(2).get(0)).get();
    s = s.apply(0, new HeartsAction.Pass(mine)).get();
    HeartsView zero = s.viewFor(0);
    assertThat(zero.passed()).containsExactly(mine);
    assertThat(zero.received()).isEmpty();
    assertThat(zero.chosen()).containsExactly(true, false, true, false);
    assertThat(zero.history())
        .containsExactly(
            new Move(2, new Concealed("pass")), new Move(0, new HeartsAction.Pass(mine)));
    assertThat(s.viewFor(1).history())
        .containsExactly(new Move(2, new Concealed("pass")), new Move(0, new Concealed("pass")));
    assertThat(s.viewFor(1).received()).isEmpty();
    s = s.apply(3, s.legalActions(3).get(0)).get();
    s = s.apply(1, s.legalActions(1).get(0)).get();
    assertThat(s.phase()).isEqualTo(HeartsState.Phase.PLAYING);
    assertThat(s.viewFor(1).received()).containsExactly(mine);
    assertThat(s.viewFor(1).hand().containsAll(mine)).isTrue();
    assertThat(s.viewFor(1).chosen()).containsOnly(false);
    assertThat(s.viewFor(2).history()).extracting(Move::seat).containsExactly(2, 0, 3, 1);
    assertThat(s.viewFor(2).history())
        .filteredOn(m -> m.seat() != 2)
        .extracting(Move::action)
        .containsOnly(new Concealed("pass"));
    assertThat(s.history()).extracting(Move::action).hasOnlyElementsOfType(HeartsAction.Pass.class);
  }

  @Test
  @DisplayName(
      "Hearts 3.2, 7.1.2: another seat's pass never shows in a view — its history entry is concealed and two different choices give equal views")
  void othersPassesStayHidden() {
    for (HeartsRules rules :
        List.of(
            HeartsRules.defaults(),
            HeartsRules.defaults().withPlayers(3),
            HeartsRules.builder().widow(true).players(5).build())) {
      int n = rules.players();
      for (long seed = 0; seed < 40; seed++) {
        SplittableRandom rng = new SplittableRandom(seed);
        HeartsState s = HeartsState.deal(rules, 1, (int) (seed % n), seed);
        while (s.phase() == HeartsState.Phase.PASSING) {
          for (int y = 0; y < n; y++) {
            if (!s.canAct(y)) {
              continue;
            }
            List<Action> legal = s.legalActions(y);
            HeartsState a = s.apply(y, legal.get(0)).get();
            HeartsState b = s.apply(y, legal.get(legal.size() - 1)).get();
            for (int v = 0; v < n; v++) {
              if (v == y) {
                continue;
              }
              for (Move m : a.viewFor(v).history()) {
                if (m.seat() != v) {
                  assertThat(m.action())
                      .as("seat %d's view of seat %d", v, m.seat())
                      .isEqualTo(new Concealed("pass"));
                }
              }
              if (a.phase() == HeartsState.Phase.PASSING && a.passStage() == s.passStage()) {
                // not yet delivered: nothing of y's choice but that it was made
                assertThat(a.viewFor(v)).isEqualTo(b.viewFor(v));
                assertThat(a.viewFor(v).key()).isEqualTo(b.viewFor(v).key());
              }
            }
          }
          List<Action> legal = s.legalActions(s.toMove());
          s = s.apply(s.toMove(), legal.get(rng.nextInt(legal.size()))).get();
        }
        for (int v = 0; v < n; v++) {
          for (Move m : s.viewFor(v).history()) {
            assertThat(m.action() instanceof HeartsAction.Pass).isEqualTo(m.seat() == v);
          }
        }
      }
    }
  }

  @Test
  @DisplayName(
      "Hearts views hold public facts only: no view reaches a trick play, a state or a setup, and"
          + " every card it holds is one its seat may know (dealt, received, played, face up)")
  void viewsReachNoHiddenCard() {
    for (HeartsRules rules :
        List.of(
            HeartsRules.defaults(),
            HeartsRules.defaults().withPlayers(3),
            HeartsRules.builder().widow(true).players(5).build())) {
      for (long seed = 0; seed < 10; seed++) {
        for (HeartsState s : randomDeal(rules, 1 + (int) seed % 4, seed)) {
          for (int seat = 0; seat < rules.players(); seat++) {
            HeartsView v = s.viewFor(seat);
            long known = v.dealtHand().bits() | v.widowFaceUp().bits();
            for (CardSet r : v.received()) {
              known |= r.bits();
            }
            known |= v.tricks().map(t -> t.played().bits()).orElse(0L);
            long reached = ViewGraph.cardsReached(v);
            assertThat(CardSet.ofBits(reached & ~known))
                .as("cards seat %d's view holds but may not know at %s", seat, s)
                .isEqualTo(CardSet.EMPTY);
          }
        }
      }
    }
  }

  @Test
  @DisplayName(
      "Hearts views: the walk of a view's graph catches a trick play kept in a private field, as"
          + " HeartsView kept one before, and a card the seat may not know")
  void viewGraphCatchesALeak() {
    HeartsState s = HeartsState.deal(HeartsRules.defaults().withPlayers(3), 3, 0, 5L);
    assertThat(s.phase()).isEqualTo(HeartsState.Phase.PLAYING); // deal 3 of 3 players holds
    Leaky leaky = new Leaky(s.hand(0), s.play());
    assertThatThrownBy(() -> ViewGraph.cardsReached(leaky))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("view.play is a TrickPlay");
    assertThat(ViewGraph.cardsReached(Optional.of(List.of(s.hand(1))))).isEqualTo(s.hand(1).bits());
  }

  /** A view as HeartsView was before: its seat's hand and, privately, the deal's trick play. */
  private static final class Leaky {
    private final CardSet hand;
    private final Object play;

    Leaky(CardSet hand, Object play) {
      this.hand = hand;
      this.play = play;
    }

    @Override
    public String toString() {
      return "Leaky(" + hand + ", " + play + ")";
    }
  }

  /**
   * Walks a view's object graph: record components through their accessors, collections and
   * optionals through their elements, this library's other types through their fields where the
   * module opens them. Fails on a trick play, a state, a setup or a deal header; collects every
   * card and card set it meets.
   */
  static final class ViewGraph {
    private static final List<Class<?>> FORBIDDEN =
        List.of(
            TrickPlay.class,
            TrickCursor.class,
            GameState.class,
            HeartsSetup.class,
            DealHeader.class,
            Masks.class);

    private final Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    private long cards;

    static long cardsReached(Object root) {
      ViewGraph g = new ViewGraph();
      g.walk(root, "view");
      return g.cards;
    }

    private void walk(Object o, String path) {
      if (o == null
          || o instanceof Number
          || o instanceof Boolean
          || o instanceof String
          || o instanceof Enum<?>
          || !seen.add(o)) {
        return;
      }
      for (Class<?> f : FORBIDDEN) {
        assertThat(f.isInstance(o)).as("%s is a %s", path, f.getSimpleName()).isFalse();
      }
      if (o instanceof CardSet c) {
        cards |= c.bits();
      } else if (o instanceof Card c) {
        cards |= c.bit();
      } else if (o instanceof Collection<?> c) {
        int i = 0;
        for (Object e : c) {
          walk(e, path + "[" + i++ + "]");
        }
      } else if (o instanceof Optional<?> opt) {
        opt.ifPresent(e -> walk(e, path + ".get()"));
      } else if (o instanceof Record r) {
        for (RecordComponent rc : r.getClass().getRecordComponents()) {
          walk(read(rc.getAccessor(), r), path + "." + rc.getName());
        }
      } else if (o.getClass().getName().startsWith("dev.tenace.")) {
        fields(o, path);
      }
    }

    private void fields(Object o, String path) {
      for (Class<?> c = o.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
        for (Field f : c.getDeclaredFields()) {
          if (Modifier.isStatic(f.getModifiers())) {
            continue;
          }
          try {
            f.setAccessible(true);
            walk(f.get(o), path + "." + f.getName());
          } catch (RuntimeException | IllegalAccessException e) {
            // a package its module does not open (core's value types): its type was checked
          }
        }
      }
    }

    private static Object read(Method accessor, Object r) {
      try {
        accessor.setAccessible(true);
        return accessor.invoke(r);
      } catch (ReflectiveOperationException | RuntimeException e) {
        throw new AssertionError("cannot read " + accessor, e);
      }
    }
  }
}
