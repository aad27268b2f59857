package dev.tenace.hearts;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.Masks;
import dev.tenace.core.spi.SubsetActions;
import dev.tenace.core.table.Seat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Passing (rules/hearts.md §3, and the widow game's two stages, §7.1.2): the direction of a deal,
 * the simultaneous choices of a stage, their checks and their delivery. Functions of a deal's
 * {@link HeartsSetup}; the state applies them.
 *
 * <pre>{@code
 * RuleViolation no = HeartsPassing.refusal(setup, 2, cards);          // null when the pass is legal
 * HeartsSetup next = no == null ? HeartsPassing.choose(setup, 2, cards) : setup;
 * next.stage() > setup.stage();                                       // all chose: delivered
 * }</pre>
 *
 * <p>A stage is simultaneous (§3.2): every seat that has not yet chosen may choose; the chosen
 * cards stay in the hand until all seats have chosen, then all are delivered at once. The order in
 * which the seats chose is public (it is part of the history). In the widow game (§7.1.2) the deal
 * has two stages, 2 cards then 1, both in the deal's direction; a card received in stage 1 may be
 * passed on in stage 2 (§8.6).
 */
final class HeartsPassing {
  private HeartsPassing() {}

  /** Per stage, no seat has chosen yet. */
  static List<Masks> noChoices(int stages, int players) {
    List<Masks> out = new ArrayList<>(stages);
    for (int k = 0; k < stages; k++) {
      out.add(Masks.empty(players));
    }
    return List.copyOf(out);
  }

  /**
   * §3.1, §7.1.2: refuses a direction an explicit deal may not have: ACROSS at a table of other
   * than 4, or anything but LEFT and RIGHT in the widow game.
   *
   * @throws IllegalArgumentException naming the rule
   */
  static void checkDirection(HeartsRules rules, PassDirection dir) {
    if (dir == PassDirection.ACROSS && rules.players() != 4) {
      throw new IllegalArgumentException("ACROSS passing needs 4 players (hearts §3.1)");
    }
    if (rules.widow() && dir != PassDirection.LEFT && dir != PassDirection.RIGHT) {
      throw new IllegalArgumentException(
          "the widow game passes LEFT or RIGHT every deal (hearts §7.1.2), not " + dir);
    }
  }

  /** The cards {@code seat} chose in the stage in progress, 0 if it has not chosen. */
  static long choice(HeartsSetup s, int seat) {
    return s.passes().get(s.stage()).get(seat);
  }

  /** The first seat still to choose, clockwise from the dealer's left. */
  static int firstToChoose(HeartsSetup s) {
    int n = s.players();
    for (int i = 1; i <= n; i++) {
      int seat = (s.dealer() + i) % n;
      if (choice(s, seat) == 0) {
        return seat;
      }
    }
    throw new IllegalStateException("every seat has chosen but the cards were not delivered");
  }

  /** §3.2, §7.1.2: every selection of the stage's number of cards from the seat's hand. */
  static List<Action> choices(HeartsSetup s, int seat) {
    return SubsetActions.of(
        s.hands().get(seat),
        s.rules().passSize(s.stage()),
        HeartsAction.Pass.class,
        HeartsAction.Pass::new,
        HeartsAction.Pass::cards);
  }

  /**
   * Why {@code seat} may not pass {@code cards} now, or {@code null} if it may: {@code
   * ALREADY_CHOSEN} in this stage, {@code WRONG_CARD_COUNT} (§3.2: exactly 3; §7.1.2: 2, then 1),
   * {@code CARD_NOT_HELD}.
   */
  static RuleViolation refusal(HeartsSetup s, int seat, long cards) {
    long chosen = choice(s, seat);
    if (chosen != 0) {
      return new RuleViolation(
          RuleCode.ALREADY_CHOSEN,
          seat,
          Seat.name(seat)
              + " has already chosen "
              + CardSet.ofBits(chosen)
              + " to pass "
              + s.direction()
              + " (hearts §3.2)");
    }
    int need = s.rules().passSize(s.stage());
    if (Long.bitCount(cards) != need) {
      return new RuleViolation(
          RuleCode.WRONG_CARD_COUNT,
          seat,
          Seat.name(seat)
              + " must pass exactly "
              + need
              + " card"
              + (need == 1 ? "" : "s")
              + " but chose "
              + Long.bitCount(cards)
              + " ("
              + CardSet.ofBits(cards)
              + ") (hearts "
              + (s.rules().widow() ? "§7.1.2" : "§3.2")
              + ")");
    }
    return SubsetActions.notHeld(seat, "pass", cards, s.hands().get(seat));
  }

  /**
   * The deal after {@code seat} chose {@code cards} (legal: {@link #refusal} said so), delivered
   * when it was the last choice of the stage (§3.2): the next stage then begins, or trick play once
   * {@link HeartsSetup#stage()} reaches the number of stages.
   */
  static HeartsSetup choose(HeartsSetup s, int seat, long cards) {
    Masks stage = s.passes().get(s.stage()).with(seat, cards);
    Masks[] passes = s.passes().toArray(new Masks[0]);
    passes[s.stage()] = stage;
    List<Masks> all = List.of(passes);
    List<Integer> order = s.choosersThen(seat);
    for (int y = 0; y < stage.size(); y++) {
      if (stage.get(y) == 0) {
        return s.passing(all, order, s.stage(), s.hands());
      }
    }
    return s.passing(all, order, s.stage() + 1, deliver(s.hands(), stage, s.direction()));
  }

  /** §3.2: every seat gives its chosen cards and receives those of its giver, all at once. */
  static Masks deliver(Masks hands, Masks chosen, PassDirection direction) {
    int n = hands.size();
    long[] next = new long[n];
    for (int s = 0; s < n; s++) {
      next[s] = (hands.get(s) & ~chosen.get(s)) | chosen.get(direction.giver(s, n));
    }
    return Masks.wrap(next);
  }

  /**
   * What {@code seat} passed per stage, in stage order: each delivered stage, and the stage in
   * progress once it has chosen.
   */
  static List<CardSet> passedBy(HeartsSetup s, int seat) {
    int stages = s.passes().size();
    CardSet[] out = new CardSet[stages];
    int n = 0;
    for (int k = 0; k < stages; k++) {
      long p = s.passes().get(k).get(seat);
      if (k < s.stage() || (k == s.stage() && p != 0)) {
        out[n++] = CardSet.ofBits(p);
      }
    }
    return listOf(out, n);
  }

  /** What {@code seat} received per delivered stage, in stage order: its giver's passes. */
  static List<CardSet> receivedBy(HeartsSetup s, int seat) {
    int giver = s.direction().giver(seat, s.players());
    int delivered = Math.min(s.stage(), s.passes().size());
    CardSet[] out = new CardSet[delivered];
    for (int k = 0; k < delivered; k++) {
      out[k] = CardSet.ofBits(s.passes().get(k).get(giver));
    }
    return listOf(out, delivered);
  }

  /** The first {@code n} sets of {@code sets} as an immutable list (a view builds two per seat). */
  private static List<CardSet> listOf(CardSet[] sets, int n) {
    return switch (n) {
      case 0 -> List.of();
      case 1 -> List.of(sets[0]);
      default -> List.of(n == sets.length ? sets : Arrays.copyOf(sets, n));
    };
  }

  /** Per table size, the {@code chosen} of a view outside passing: nobody has chosen. */
  private static final List<List<Boolean>> NONE_CHOSEN = noneChosen();

  private static List<List<Boolean>> noneChosen() {
    List<List<Boolean>> out = new ArrayList<>();
    for (int n = 0; n <= 8; n++) {
      Boolean[] none = new Boolean[n];
      Arrays.fill(none, false);
      out.add(List.of(none));
    }
    return List.copyOf(out);
  }

  /** Per seat, whether it has chosen in the current passing stage (all false outside passing). */
  static List<Boolean> chosen(HeartsState s) {
    int n = s.players();
    if (s.phase() != HeartsState.Phase.PASSING) {
      return NONE_CHOSEN.get(n);
    }
    Boolean[] chosen = new Boolean[n];
    for (int y = 0; y < n; y++) {
      chosen[y] = s.hasChosen(y);
    }
    return List.of(chosen);
  }
}
