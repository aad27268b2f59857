package dev.tenace.learn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.View;
import dev.tenace.core.spi.CardActions;
import dev.tenace.core.spi.SubsetActions;
import dev.tenace.spades.SpadesAction;
import dev.tenace.spades.SpadesGame;
import dev.tenace.spades.SpadesRules;
import dev.tenace.spades.SpadesState;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@link Encoder#mask} and {@link Encoder#legalIds} read core's raw legal-action lists ({@link
 * CardActions}: a card mask; {@link SubsetActions}: every k-subset of a set) without walking them.
 * This pins that fast path to the walk: the same list copied into a plain {@link ArrayList} (which
 * only the walk can read) must give the same mask and ids, with nothing chosen and with pending
 * choices of every kind (a legal partial choice, a complete one, too many cards, a card the seat
 * does not hold), and {@link Encoder#choose} of every card-choice id must answer the same (the raw
 * subsets' choose reads the set and its size, never the 286 passes of a Hearts hand). The test also
 * counts that the raw lists are met, so it fails if the games stop returning them and the fast path
 * silently goes unused.
 */
class RawMaskTest {
  private static final int DEALS = 12;

  @TestFactory
  @DisplayName("every game and preset: the raw-list mask and ids equal those of walking the list")
  Stream<DynamicTest> everyGameAndPreset() {
    List<DynamicTest> out = new ArrayList<>();
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      addFor(g, out);
    }
    return out.stream();
  }

  private static <R, S extends GameState<S, V>, V extends View<S>> void addFor(
      GameDefinition<R, S, V> game, List<DynamicTest> out) {
    out.add(
        DynamicTest.dynamicTest(
            game.name(),
            () -> {
              Map<String, Integer> seen = new LinkedHashMap<>();
              for (Map.Entry<String, R> rules : RandomPlay.ruleSets(game).entrySet()) {
                Encoder enc = Encoders.forGame(game, rules.getValue());
                for (long seed = 0; seed < DEALS; seed++) {
                  SplittableRandom rng = new SplittableRandom(seed * 7919 + 1);
                  for (S s : RandomPlay.states(game, rules.getValue(), seed, List.of())) {
                    for (int seat = 0; seat < s.players(); seat++) {
                      check(enc, seat, s.legalActions(seat), rng, seen);
                      check(enc, seat, s.viewFor(seat).legalActions(), rng, seen);
                    }
                  }
                }
              }
              // a Spades exchange needs a blind nil, which needs a deficit: see spadesExchange
              boolean choices =
                  Encoders.forDefaults(game).selectVerb().isPresent()
                      && !game.name().equals("spades");
              assertThat(seen.getOrDefault("card plays", 0))
                  .as("%s card plays as a raw mask (%s)", game.name(), seen)
                  .isPositive();
              if (choices) {
                assertThat(seen.getOrDefault("card choices", 0))
                    .as("%s multi-card actions as raw subsets (%s)", game.name(), seen)
                    .isPositive();
                assertThat(seen.getOrDefault("card choices, pending", 0))
                    .as("%s a pending choice that goes on (%s)", game.name(), seen)
                    .isPositive();
                assertThat(seen.getOrDefault("choices completed", 0))
                    .as("%s a raw subset choice completed by an id (%s)", game.name(), seen)
                    .isPositive();
                assertThat(seen.getOrDefault("choices extended", 0))
                    .as("%s a raw subset choice extended by an id (%s)", game.name(), seen)
                    .isPositive();
              }
            }));
  }

  @Test
  @DisplayName(
      "spades §7 doubleNilPass: the exchange after a blind nil, as raw subsets, marks what walking it marks")
  void spadesExchange() {
    SpadesRules rules = SpadesRules.builder().doubleNilPass(true).build();
    Encoder enc = Encoders.forGame(SpadesGame.INSTANCE, rules);
    Map<String, Integer> seen = new LinkedHashMap<>();
    for (long seed = 0; seed < 200 && seen.getOrDefault("card choices, pending", 0) < 20; seed++) {
      SplittableRandom rng = new SplittableRandom(seed);
      // team A 200 behind may bid blind nil, and does whenever it may
      SpadesState s =
          SpadesState.deal(rules, 3, (int) (seed % 4), List.of(-100, 100), List.of(0, 0), seed);
      while (!s.isTerminal() && s.phase() != SpadesState.Phase.PLAYING) {
        for (int seat = 0; seat < 4; seat++) {
          check(enc, seat, s.legalActions(seat), rng, seen);
          check(enc, seat, s.viewFor(seat).legalActions(), rng, seen);
        }
        int seat = s.toMove();
        List<Action> legal = s.legalActions(seat);
        Action a =
            legal.contains(SpadesAction.BlindNil.BLIND_NIL)
                ? SpadesAction.BlindNil.BLIND_NIL
                : legal.get(rng.nextInt(legal.size()));
        s = s.applyLegal(seat, a);
      }
    }
    assertThat(seen.getOrDefault("card choices, pending", 0))
        .as("exchanges with a pending choice (%s)", seen)
        .isPositive();
    assertThat(seen.getOrDefault("choices completed", 0))
        .as("exchanges completed by an id (%s)", seen)
        .isPositive();
  }

  private static void check(
      Encoder enc, int seat, List<Action> legal, SplittableRandom rng, Map<String, Integer> seen) {
    List<Action> walked = new ArrayList<>(legal);
    boolean raw = legal instanceof CardActions || legal instanceof SubsetActions;
    if (legal instanceof CardActions) {
      seen.merge("card plays", 1, Integer::sum);
    }
    long cards = 0;
    int most = 0;
    for (Action a : walked) {
      long c = enc.cardsOf(a);
      if (c >= 0) {
        cards |= c;
        most = Math.max(most, Long.bitCount(c));
      }
    }
    if (legal instanceof SubsetActions && !legal.isEmpty()) {
      seen.merge("card choices", 1, Integer::sum);
    }
    List<CardSet> choices = new ArrayList<>();
    choices.add(CardSet.EMPTY);
    if (cards != 0) {
      // pending choices: 1 … most cards of the legal ones (at most: complete), one card more
      // than that, and one with a card outside them
      for (int k = 1; k <= most + 1; k++) {
        choices.add(CardSet.ofBits(randomSubset(cards, k, rng)));
      }
      long outside = ~cards & ((1L << 52) - 1);
      choices.add(CardSet.ofBits(Long.lowestOneBit(cards) | Long.lowestOneBit(outside)));
    }
    for (CardSet sel : choices) {
      boolean[] fast = new boolean[enc.actionCount()];
      boolean[] slow = new boolean[enc.actionCount()];
      Arrays.fill(fast, true); // the mask must clear what it does not mark
      enc.mask(legal, sel, fast);
      enc.mask(walked, sel, slow);
      assertThat(fast).as("mask of %s with %s chosen (raw: %s)", legal, sel, raw).isEqualTo(slow);
      int[] fastIds = new int[enc.actionCount()];
      int[] slowIds = new int[enc.actionCount()];
      int k = enc.legalIds(legal, sel, fastIds);
      assertThat(k).isEqualTo(enc.legalIds(walked, sel, slowIds));
      assertThat(Arrays.copyOf(fastIds, k)).isEqualTo(Arrays.copyOf(slowIds, k));
      if (legal instanceof SubsetActions && !sel.isEmpty() && k > 0) {
        seen.merge("card choices, pending", 1, Integer::sum);
      }
      if (enc.selectOffset() >= 0) {
        chooseEveryCard(enc, seat, legal, walked, sel, seen);
      }
    }
  }

  /**
   * {@link Encoder#choose} of every card-choice id reads a raw subset list from its set and size
   * (never its elements); it must answer what walking the list answers: the same action, the same
   * longer choice, or the same refusal (code and message).
   */
  private static void chooseEveryCard(
      Encoder enc,
      int seat,
      List<Action> legal,
      List<Action> walked,
      CardSet sel,
      Map<String, Integer> seen) {
    for (int id = enc.selectOffset(); enc.selects(id); id++) {
      Either<RuleViolation, Step> fast = enc.choose(seat, legal, sel, id);
      Either<RuleViolation, Step> slow = enc.choose(seat, walked, sel, id);
      String what = "choose " + id + " with " + sel + " chosen from " + legal;
      if (slow.isLeft()) {
        assertThat(fast.isLeft()).as(what).isTrue();
        assertThat(fast.getLeft().code()).as(what).isEqualTo(slow.getLeft().code());
        assertThat(fast.getLeft().message()).as(what).isEqualTo(slow.getLeft().message());
      } else {
        assertThat(fast.isRight()).as(what).isTrue();
        assertThat(fast.get()).as(what).isEqualTo(slow.get());
        if (legal instanceof SubsetActions) {
          seen.merge(
              fast.get() instanceof Step.Act ? "choices completed" : "choices extended",
              1,
              Integer::sum);
        }
      }
    }
  }

  /** {@code k} random cards of {@code from} (all of them if it holds fewer). */
  private static long randomSubset(long from, int k, SplittableRandom rng) {
    long out = 0;
    long left = from;
    for (int i = 0; i < k && left != 0; i++) {
      int skip = rng.nextInt(Long.bitCount(left));
      long b = left;
      for (int j = 0; j < skip; j++) {
        b &= b - 1;
      }
      long card = Long.lowestOneBit(b);
      out |= card;
      left &= ~card;
    }
    return out;
  }
}
