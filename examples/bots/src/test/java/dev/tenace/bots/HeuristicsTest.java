package dev.tenace.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.hearts.HeartsAction;
import dev.tenace.hearts.HeartsRules;
import dev.tenace.hearts.HeartsState;
import dev.tenace.hearts.HeartsView;
import dev.tenace.sheepshead.SheepsheadAction;
import dev.tenace.sheepshead.SheepsheadGame;
import dev.tenace.sheepshead.SheepsheadRules;
import dev.tenace.sheepshead.SheepsheadState;
import dev.tenace.spades.SpadesAction;
import dev.tenace.spades.SpadesGame;
import dev.tenace.spades.SpadesRules;
import dev.tenace.spades.SpadesState;
import dev.tenace.spades.SpadesView;
import dev.tenace.suitability.Privilege;
import dev.tenace.suitability.SuitabilityAction;
import dev.tenace.suitability.SuitabilityGame;
import dev.tenace.suitability.SuitabilityRules;
import dev.tenace.suitability.SuitabilityState;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The per-game heuristics as a library: they play by their typed views, their fast play-out path
 * decides as their view path does, they beat random play, and each knob changes what it says.
 */
class HeuristicsTest {

  /** Every state of {@code deals} random deals of the default rules, in order. */
  static <R, S extends GameState<S, ?>> List<S> positions(GameDefinition<R, S, ?> g, int deals) {
    List<S> out = new ArrayList<>();
    R rules = g.defaultRules();
    SplittableRandom rng = new SplittableRandom(99);
    for (int d = 0; d < deals; d++) {
      S s = g.newDeal(rules, d % g.players(rules), 1000L + d);
      while (!s.isTerminal()) {
        out.add(s);
        List<Action> legal = s.legalActions();
        s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
      }
    }
    return out;
  }

  @Test
  @DisplayName(
      "the play-out path (from a sampled world's state) decides exactly as the view path, in every phase of every game")
  void fastPathEqualsViewPath() {
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      Heuristic<?> h = heuristic(g.name());
      int checked = 0;
      for (GameState<?, ?> s : positions(g, 40)) {
        int seat = s.toMove();
        List<Action> legal = s.legalActions(seat);
        if (legal.size() < 2) {
          continue;
        }
        Action viaState = h.choose(s, seat, legal, new SplittableRandom(1));
        Action viaView = h.forAnyView().act(s.viewFor(seat));
        assertThat(viaState).as("%s at %s", g.name(), s).isEqualTo(viaView);
        assertThat(legal).contains(viaView);
        checked++;
      }
      assertThat(checked).as(g.name()).isGreaterThan(500);
    }
  }

  private static Heuristic<?> heuristic(String game) {
    return switch (game) {
      case "hearts" -> new HeartsHeuristic();
      case "spades" -> new SpadesHeuristic();
      case "sheepshead" -> new SheepsheadHeuristic();
      default -> new SuitabilityHeuristic();
    };
  }

  @Test
  @DisplayName("a heuristic refuses another game's view, naming both view types")
  void otherGamesViewsRefused() {
    View<?> spades = SpadesGame.INSTANCE.newDeal(SpadesRules.defaults(), 0, 1L).viewFor(1);
    assertThatThrownBy(() -> new HeartsHeuristic().forAnyView().act(spades))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("this bot plays HeartsView, not SpadesView");
    assertThatThrownBy(() -> Bots.heuristic("suitability").orElseThrow().act(spades))
        .hasMessage("this bot plays SuitabilityView, not SpadesView");
    assertThat(Bots.heuristic("no such game")).isEmpty();
  }

  @Test
  @DisplayName(
      "each game's heuristic scores better than random play over 300 seeded deals (seat 0 against random seats)")
  void heuristicsBeatRandomPlay() {
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      double[] edge = edge(g, 300);
      assertThat(edge[0])
          .as("%s: heuristic %s vs random %s", g.name(), edge[0], edge[1])
          .isGreaterThan(edge[1]);
    }
  }

  /** Mean utility of seat 0 (the heuristic) and of the random seats, over {@code deals} deals. */
  private static <R, S extends GameState<S, V>, V extends View<S>> double[] edge(
      GameDefinition<R, S, V> g, int deals) {
    R rules = g.defaultRules();
    int n = g.players(rules);
    double mine = 0;
    double theirs = 0;
    for (int d = 0; d < deals; d++) {
      List<Agent<View<?>>> agents = new ArrayList<>();
      agents.add(Bots.create("heuristic", g.name(), d));
      for (int s = 1; s < n; s++) {
        agents.add(new RandomBot(31L * d + s));
      }
      int dealer = d % n;
      S end =
          MatchRunner.playDeal(
                  g.newDeal(rules, dealer, 500L + d),
                  agents,
                  MatchRunner.Listener.none(),
                  MatchRunner.OnFault.STOP)
              .match();
      mine += end.utility(0);
      for (int s = 1; s < n; s++) {
        theirs += end.utility(s) / (n - 1);
      }
    }
    return new double[] {mine / deals, theirs / deals};
  }

  @Test
  @DisplayName(
      "Hearts knobs: the dangerous cards are passed first; the moon by the standing or not")
  void heartsKnobs() {
    HeartsState s = HeartsState.deal(HeartsRules.defaults(), 0, 5L);
    HeartsView v = s.viewFor(1);
    CardSet hand = v.hand();
    List<Card> low = hand.toList().subList(0, 3);
    Action pass = new HeartsHeuristic().withDangerous(low).act(v);
    assertThat(pass).isEqualTo(new HeartsAction.Pass(CardSet.of(low)));
    assertThat(new HeartsHeuristic().act(v)).isNotEqualTo(pass);
    // a moon shot by seat 0 when +26 to the others ends the game with seat 0 lowest
    HeartsView moon = moonView(List.of(10, 80, 90, 95));
    assertThat(new HeartsHeuristic().act(moon)).isEqualTo(HeartsAction.Moon.ADD);
    assertThat(new HeartsHeuristic().withMoonByStanding(false).act(moon))
        .isEqualTo(HeartsAction.Moon.SUBTRACT);
  }

  /** Seat 0's view when it must choose after shooting the moon, found by random play. */
  private static HeartsView moonView(List<Integer> standing) {
    for (long seed = 0; seed < 2_000_000; seed++) {
      HeartsState s = HeartsState.deal(HeartsRules.defaults(), 1, 0, seed, standing);
      SplittableRandom rng = new SplittableRandom(seed);
      while (!s.isTerminal() && !(s.legalActions().get(0) instanceof HeartsAction.Moon)) {
        List<Action> legal = s.legalActions();
        s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
      }
      if (!s.isTerminal() && s.toMove() == 0) {
        return s.viewFor(0);
      }
    }
    throw new AssertionError("no moon shot by seat 0 in 2,000,000 random deals");
  }

  @Test
  @DisplayName("Spades knob: the bid adjustment moves every counted bid by that many tricks")
  void spadesKnob() {
    int checked = 0;
    for (SpadesState s : positions(SpadesGame.INSTANCE, 60)) {
      SpadesView v = s.viewFor(s.toMove());
      if (!v.legalActions().contains(new SpadesAction.Bid(1))) {
        continue;
      }
      Action plain = new SpadesHeuristic().act(v);
      Action bold = new SpadesHeuristic().withBidAdjustment(2).act(v);
      if (plain == SpadesAction.Nil.NIL) {
        assertThat(bold).as("a nil stays a nil").isEqualTo(SpadesAction.Nil.NIL);
        continue;
      }
      assertThat(plain).isInstanceOf(SpadesAction.Bid.class);
      int b = ((SpadesAction.Bid) plain).tricks();
      if (b >= 2 && b <= 11) { // a bid of 1 may be a count of 0 raised to the minimum
        assertThat(bold).isEqualTo(new SpadesAction.Bid(b + 2));
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(50);
  }

  @Test
  @DisplayName("Sheepshead knob: with 0 trumps needed it always picks, with 9 never")
  void sheepsheadKnob() {
    int offered = 0;
    for (SheepsheadState s : positions(SheepsheadGame.INSTANCE, 80)) {
      View<?> v = s.viewFor(s.toMove());
      if (!v.legalActions().contains(SheepsheadAction.Simple.PASS)) {
        continue;
      }
      offered++;
      assertThat(new SheepsheadHeuristic().withPickTrumps(0).forAnyView().act(v))
          .isEqualTo(SheepsheadAction.Simple.PICK);
      assertThat(new SheepsheadHeuristic().withPickTrumps(9).forAnyView().act(v))
          .isEqualTo(SheepsheadAction.Simple.PASS);
    }
    assertThat(offered).isGreaterThan(80);
  }

  @Test
  @DisplayName("Suitability knob: the claim thresholds decide poverty, warranty or none")
  void suitabilityKnob() {
    int offered = 0;
    for (SuitabilityState s : positions(SuitabilityGame.INSTANCE, 80)) {
      View<?> v = s.viewFor(s.toMove());
      if (!(v.legalActions().get(0) instanceof SuitabilityAction.Claim)) {
        continue;
      }
      offered++;
      Function<SuitabilityHeuristic, Action> claim = h -> h.forAnyView().act(v);
      assertThat(claim.apply(new SuitabilityHeuristic().withClaims(-1, -1)))
          .isEqualTo(new SuitabilityAction.Claim(Privilege.NONE));
      assertThat(claim.apply(new SuitabilityHeuristic().withClaims(99, 99)))
          .isIn(new SuitabilityAction.Claim(Privilege.POVERTY), v.legalActions().get(0));
    }
    assertThat(offered).isGreaterThan(10);
    assertThatThrownBy(() -> new SuitabilityHeuristic().withClaims(3, 1))
        .hasMessageContaining("povertyAtMost must not be above warrantyAtMost");
    assertThat(SuitabilityRules.defaults().players()).isEqualTo(4);
  }

  @Test
  @DisplayName(
      "PIMC: the sample count is checked; forGame is the registry's pimc:N, choice for choice")
  void pimc() {
    assertThatThrownBy(() -> new Pimc(0, 1L, Pimc.Rollout.random()))
        .hasMessage("samples must be 1..100000 but was 0");
    assertThatThrownBy(() -> new Pimc(100_001, 1L, Pimc.Rollout.random()))
        .isInstanceOf(IllegalArgumentException.class);
    Pimc mine = Pimc.forGame("spades", 3, 8L);
    Agent<View<?>> named = Bots.create("pimc:3", "spades", 8L);
    List<SpadesState> at = positions(SpadesGame.INSTANCE, 3);
    for (SpadesState s : at.subList(0, 60)) {
      View<?> v = s.viewFor(s.toMove());
      assertThat(mine.act(v)).isEqualTo(named.act(v));
    }
    Pimc byViews = new Pimc(2, 1L, Pimc.Rollout.of(new HeartsHeuristic().forAnyView()));
    View<?> v = HeartsState.deal(HeartsRules.defaults(), 0, 1L).viewFor(2);
    assertThat(v.legalActions()).contains(byViews.act(v));
  }

  @Test
  @DisplayName("the bots decide by typed facts only: no bot source reads or parses action text")
  void noActionText() throws IOException {
    Path dir = Path.of("src/main/java/dev/tenace/bots");
    List<Path> sources;
    try (Stream<Path> files = Files.list(dir)) {
      sources = files.filter(p -> p.toString().endsWith(".java")).toList();
    }
    assertThat(sources).hasSizeGreaterThan(8);
    for (Path p : sources) {
      String code = Files.readString(p, StandardCharsets.UTF_8);
      assertThat(code).as(p.toString()).doesNotContain(".text()").doesNotContain("parseAction");
    }
    assertThat(SheepsheadRules.defaults().players()).isEqualTo(5);
  }

  /** The default Sheepshead trick order (§2.3, §2.4), read from a deal in trick play. */
  private static TrickOrder sheepsheadOrder() {
    return positions(SheepsheadGame.INSTANCE, 20).stream()
        .filter(s -> s.tricks().isPresent())
        .findFirst()
        .orElseThrow()
        .tricks()
        .orElseThrow()
        .order();
  }

  /**
   * The Sheepshead heuristic's card for {@code seat} with {@code legal} cards after {@code trick}.
   */
  private static String sheepsheadCard(
      String trick, int seat, int picker, boolean pickerSide, String legal) {
    TrickOrder order = sheepsheadOrder();
    Trick t = trick.isEmpty() ? Trick.lead(5, seat) : Trick.parse(trick, 5);
    SheepsheadPlay.Now now =
        new SheepsheadPlay.Now(
            order, t.packed(), t.size(), t.leader(), t.isEmpty() ? -1 : t.winner(order), 5);
    SheepsheadPlay.Sides sides =
        new SheepsheadPlay.Sides(
            seat, picker, Card.parse("JD").index(), pickerSide, -1, 0L, t.cardSet().bits());
    return Card.ofIndex(SheepsheadPlay.play(sides, now, CardSet.parse(legal).bits())).toString();
  }

  @Test
  @DisplayName(
      "Sheepshead §2.5, §5.3: the partner schmears its richest card (not a queen or jack) on the"
          + " picker's unbeatable QC; a defender in its seat throws a card worth nothing")
  void sheepsheadSchmearsOnASafeTrick() {
    assertThat(sheepsheadCard("0:QC 1:7C", 2, 0, true, "AS TS 9C")).isEqualTo("AS");
    assertThat(sheepsheadCard("0:QC 1:7C", 2, 0, false, "AS TS 9C")).isEqualTo("9C");
  }

  @Test
  @DisplayName(
      "Sheepshead §5.3: a defender schmears on a fellow defender's ace only when no trump can"
          + " follow it (last to play); with the picker still to play it throws its poorest card")
  void sheepsheadSchmearsOnlyWhenSafe() {
    assertThat(sheepsheadCard("1:AC 2:9C", 3, 0, false, "TH 7S JS")).isEqualTo("7S");
    assertThat(sheepsheadCard("4:AC 0:9C 1:8C 2:7C", 3, 0, false, "TH 7S JS")).isEqualTo("TH");
  }

  @Test
  @DisplayName(
      "Sheepshead §5.1, §5.3: the picker leads a trump nobody can beat, else its poorest fail card;"
          + " a defender takes the picker's trick with its cheapest winner")
  void sheepsheadLeadsAndTakes() {
    assertThat(sheepsheadCard("", 0, 0, true, "QC QS 7C TH")).isEqualTo("QC");
    assertThat(sheepsheadCard("", 0, 0, true, "QS JD 7C TH")).isEqualTo("7C");
    assertThat(sheepsheadCard("", 3, 0, false, "QS JD 7C TH")).isEqualTo("7C");
    assertThat(sheepsheadCard("0:7D", 1, 0, false, "JC TD")).isEqualTo("TD");
  }

  @Test
  @DisplayName(
      "Sheepshead §2.5, §5.3: a defender spends no queen on the picker's trick worth no point while"
          + " others follow; it trumps one worth eleven, and trumps the empty one when last")
  void sheepsheadSavesQueensForTricksWithPoints() {
    assertThat(sheepsheadCard("0:7C", 1, 0, false, "QS 8H")).isEqualTo("8H");
    assertThat(sheepsheadCard("0:AC", 1, 0, false, "QS 8H")).isEqualTo("QS");
    assertThat(sheepsheadCard("2:8C 3:7C 4:7S 0:9C", 1, 0, false, "QS 8H")).isEqualTo("QS");
  }

  @Test
  @DisplayName(
      "Sheepshead §4.1, §4.3: picks two queens with two trumps, not four low cards of two suits;"
          + " buries fail points and a void, never a trump")
  void sheepsheadPicksAndBuries() {
    SheepsheadHeuristic h = new SheepsheadHeuristic();
    assertThat(h.pick(CardSet.parse("QC QS 7C 8C 9H 8S"))).isTrue();
    assertThat(h.pick(CardSet.parse("7D KD 7C 8C 9H 8S"))).isFalse();
    assertThat(h.pick(CardSet.parse("7D 8D 9D KD 9H 8S"))).isTrue();
    List<Card> eight = CardSet.parse("QC QS JD AD 7D TH 9H AC").stream().toList();
    List<Action> buries = new ArrayList<>();
    for (int i = 0; i < eight.size(); i++) {
      for (int j = i + 1; j < eight.size(); j++) {
        buries.add(new SheepsheadAction.Bury(CardSet.of(List.of(eight.get(i), eight.get(j)))));
      }
    }
    // AC TH: 21 points and clubs void; TH 9H: 10 points and hearts void
    assertThat(SheepsheadHeuristic.bury(buries))
        .isEqualTo(new SheepsheadAction.Bury(CardSet.parse("AC TH")));
  }

  @Test
  @DisplayName(
      "Hearts §5.2: when another seat holds all of sixteen or more points and wins the trick, the"
          + " heuristic takes a trick holding a heart, and void throws no point onto it")
  void heartsDefendsTheMoon() {
    HeartsHeuristic h = new HeartsHeuristic();
    long trick = CardSet.parse("7H 9H").bits();
    int led = Card.parse("7H").index();
    long hearts = CardSet.parse("KH 2H").bits();
    assertThat(Card.ofIndex(h.play(led, trick, hearts, 4, false))).hasToString("2H");
    assertThat(Card.ofIndex(h.play(led, trick, hearts, 4, true))).hasToString("KH");
    long clean = CardSet.parse("7D 9D").bits();
    int ledDiamond = Card.parse("7D").index();
    assertThat(Card.ofIndex(h.play(ledDiamond, clean, CardSet.parse("QS AH 5C").bits(), 4, false)))
        .hasToString("QS");
    assertThat(Card.ofIndex(h.play(ledDiamond, clean, CardSet.parse("QS AH 5C").bits(), 4, true)))
        .hasToString("5C");
    long threat = CardSet.parse("QS 2H 3H 4H").bits(); // 16 points
    long heart = Card.parse("9H").bit();
    assertThat(HeartsHeuristic.shooterWinning(new long[] {0, threat, 0, 0}, 0, 1)).isTrue();
    assertThat(HeartsHeuristic.shooterWinning(new long[] {0, threat, 0, 0}, 0, 2)).isFalse();
    assertThat(HeartsHeuristic.shooterWinning(new long[] {0, threat, heart, 0}, 0, 1)).isFalse();
    assertThat(HeartsHeuristic.shooterWinning(new long[] {threat, 0, 0, 0}, 0, 0)).isFalse();
    long fifteen = CardSet.parse("QS 2H 3H").bits();
    assertThat(HeartsHeuristic.shooterWinning(new long[] {0, fifteen, 0, 0}, 0, 1)).isFalse();
  }
}
