package dev.tenace.ohhell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.View;
import dev.tenace.core.testkit.GameContract;
import dev.tenace.core.trick.TrickTable;
import io.vavr.control.Either;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;

/**
 * The test kit catches the bugs it is for: Oh Hell with a bug planted in a copy of its state (a
 * {@code key()} that ignores the bids) or of its view (a view that holds the next seat's hand)
 * fails the contract suite, in the check named for that bug, while the real game passes it ({@link
 * OhHellContractTest}).
 */
class PlantedBugsTest {
  /** The bug planted. */
  enum Bug {
    KEY_IGNORES_BIDS,
    VIEW_LEAKS_NEXT_HAND
  }

  /** Oh Hell's state with a bug: every method is the real state's but the one planted. */
  static final class Planted implements GameState<Planted, PlantedView> {
    private final OhHellState real;
    private final Bug bug;

    Planted(OhHellState real, Bug bug) {
      this.real = real;
      this.bug = bug;
    }

    @Override
    public int players() {
      return real.players();
    }

    @Override
    public int dealer() {
      return real.dealer();
    }

    @Override
    public Deck deck() {
      return real.deck();
    }

    @Override
    public boolean isTerminal() {
      return real.isTerminal();
    }

    @Override
    public int toMove() {
      return real.toMove();
    }

    @Override
    public List<Action> legalActions(int seat) {
      return real.legalActions(seat);
    }

    @Override
    public Either<RuleViolation, Planted> apply(int seat, Action action) {
      return real.apply(seat, action).map(s -> new Planted(s, bug));
    }

    @Override
    public Action parseAction(String text) {
      return real.parseAction(text);
    }

    @Override
    public PlantedView viewFor(int seat) {
      CardSet next =
          bug == Bug.VIEW_LEAKS_NEXT_HAND ? real.hand((seat + 1) % real.players()) : CardSet.EMPTY;
      return new PlantedView(real.viewFor(seat), next, bug);
    }

    @Override
    public CardSet hand(int seat) {
      return real.hand(seat);
    }

    @Override
    public List<Integer> standing() {
      return real.standing();
    }

    /** The planted bug: the cards and the turn, but not the bids. */
    @Override
    public long key() {
      return bug == Bug.KEY_IGNORES_BIDS
          ? Objects.hash(real.zones(), real.toMove(), real.tricks())
          : real.key();
    }

    @Override
    public Map<String, CardSet> zones() {
      return real.zones();
    }

    @Override
    public int score(int seat) {
      return real.score(seat);
    }

    @Override
    public Optional<TrickTable> tricks() {
      return real.tricks();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Planted p && p.real.equals(real) && p.bug == bug;
    }

    @Override
    public int hashCode() {
      return real.hashCode();
    }

    @Override
    public String toString() {
      return "Planted" + real;
    }
  }

  /**
   * Oh Hell's view with, for {@link Bug#VIEW_LEAKS_NEXT_HAND}, the next seat's hand kept in a
   * private field: no part of its value or its public methods, but a bot reads it by reflection.
   */
  static final class PlantedView implements View<Planted> {
    private final OhHellView real;
    private final CardSet next;
    private final Bug bug;

    PlantedView(OhHellView real, CardSet next, Bug bug) {
      this.real = real;
      this.next = next;
      this.bug = bug;
    }

    @Override
    public int seat() {
      return real.seat();
    }

    @Override
    public int players() {
      return real.players();
    }

    @Override
    public int dealer() {
      return real.dealer();
    }

    @Override
    public int toMove() {
      return real.toMove();
    }

    @Override
    public CardSet hand() {
      return real.hand();
    }

    @Override
    public List<Action> legalActions() {
      return real.legalActions();
    }

    @Override
    public List<Move> history() {
      return real.history();
    }

    @Override
    public Optional<TrickTable> tricks() {
      return real.tricks();
    }

    @Override
    public List<Integer> standing() {
      return real.standing();
    }

    @Override
    public long key() {
      return real.key();
    }

    @Override
    public Planted sampleConsistentState(RandomGenerator rng) {
      return new Planted(real.sampleConsistentState(rng), bug);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof PlantedView v && v.real.equals(real) && v.bug == bug;
    }

    @Override
    public int hashCode() {
      return real.hashCode();
    }

    @Override
    public String toString() {
      return "PlantedView(" + real + ", " + next.size() + " cards beside it)";
    }
  }

  private static GameContract<Planted, PlantedView> contract(Bug bug) {
    OhHellRules rules = OhHellRules.defaults();
    return GameContract.<Planted, PlantedView>of(
            "ohhell with " + bug,
            seed ->
                new Planted(
                    OhHellGame.INSTANCE.newDeal(
                        rules, (int) Math.floorMod(seed, (long) rules.players()), seed),
                    bug))
        .probes(s -> OhHellContractTest.BIDS)
        .examples(5);
  }

  /** The contract's checks whose names contain {@code part}. */
  private static List<DynamicTest> checks(Bug bug, String part) {
    List<DynamicTest> found =
        contract(bug)
            .tests()
            .filter(t -> t.getDisplayName().contains(part))
            .collect(Collectors.toList());
    assertThat(found).as("checks named '%s'", part).isNotEmpty();
    return found;
  }

  @Test
  @DisplayName("ohhell §3: a key() that ignores the bids fails the kit's key check")
  void keyIgnoringBidsFails() {
    for (DynamicTest t : checks(Bug.KEY_IGNORES_BIDS, "equal keys exactly when equal")) {
      assertThatThrownBy(() -> t.getExecutable().execute())
          .isInstanceOf(AssertionError.class)
          .hasMessageContaining("differ but have the same key");
    }
  }

  @Test
  @DisplayName(
      "ohhell §7.2: a view that privately holds the next seat's hand fails the kit's view-graph check")
  void viewLeakFails() {
    for (DynamicTest t :
        checks(Bug.VIEW_LEAKS_NEXT_HAND, "a view holds only what its seat knows")) {
      assertThatThrownBy(() -> t.getExecutable().execute())
          .isInstanceOf(AssertionError.class)
          .hasMessageContaining("hidden from seat");
    }
  }

  @Test
  @DisplayName(
      "the copy without the planted bug's effect passes the same checks: the wrapper is sound")
  void theCopyItselfPasses() throws Throwable {
    // the key bug's copy has an honest view, and the view bug's copy an honest key
    for (DynamicTest t : checks(Bug.KEY_IGNORES_BIDS, "a view holds only what its seat knows")) {
      t.getExecutable().execute();
    }
    for (DynamicTest t : checks(Bug.VIEW_LEAKS_NEXT_HAND, "equal keys exactly when equal")) {
      t.getExecutable().execute();
    }
    for (DynamicTest t : checks(Bug.VIEW_LEAKS_NEXT_HAND, "a sampled state gives the same view")) {
      t.getExecutable().execute();
    }
  }
}
