package dev.tenace.core.testkit;

import static org.quicktheories.QuickTheory.qt;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.NotationException;
import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.RuleViolationException;
import dev.tenace.core.game.View;
import dev.tenace.core.testkit.ContractValues.Snapshot;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.function.LongFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.quicktheories.generators.SourceDSL;

/**
 * The contract every game keeps, checked over random deals and random legal play. A game module
 * runs it from a JUnit {@code @TestFactory}:
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicTest> contract() {
 *   return GameContract.of("hearts default", seed -> HeartsState.deal(HeartsRules.defaults(), 0, seed))
 *       .probes(state -> somePassActions(state))
 *       .tests();
 * }
 * }</pre>
 *
 * <p>Each check is a stateful property: QuickTheories generates a deal seed and a list of choice
 * indices; index {@code k} means "the k-th legal action, modulo the count" of the seat to move, and
 * the invariant is checked before every step, so a failure shrinks to a short action sequence. The
 * checks:
 *
 * <ol>
 *   <li><b>legal = accepted</b>: for every seat and every probe action (all legal actions of every
 *       seat, {@code play} of every card of the deck, and the game's own probes), apply accepts it
 *       exactly when it is listed among that seat's legal actions;
 *   <li><b>illegal is explained and harmless</b>: a refused action yields a {@link RuleViolation}
 *       with a code and a sentence, and the state (zones, turn, legal actions, every view) is
 *       exactly as before;
 *   <li><b>cards are conserved</b>: the zones are disjoint and their union is the deck;
 *   <li><b>turn order</b>: the seat to move may act and has legal actions; a seat that may not act
 *       has none;
 *   <li><b>progress</b>: a non-terminal state always has a legal action;
 *   <li><b>termination</b>: every deal ends within a bound and every seat then has a score; before
 *       the end, {@code score} and {@code utility} throw {@link IllegalStateException}, and {@code
 *       score} of a seat that is not one throws {@link IllegalArgumentException};
 *   <li><b>information sets</b>: for every seat, a state sampled from its view gives an equal view.
 *       Because the sampler re-deals every card the seat cannot see, a view that leaked another
 *       seat's hidden card would differ between the state and the sample, so this also checks that
 *       a view never reveals hidden cards in what takes part in its equality;
 *   <li><b>views hold only what their seat knows</b>: no view's object graph, walked by reflection
 *       through private fields too, reaches another seat's hidden card that the view does not show,
 *       or an object that holds every hand (a state, a trick play, a cursor, a deal setup): see
 *       {@link ViewGraph};
 *   <li><b>notation</b>: every legal action's text parses back to an equal action;
 *   <li><b>keys tell states apart</b>: the states one action apart (the state and each state its
 *       legal actions lead to) have equal keys exactly when they are equal, and so have every
 *       seat's views of them: a {@code key()} that leaves out a bid, a card or a turn fails here.
 * </ol>
 *
 * <p>{@link #overMatch} checks every deal of a match, not only deal 1: deal {@code 1 + seed mod 16}
 * of a seeded match, as the game's own deal factory makes it ({@link MatchDeals}).
 *
 * @param <S> the state type
 * @param <V> the view type
 */
public final class GameContract<S extends GameState<S, V>, V extends View<S>> {
  private static final int STEP_BOUND = 2_000;

  private final String name;
  private final LongFunction<S> newDeal;
  private Function<S, List<Action>> probes = s -> List.of();
  private int examples = 25;
  private int viewEvery = 3;

  private GameContract(String name, LongFunction<S> newDeal) {
    this.name = Objects.requireNonNull(name, "name");
    this.newDeal = Objects.requireNonNull(newDeal, "newDeal");
  }

  /**
   * The contract for a game whose seeded deals {@code newDeal} produces.
   *
   * @param name shown in test names, e.g. {@code "spades suicide"}
   * @param newDeal a fresh deal for a seed
   */
  public static <S extends GameState<S, V>, V extends View<S>> GameContract<S, V> of(
      String name, LongFunction<S> newDeal) {
    return new GameContract<>(name, newDeal);
  }

  /**
   * The contract over every deal of a match of {@code game} with {@code rules}: seed {@code k} is
   * deal {@code 1 + k mod 16} (fewer for a shorter match) of the match that seed starts and random
   * legal play continues ({@link MatchDeals#deal}), so deals after the first (other hand sizes,
   * another pass direction, a standing) are checked too.
   *
   * @param name shown in test names, e.g. {@code "ohhell up-down"}
   */
  public static <R, S extends GameState<S, V>, V extends View<S>> GameContract<S, V> overMatch(
      String name, GameDefinition<R, S, V> game, R rules) {
    Objects.requireNonNull(game, "game");
    return new GameContract<>(name, seed -> MatchDeals.deal(game, rules, seed));
  }

  /** Extra candidate actions (legal or not) to try in a state, e.g. passes or bids. */
  public GameContract<S, V> probes(Function<S, List<Action>> probes) {
    this.probes = Objects.requireNonNull(probes, "probes");
    return this;
  }

  /** Number of random deals per check (default 25). */
  public GameContract<S, V> examples(int examples) {
    this.examples = examples;
    return this;
  }

  /** Check views at every {@code k}-th step (default 3; 1 checks every step). */
  public GameContract<S, V> viewEvery(int k) {
    this.viewEvery = Math.max(1, k);
    return this;
  }

  /** The checks as dynamic tests. */
  public Stream<DynamicTest> tests() {
    // the checks of actions and states are here; those of views in ContractViews, those of states
    // and views as values (keys, sharing across threads) in ContractValues
    return Stream.of(
        DynamicTest.dynamicTest(
            name + ": legal actions are exactly the actions apply accepts",
            () -> check(this::legalIsAccepted)),
        DynamicTest.dynamicTest(
            name
                + ": an illegal action is refused with an explained rule and leaves the state unchanged",
            () -> check(this::illegalIsHarmless)),
        DynamicTest.dynamicTest(
            name + ": cards are conserved (zones partition the deck)",
            () -> check(GameContract::cardsConserved)),
        DynamicTest.dynamicTest(
            name + ": turn order: the seat to move may act, others have no legal action",
            () -> check(this::turnOrder)),
        DynamicTest.dynamicTest(
            name + ": a non-terminal state always has a legal action", () -> check(this::progress)),
        DynamicTest.dynamicTest(
            name + ": every deal terminates and is scored, and only then", this::termination),
        DynamicTest.dynamicTest(
            name + ": a sampled state gives the same view (no hidden card leaks)",
            () -> check((s, step) -> ContractViews.viewsConsistent(s, step, viewEvery))),
        DynamicTest.dynamicTest(
            name
                + ": a view holds only what its seat knows (no hidden card, no object holding every hand)",
            () -> check((s, step) -> ContractViews.viewsHoldOnlyTheirSeat(s, step, viewEvery))),
        DynamicTest.dynamicTest(
            name + ": every legal action's text parses back", () -> check(this::textsParse)),
        DynamicTest.dynamicTest(
            name + ": states and views one action apart have equal keys exactly when equal",
            () -> check(ContractValues::keysTellApart)),
        DynamicTest.dynamicTest(
            name + ": states shared across threads give every thread the same answers",
            () -> ContractValues.sharedAcrossThreads(newDeal, STEP_BOUND)));
  }

  /** A per-step check: the state and the step number. */
  @FunctionalInterface
  interface StepCheck<S> {
    void check(S state, int step);
  }

  private void check(StepCheck<S> check) {
    qt().withExamples(examples)
        .withShrinkCycles(30)
        .forAll(SourceDSL.longs().all(), Gens.choices(200))
        .checkAssert((seed, choices) -> walk(seed, choices, check));
  }

  private S walk(long seed, List<Integer> choices, StepCheck<S> check) {
    S s = newDeal.apply(seed);
    for (int step = 0; step < STEP_BOUND; step++) {
      if (check != null) {
        check.check(s, step);
      }
      if (s.isTerminal()) {
        return s;
      }
      int seat = s.toMove();
      List<Action> legal = s.legalActions(seat);
      if (legal.isEmpty()) {
        throw new AssertionError(
            "seat " + seat + " is to move in a non-terminal state but has no legal action: " + s);
      }
      int k = step < choices.size() ? choices.get(step) : (int) (Shuffle.mix64(seed + step) >>> 33);
      Action a = legal.get(Math.floorMod(k, legal.size()));
      Either<RuleViolation, S> next = s.apply(seat, a);
      if (next.isLeft()) {
        throw new AssertionError(
            "legal action " + a.text() + " of seat " + seat + " was refused: " + next.getLeft());
      }
      s = next.get();
    }
    throw new AssertionError("deal did not end within " + STEP_BOUND + " actions");
  }

  private List<Action> probeActions(S s) {
    Set<Action> out = new LinkedHashSet<>();
    for (int seat = 0; seat < s.players(); seat++) {
      out.addAll(s.legalActions(seat));
    }
    for (Card c : s.deck().cards()) {
      try {
        out.add(s.parseAction("play " + c));
      } catch (NotationException e) {
        // this game has no card plays of that form
      }
    }
    out.addAll(probes.apply(s));
    return new ArrayList<>(out);
  }

  private void legalIsAccepted(S s, int step) {
    for (Action a : probeActions(s)) {
      for (int seat = 0; seat < s.players(); seat++) {
        boolean listed = s.legalActions(seat).contains(a);
        Either<RuleViolation, S> r = s.apply(seat, a);
        if (listed && r.isLeft()) {
          throw new AssertionError(
              "step "
                  + step
                  + ": seat "
                  + seat
                  + "'s legal action '"
                  + a.text()
                  + "' was refused: "
                  + r.getLeft()
                  + "\nstate: "
                  + s);
        }
        if (!listed && r.isRight()) {
          throw new AssertionError(
              "step "
                  + step
                  + ": seat "
                  + seat
                  + "'s action '"
                  + a.text()
                  + "' was accepted but is not among its legal actions "
                  + texts(s.legalActions(seat))
                  + "\nstate: "
                  + s);
        }
      }
    }
  }

  private void illegalIsHarmless(S s, int step) {
    Snapshot before = new Snapshot(s);
    for (Action a : probeActions(s)) {
      for (int seat = 0; seat < s.players(); seat++) {
        Either<RuleViolation, S> r = s.apply(seat, a);
        if (r == null) {
          throw new AssertionError("apply returned null for '" + a.text() + "' by seat " + seat);
        }
        if (r.isLeft()) {
          RuleViolation v = r.getLeft();
          if (v.code().isBlank()
              || !v.code().equals(v.code().toUpperCase(Locale.ROOT))
              || v.message().isBlank()) {
            throw new AssertionError("violation without a proper code or sentence: " + v);
          }
        } else if (r.get() == null) {
          throw new AssertionError("apply returned right(null) for '" + a.text() + "'");
        }
        applyLegalAgrees(s, seat, a, r, step);
      }
    }
    Snapshot after = new Snapshot(s);
    if (!before.equals(after)) {
      throw new AssertionError(
          "step "
              + step
              + ": trying actions changed the state\nbefore: "
              + before
              + "\nafter:  "
              + after);
    }
  }

  /** {@code applyLegal} gives the state {@code apply} gives, or throws with its violation. */
  private void applyLegalAgrees(S s, int seat, Action a, Either<RuleViolation, S> r, int step) {
    S direct;
    try {
      direct = s.applyLegal(seat, a);
    } catch (RuleViolationException e) {
      sameRefusal(e, seat, a, r, step);
      return;
    }
    sameState(s, direct, seat, a, r, step);
  }

  /** {@code applyLegal} threw {@code e}: {@code apply} refused too, with the same violation. */
  private void sameRefusal(
      RuleViolationException e, int seat, Action a, Either<RuleViolation, S> r, int step) {
    if (r.isRight()) {
      throw new AssertionError(
          "step "
              + step
              + ": applyLegal refused '"
              + a.text()
              + "' by seat "
              + seat
              + ", which apply accepts: "
              + e.getMessage());
    }
    if (!e.violation().equals(r.getLeft())) {
      throw new AssertionError(
          "step "
              + step
              + ": applyLegal's violation "
              + e.violation()
              + " is not apply's "
              + r.getLeft());
    }
  }

  /**
   * {@code applyLegal} gave {@code direct}: {@code apply} accepted too, with an equal state (equal
   * hash code and key), and that state is not the one before.
   */
  private void sameState(S s, S direct, int seat, Action a, Either<RuleViolation, S> r, int step) {
    if (r.isLeft()) {
      throw new AssertionError(
          "step "
              + step
              + ": applyLegal accepted '"
              + a.text()
              + "' by seat "
              + seat
              + ", which apply refuses: "
              + r.getLeft());
    }
    if (!new Snapshot(direct).equals(new Snapshot(r.get()))) {
      throw new AssertionError(
          "step "
              + step
              + ": applyLegal and apply disagree on '"
              + a.text()
              + "' by seat "
              + seat
              + "\napply:      "
              + r.get()
              + "\napplyLegal: "
              + direct);
    }
    // states are values: the same action gives equal states with equal hash codes and keys
    if (!direct.equals(r.get())
        || direct.hashCode() != r.get().hashCode()
        || direct.key() != r.get().key()) {
      throw new AssertionError(
          "step "
              + step
              + ": applying '"
              + a.text()
              + "' twice gave unequal states or keys"
              + "\n"
              + r.get()
              + "\n"
              + direct);
    }
    if (direct.equals(s)) {
      throw new AssertionError(
          "step " + step + ": '" + a.text() + "' gave a state equal to the one before");
    }
  }

  /** The zones of {@code s} are disjoint and make up its deck; every hand is of the deck. */
  static void cardsConserved(GameState<?, ?> s, int step) {
    long union = 0;
    for (Map.Entry<String, CardSet> z : s.zones().entrySet()) {
      long b = z.getValue().bits();
      if ((union & b) != 0) {
        throw new AssertionError(
            "step "
                + step
                + ": zone '"
                + z.getKey()
                + "' shares "
                + CardSet.ofBits(union & b)
                + " with another zone: "
                + s.zones());
      }
      union |= b;
    }
    if (union != s.deck().cards().bits()) {
      throw new AssertionError(
          "step "
              + step
              + ": zones "
              + s.zones()
              + " do not add up to the deck; missing "
              + s.deck().cards().minus(CardSet.ofBits(union))
              + ", foreign "
              + CardSet.ofBits(union & ~s.deck().cards().bits()));
    }
    for (int seat = 0; seat < s.players(); seat++) {
      CardSet hand = s.hand(seat);
      if (!s.deck().cards().containsAll(hand)) {
        throw new AssertionError("seat " + seat + " holds cards outside the deck: " + hand);
      }
    }
  }

  private void turnOrder(S s, int step) {
    if (s.isTerminal()) {
      if (s.toMove() != -1) {
        throw new AssertionError("a terminal state names seat " + s.toMove() + " to move");
      }
      for (int seat = 0; seat < s.players(); seat++) {
        if (!s.legalActions(seat).isEmpty() || s.canAct(seat)) {
          throw new AssertionError("seat " + seat + " may act in a terminal state");
        }
      }
      return;
    }
    int m = s.toMove();
    if (m < 0 || m >= s.players() || !s.canAct(m)) {
      throw new AssertionError("step " + step + ": toMove " + m + " is not a seat that may act");
    }
    for (int seat = 0; seat < s.players(); seat++) {
      if (!s.canAct(seat) && !s.legalActions(seat).isEmpty()) {
        throw new AssertionError(
            "step "
                + step
                + ": seat "
                + seat
                + " may not act but has legal actions "
                + texts(s.legalActions(seat)));
      }
      if (s.canAct(seat) && s.legalActions(seat).isEmpty()) {
        throw new AssertionError(
            "step " + step + ": seat " + seat + " may act but has no legal action");
      }
    }
  }

  private void progress(S s, int step) {
    if (!s.isTerminal() && s.legalActions().isEmpty()) {
      throw new AssertionError(
          "step " + step + ": non-terminal state without a legal action: " + s);
    }
  }

  private void termination() {
    qt().withExamples(examples * 4)
        .withShrinkCycles(30)
        .forAll(SourceDSL.longs().all(), Gens.choices(200))
        .checkAssert(
            (seed, choices) -> {
              S end = walk(seed, choices, this::noScoreBeforeTheEnd);
              for (int seat = 0; seat < end.players(); seat++) {
                end.score(seat); // must not throw on a terminal state
                if (Double.isNaN(end.utility(seat))) {
                  throw new AssertionError("utility of seat " + seat + " is NaN");
                }
              }
              for (int seat : new int[] {-1, end.players()}) {
                try {
                  end.score(seat);
                  throw new AssertionError("score(" + seat + ") of a terminal deal did not throw");
                } catch (IllegalArgumentException expected) {
                  // GameState.score: a seat that is not a seat of this deal
                }
              }
            });
  }

  /** {@link GameState#score}: an {@link IllegalStateException} for every seat before the end. */
  private void noScoreBeforeTheEnd(S s, int step) {
    if (s.isTerminal()) {
      return;
    }
    int seat = step % s.players();
    try {
      int score = s.score(seat);
      throw new AssertionError(
          "step "
              + step
              + ": score("
              + seat
              + ") of a deal in progress returned "
              + score
              + " instead of throwing IllegalStateException");
    } catch (IllegalStateException expected) {
      // documented by GameState.score
    }
    try {
      double utility = s.utility(seat);
      throw new AssertionError(
          "step "
              + step
              + ": utility("
              + seat
              + ") of a deal in progress returned "
              + utility
              + " instead of throwing IllegalStateException");
    } catch (IllegalStateException expected) {
      // documented by GameState.utility
    }
  }

  private void textsParse(S s, int step) {
    for (int seat = 0; seat < s.players(); seat++) {
      for (Action a : s.legalActions(seat)) {
        Action back = s.parseAction(a.text());
        if (!back.equals(a) || !back.text().equals(a.text())) {
          throw new AssertionError(
              "'" + a.text() + "' parses back to '" + back.text() + "' (" + back + ")");
        }
      }
    }
  }

  /** The texts of {@code actions}, for a message. */
  static List<String> texts(List<Action> actions) {
    List<String> out = new ArrayList<>();
    for (Action a : actions) {
      out.add(a.text());
    }
    return out;
  }
}
