package dev.tenace.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Shuffle;
import dev.tenace.core.spi.Keys;
import dev.tenace.core.spi.VariantTable;
import dev.tenace.core.testkit.PlainGame;
import dev.tenace.core.trick.TrickTable;
import io.vavr.control.Validation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The frame every game shares: the variant table, the match, keys, the trick table, the history
 * types.
 */
class FrameTest {
  enum Mode {
    FAST,
    SLOW
  }

  /** A small rules value and its builder, as a game declares them. */
  record Rules(boolean on, int target, Mode mode, String ranks) {
    Rules {
      if (on && mode == Mode.SLOW) {
        throw new IllegalArgumentException("invalid rules: on with SLOW");
      }
    }

    Builder toBuilder() {
      Builder b = new Builder();
      b.on = on;
      b.target = target;
      b.mode = mode;
      b.ranks = ranks;
      return b;
    }
  }

  static final class Builder {
    boolean on;
    int target;
    Mode mode;
    String ranks;

    Builder on(boolean v) {
      on = v;
      return this;
    }

    Builder target(int v) {
      target = v;
      return this;
    }

    Builder mode(Mode v) {
      mode = v;
      return this;
    }

    Builder ranks(String v) {
      ranks = v;
      return this;
    }

    Rules build() {
      return new Rules(on, target, mode, ranks);
    }
  }

  static final Rules DEFAULTS = new Rules(false, 100, Mode.FAST, "2 3");

  static final VariantTable<Rules, Builder> TABLE =
      VariantTable.<Rules, Builder>of("Toy", Rules::toBuilder, Builder::build)
          .bool("on", "§1", "switches it on", Rules::on, Builder::on)
          .integer("target", 1, 500, "§2", "the target", Rules::target, Builder::target)
          .choice("mode", Mode.class, "§3", "the mode", Rules::mode, Builder::mode)
          .custom(
              "ranks",
              "ranks",
              "§4",
              "stripped ranks",
              Rules::ranks,
              Builder::ranks,
              text -> {
                if (!text.matches("[0-9 ]*")) {
                  throw new IllegalArgumentException("expected ranks but was '" + text + "'");
                }
                return text;
              },
              r -> r)
          .defaultText("2 3 with 3 players")
          .build(DEFAULTS);

  @Test
  @DisplayName(
      "VariantTable: variants, settings and rules are derived from one declaration and are inverse")
  void variantTableDerivesEverything() {
    assertThat(TABLE.variants())
        .extracting(Variant::name)
        .containsExactly("on", "target", "mode", "ranks");
    assertThat(TABLE.variants())
        .extracting(Variant::type)
        .containsExactly("boolean", "integer", "FAST|SLOW", "ranks");
    assertThat(TABLE.variants())
        .extracting(Variant::defaultValue)
        .containsExactly("false", "100", "FAST", "2 3 with 3 players");
    assertThat(TABLE.variants().get(2).choices()).containsExactly("FAST", "SLOW");
    Map<String, String> settings = TABLE.settings(DEFAULTS);
    assertThat(settings)
        .containsExactly(
            Map.entry("on", "false"),
            Map.entry("target", "100"),
            Map.entry("mode", "FAST"),
            Map.entry("ranks", "2 3"));
    assertThat(TABLE.rules(DEFAULTS, settings).get()).isEqualTo(DEFAULTS);
    Rules changed =
        TABLE.rules(DEFAULTS, Map.of("target", " 250 ", "mode", "slow", "ranks", "4")).get();
    assertThat(changed).isEqualTo(new Rules(false, 250, Mode.SLOW, "4"));
    assertThat(TABLE.rules(changed, TABLE.settings(changed)).get()).isEqualTo(changed);
  }

  @Test
  @DisplayName(
      "VariantTable: every unknown name, bad value, out-of-range number and invalid combination is reported at once")
  void variantTableReportsEverything() {
    Map<String, String> bad = new LinkedHashMap<>();
    bad.put("nope", "1");
    bad.put("on", "maybe");
    bad.put("target", "2147483647");
    bad.put("mode", "medium");
    bad.put("ranks", "x");
    Validation<io.vavr.collection.Seq<String>, Rules> v = TABLE.rules(DEFAULTS, bad);
    assertThat(v.isInvalid()).isTrue();
    assertThat(v.getError().toJavaList()).hasSize(5);
    String all = v.getError().mkString(" | ");
    assertThat(all)
        .contains("unknown Toy variant 'nope' (known: on, target, mode, ranks)")
        .contains("variant on: expected true or false but was 'maybe'")
        .contains("variant target: expected a whole number 1..500 but was 2147483647")
        .contains("variant mode: expected one of FAST, SLOW but was 'medium'")
        .contains("variant ranks: expected ranks but was 'x'");
    assertThat(TABLE.rules(DEFAULTS, Map.of("target", "0")).getError().mkString())
        .contains("1..500");
    assertThat(TABLE.rules(DEFAULTS, Map.of("on", "yes", "mode", "SLOW")).getError().mkString())
        .isEqualTo("invalid rules: on with SLOW");
    Map<String, String> nullKey = new HashMap<>();
    nullKey.put(null, "1");
    assertThat(TABLE.rules(DEFAULTS, nullKey).getError().mkString())
        .isEqualTo("a Toy variant name is null");
  }

  @Test
  @DisplayName(
      "VariantTable: a name declared twice, a bad range or a default text without a variant is refused")
  void variantTableChecksItsDeclaration() {
    assertThatThrownBy(
            () ->
                VariantTable.<Rules, Builder>of("Toy", Rules::toBuilder, Builder::build)
                    .bool("on", "§1", "d", Rules::on, Builder::on)
                    .bool("on", "§1", "d", Rules::on, Builder::on))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("variant on is declared twice");
    assertThatThrownBy(
            () ->
                VariantTable.<Rules, Builder>of("Toy", Rules::toBuilder, Builder::build)
                    .integer("target", 5, 1, "§2", "d", Rules::target, Builder::target))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("min 5 is above max 1");
    assertThatThrownBy(
            () ->
                VariantTable.<Rules, Builder>of("Toy", Rules::toBuilder, Builder::build)
                    .defaultText("x"))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  @DisplayName(
      "Match: resume scores a finished deal at once, checks its arguments, and matches are values")
  void matchResumeAndValues() {
    ValuesAndMatchesTest.PlainPolicy policy = new ValuesAndMatchesTest.PlainPolicy();
    PlainGame.State deal = PlainGame.start(Deal.shuffled(Deck.standard(), 4, 13, 0, 5L), false);
    SplittableRandom rng = new SplittableRandom(5);
    PlainGame.State end = deal;
    while (!end.isTerminal()) {
      List<Action> legal = end.legalActions();
      end = end.applyLegal(end.toMove(), legal.get(rng.nextInt(legal.size())));
    }
    Match<PlainGame.State> m = Match.resume(policy, 3, 9L, List.of(19, 0, 0, 0), 4, 3, end);
    assertThat(m.dealNumber()).isEqualTo(4);
    assertThat(m.scoredDeals()).isEqualTo(4);
    assertThat(m.totals())
        .containsExactly(19 + end.score(0), end.score(1), end.score(2), end.score(3));
    assertThat(m.isOver()).isEqualTo(19 + end.score(0) >= 20 || end.score(1) >= 20);
    Match<PlainGame.State> notStarted =
        Match.resume(policy, 3, 9L, List.of(0, 0, 0, 0), 1, 0, deal);
    assertThat(notStarted.isOver()).isFalse();
    assertThat(notStarted)
        .isEqualTo(Match.resume(policy, 3, 9L, List.of(0, 0, 0, 0), 1, 0, deal))
        .hasSameHashCodeAs(Match.resume(policy, 3, 9L, List.of(0, 0, 0, 0), 1, 0, deal))
        .isNotEqualTo(Match.resume(policy, 3, 9L, List.of(1, 0, 0, 0), 1, 0, deal));
    assertThat(notStarted.policy()).isEqualTo(policy);
    assertThat(notStarted.firstDealer()).isEqualTo(3);
    assertThat(notStarted.seed()).isEqualTo(9L);
    assertThat(notStarted.lowerTotalsWin()).isFalse();
    assertThat(notStarted.toString()).isEqualTo("Match(deal 1, totals [0, 0, 0, 0])");
    assertThatThrownBy(notStarted::nextDeal)
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("deal 1 is not over");
    assertThatThrownBy(notStarted::winners).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> Match.resume(policy, 4, 9L, List.of(0, 0, 0, 0), 1, 0, deal))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Match.resume(policy, 0, 9L, List.of(0, 0, 0), 1, 0, deal))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("totalsBefore needs 4 entries");
    assertThatThrownBy(() -> Match.resume(policy, 0, 9L, List.of(0, 0, 0, 0), 0, 0, deal))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("dealNumber");
    assertThatThrownBy(() -> Match.resume(policy, 0, 9L, List.of(0, 0, 0, 0), 2, 2, deal))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("scoredDeals must be 0..1");
    assertThatThrownBy(() -> Match.start(policy, -1, 9L))
        .isInstanceOf(IllegalArgumentException.class);
    // applyLegal on a match throws the violation and leaves the match as it was
    Action wrong = deal.legalActions(deal.toMove()).get(0);
    int other = (deal.toMove() + 1) % 4;
    assertThatThrownBy(() -> notStarted.applyLegal(other, wrong))
        .isInstanceOf(RuleViolationException.class)
        .satisfies(
            e ->
                assertThat(((RuleViolationException) e).violation().code())
                    .isEqualTo(RuleCode.NOT_YOUR_TURN));
    assertThat(notStarted.apply(other, wrong).getLeft().code()).isEqualTo(RuleCode.NOT_YOUR_TURN);
  }

  @Test
  @DisplayName(
      "Match: a finished match refuses another deal; the next deal's dealer is to the left")
  void matchRotatesAndEnds() {
    Match<PlainGame.State> m = Match.start(new ValuesAndMatchesTest.PlainPolicy(), 2, 4L);
    SplittableRandom rng = new SplittableRandom(4);
    int deals = 1;
    while (!m.isOver()) {
      if (m.deal().isTerminal()) {
        m = m.nextDeal();
        deals++;
        assertThat(m.deal().dealer()).isEqualTo((2 + deals - 1) % 4);
        assertThat(m.deal())
            .isEqualTo(
                PlainGame.start(
                    Deal.shuffled(
                        Deck.standard(), 4, 13, (2 + deals - 1) % 4, Shuffle.derive(4L, deals)),
                    false));
        continue;
      }
      List<Action> legal = m.deal().legalActions();
      m = m.applyLegal(m.deal().toMove(), legal.get(rng.nextInt(legal.size())));
    }
    assertThat(m.dealNumber()).isEqualTo(deals);
    assertThat(m.toString()).contains("won by " + m.winners());
    Match<PlainGame.State> over = m;
    assertThatThrownBy(over::nextDeal)
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("the match is over");
  }

  @Test
  @DisplayName(
      "MatchPolicy: the leaders are the seats with the best total, ties sharing; the default add sums the deal's scores")
  void policyHelpers() {
    assertThat(MatchPolicy.leaders(List.of(5, 2, 9, 2), true)).containsExactly(1, 3);
    assertThat(MatchPolicy.leaders(List.of(5, 2, 9, 9), false)).containsExactly(2, 3);
    assertThat(MatchPolicy.leaders(List.of(-4, -4, -4, -4), false)).containsExactly(0, 1, 2, 3);
    MatchPolicy<PlainGame.State> byScore =
        new MatchPolicy<>() {
          @Override
          public int players() {
            return 4;
          }

          @Override
          public PlainGame.State deal(
              int number, int dealer, long seed, List<Integer> standing, PlainGame.State previous) {
            return PlainGame.deal(seed);
          }

          @Override
          public List<Integer> winners(
              List<Integer> totals, int scoredDeals, PlainGame.State deal) {
            return List.of();
          }

          @Override
          public boolean lowerTotalsWin() {
            return true;
          }
        };
    PlainGame.State end = PlainGame.deal(2L);
    SplittableRandom rng = new SplittableRandom(2);
    while (!end.isTerminal()) {
      List<Action> legal = end.legalActions();
      end = end.applyLegal(end.toMove(), legal.get(rng.nextInt(legal.size())));
    }
    assertThat(byScore.add(List.of(1, 2, 3, 4), end))
        .containsExactly(1 + end.score(0), 2 + end.score(1), 3 + end.score(2), 4 + end.score(3));
    assertThat(byScore.counts(end)).isTrue();
  }

  @Test
  @DisplayName("Keys: mixing is deterministic and a one-bit change moves about half the key's bits")
  void keysMix() {
    assertThat(Keys.mix(Keys.START, 5L)).isEqualTo(Keys.mix(Keys.START, 5L));
    assertThat(Keys.mix(Keys.START, (Object) null)).isEqualTo(Keys.mix(Keys.START, 0L));
    assertThat(Keys.mix(Keys.START, "a")).isEqualTo(Keys.mix(Keys.START, (long) "a".hashCode()));
    SplittableRandom rng = new SplittableRandom(1);
    long flipped = 0;
    int trials = 2000;
    Set<Long> seen = new HashSet<>();
    for (int i = 0; i < trials; i++) {
      long v = rng.nextLong();
      long k = Keys.mix(Keys.START, v);
      flipped += Long.bitCount(k ^ Keys.mix(Keys.START, v ^ (1L << rng.nextInt(64))));
      seen.add(k);
    }
    assertThat(seen).hasSize(trials);
    assertThat(flipped / (double) trials).isBetween(28.0, 36.0);
  }

  @Test
  @DisplayName(
      "TrickTable: the public trick facts of a position, with the winner so far and no hand")
  void trickTable() {
    PlainGame.State s = PlainGame.deal(3L);
    TrickTable empty = s.trickPlay().table();
    assertThat(empty.currentWinner()).isEqualTo(-1);
    assertThat(empty.lastTrick()).isEmpty();
    assertThat(empty.played().isEmpty()).isTrue();
    assertThat(empty.isOver()).isFalse();
    assertThat(empty.players()).isEqualTo(4);
    SplittableRandom rng = new SplittableRandom(3);
    for (int i = 0; i < 6; i++) {
      List<Action> legal = s.legalActions();
      s = s.applyLegal(s.toMove(), legal.get(rng.nextInt(legal.size())));
    }
    TrickTable t = s.trickPlay().table();
    assertThat(t.completed()).hasSize(1);
    assertThat(t.lastTrick()).contains(t.completed().get(0));
    assertThat(t.current().size()).isEqualTo(2);
    assertThat(t.currentWinner()).isEqualTo(t.current().winner(t.order()));
    assertThat(t.played()).isEqualTo(s.trickPlay().played());
    assertThat(t.tricksWon().stream().mapToInt(Integer::intValue).sum()).isEqualTo(1);
    assertThat(t.totalTricks()).isEqualTo(13);
    assertThat(s.viewFor(0).tricksWon()).isEqualTo(t.tricksWon());
  }

  @Test
  @DisplayName(
      "History types: a move names its seat, a concealed action its kind only; a violation exception keeps its violation")
  void historyTypes() {
    Move m = new Move(2, PlainGame.Play.of(Card.parse("QS")));
    assertThat(m.toString()).isEqualTo("2: play QS");
    assertThat(new Concealed("pass").text()).isEqualTo("pass ?");
    assertThat(new Concealed("pass")).hasToString("pass ?").isEqualTo(new Concealed("pass"));
    assertThatThrownBy(() -> new Move(-1, new Concealed("pass")))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Move(0, null)).isInstanceOf(NullPointerException.class);
    RuleViolation v = new RuleViolation(RuleCode.MUST_FOLLOW_SUIT, 1, "seat 1 must follow");
    RuleViolationException e = new RuleViolationException(v);
    assertThat(e.violation()).isSameAs(v);
    assertThat(e)
        .hasMessage("MUST_FOLLOW_SUIT: seat 1 must follow")
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(RuleCode.common())
        .containsKeys(RuleCode.NOT_YOUR_TURN, RuleCode.MUST_FOLLOW_SUIT)
        .hasSize(8);
    assertThat(Games.all()).isEmpty(); // core alone registers no game
    assertThat(Games.find("hearts")).isEmpty();
    List<Move> h = new ArrayList<>(PlainGame.deal(1L).viewFor(0).history());
    assertThat(h).isEmpty();
  }

  @Test
  @DisplayName(
      "VariantTable presets: the defaults, a change of them or given rules, in declaration order")
  void variantTablePresets() {
    Rules given = new Rules(true, 7, Mode.FAST, "");
    VariantTable<Rules, Builder> t =
        VariantTable.<Rules, Builder>of("Toy", Rules::toBuilder, Builder::build)
            .bool("on", "§1", "switches it on", Rules::on, Builder::on)
            .preset("default")
            .preset("slow", b -> b.mode(Mode.SLOW).target(250))
            .preset("given", given)
            .build(DEFAULTS);
    assertThat(t.presets().keySet()).containsExactly("default", "slow", "given");
    assertThat(t.presets().get("default")).isSameAs(DEFAULTS);
    assertThat(t.presets().get("slow")).isEqualTo(new Rules(false, 250, Mode.SLOW, "2 3"));
    assertThat(t.presets().get("given")).isSameAs(given);
    assertThatThrownBy(() -> t.presets().put("x", DEFAULTS))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThat(TABLE.presets()).isEmpty();
  }

  @Test
  @DisplayName("VariantTable presets: a name twice is refused, and an invalid preset at build")
  void variantTablePresetsAreChecked() {
    assertThatThrownBy(
            () ->
                VariantTable.<Rules, Builder>of("Toy", Rules::toBuilder, Builder::build)
                    .preset("a")
                    .preset("a", b -> b.target(5)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("preset a is declared twice");
    VariantTable.Builder<Rules, Builder> invalid =
        VariantTable.<Rules, Builder>of("Toy", Rules::toBuilder, Builder::build)
            .preset("bad", b -> b.on(true).mode(Mode.SLOW));
    assertThatThrownBy(() -> invalid.build(DEFAULTS))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("invalid rules: on with SLOW");
    assertThatThrownBy(
            () ->
                VariantTable.<Rules, Builder>of("Toy", Rules::toBuilder, Builder::build)
                    .preset("x", (Rules) null))
        .isInstanceOf(NullPointerException.class);
  }
}
