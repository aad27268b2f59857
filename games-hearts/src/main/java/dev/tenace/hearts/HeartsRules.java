package dev.tenace.hearts;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.Deck;
import dev.tenace.core.game.TenaceStyle;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import org.immutables.value.Value;

/**
 * The rules of a Hearts game: every variant of {@code rules/hearts.md} §7 by its exact name, with
 * the documented default. Immutable; build with {@link #builder()} or start from
 * {@link #defaults()} / {@link #commonOnline()} and copy with {@code with*}:
 *
 * <pre>{@code
 * HeartsRules r = HeartsRules.defaults().withNoPointsFirstTrick(true).withTargetScore(50);
 * HeartsRules widow5 = HeartsRules.builder().widow(true).players(5).build();
 * }</pre>
 *
 * <p>{@link #defaults()} and the builder give an {@code ImmutableHeartsRules}, which has the
 * {@code with*} copy methods.
 *
 * <p>An invalid combination (§7: {@code widow} with 3 players, a player count other than 3–5, a
 * target below 1) cannot be built: the builder throws an {@link IllegalArgumentException} listing
 * every problem; {@link #validate} returns them all as a value.
 */
@TenaceStyle
@Value.Immutable
public abstract class HeartsRules {
  HeartsRules() {}

  /** §5.2: the shooter chooses −26 for himself or +26 for the others (default on). */
  @Value.Default
  public boolean moonChoice() {
    return true;
  }

  /** §6.1: the game ends when a total reaches this (default 100; ignored under {@code widow}). */
  @Value.Default
  public int targetScore() {
    return 100;
  }

  /** §7.1: the seed's 4–5 player widow game (default off). */
  @Value.Default
  public boolean widow() {
    return false;
  }

  /** §7: number of players, 3 to 5 (default 4; 4 or 5 with {@code widow}). */
  @Value.Default
  public int players() {
    return 4;
  }

  /** §7: on trick 1 a player void in clubs may not play a heart or QS unless he holds only those. */
  @Value.Default
  public boolean noPointsFirstTrick() {
    return false;
  }

  /** §7: playing QS also breaks hearts. */
  @Value.Default
  public boolean queenBreaksHearts() {
    return false;
  }

  /** §7: the winner of JD scores −10 for the deal. */
  @Value.Default
  public boolean jackOfDiamonds() {
    return false;
  }

  /** §4.4: hearts may not be led until broken (default on; off = broken from the start). */
  @Value.Default
  public boolean mustBreakHearts() {
    return true;
  }

  /** §7: the holder of 2C may lead any club to trick 1. */
  @Value.Default
  public boolean firstLeadAnyClub() {
    return false;
  }

  /** §7: a player who took no trick scores −5, unless the moon was shot. */
  @Value.Default
  public boolean noTricksBonus() {
    return false;
  }

  /** §7: with hearts unbroken and only QS and hearts in hand, the leader may lead QS or a heart. */
  @Value.Default
  public boolean heartsInsteadOfQueenLead() {
    return false;
  }

  /** A builder with every variant at its default. */
  public static ImmutableHeartsRules.Builder builder() {
    return ImmutableHeartsRules.builder();
  }

  /** The rules file's defaults (seed 004). */
  public static ImmutableHeartsRules defaults() {
    return DEFAULTS;
  }

  /** The "common online" preset: defaults plus {@code noPointsFirstTrick} and {@code queenBreaksHearts}. */
  public static ImmutableHeartsRules commonOnline() {
    return ONLINE;
  }

  private static final ImmutableHeartsRules DEFAULTS = builder().build();
  private static final ImmutableHeartsRules ONLINE = builder().noPointsFirstTrick(true).queenBreaksHearts(true).build();

  /** Every problem of the combination at once (§7 "Invalid combinations"), or the rules. */
  public static Validation<Seq<String>, HeartsRules> validate(HeartsRules rules) {
    Seq<String> problems = problems(rules);
    return problems.isEmpty() ? Validation.valid(rules) : Validation.invalid(problems);
  }

  static Seq<String> problems(HeartsRules r) {
    List<String> out = List.empty();
    if (r.players() < 3 || r.players() > 5) {
      out = out.append("players must be 3, 4 or 5 (hearts §1.2, §7) but was " + r.players());
    }
    if (r.widow() && r.players() == 3) {
      out = out.append("widow needs 4 or 5 players (hearts §7.1.1, invalid combination: widow with players = 3)");
    }
    if (r.targetScore() < 1) {
      out = out.append("targetScore must be at least 1 (hearts §6.1) but was " + r.targetScore());
    }
    return out;
  }

  @Value.Check
  void check() {
    Seq<String> problems = problems(this);
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException("invalid Hearts rules: " + problems.mkString("; "));
    }
  }

  /** The deck: 52 cards, less 2D for 3 players and 2C 2D for 5 players without the widow (§7 players). */
  public Deck deck() {
    if (widow() || players() == 4) {
      return Deck.standard();
    }
    return players() == 3 ? Deck.standard().without(Card.parse("2D"))
        : Deck.standard().without(Card.parse("2C"), Card.parse("2D"));
  }

  /** Cards per hand (§2.2, §7 players, §7.1.1). */
  public int handSize() {
    if (widow()) {
      return players() == 4 ? 12 : 10;
    }
    return deck().size() / players();
  }

  /** Cards passed in each stage of a passing deal: {@code [3]}, or {@code [2, 1]} in the widow game (§3.2, §7.1.2). */
  public int[] passStages() {
    return widow() ? new int[] {2, 1} : new int[] {3};
  }

  /** The pass direction of deal {@code k ≥ 1} (§3.1, §7 players, §7.1.2). */
  public PassDirection passDirection(int deal) {
    if (deal < 1) {
      throw new IllegalArgumentException("deal numbers start at 1 but was " + deal);
    }
    if (widow()) {
      return deal % 2 == 1 ? PassDirection.LEFT : PassDirection.RIGHT;
    }
    if (players() == 4) {
      return PassDirection.values()[(deal - 1) % 4];
    }
    PassDirection[] cycle = {PassDirection.LEFT, PassDirection.RIGHT, PassDirection.HOLD};
    return cycle[(deal - 1) % 3];
  }

  /** Whether hearts count as broken from the start (§7 {@code mustBreakHearts} off, §7.1.4 widow). */
  boolean heartsOpen() {
    return !mustBreakHearts() || widow();
  }

  /** Whether the moon can be shot (§5.2; not in the widow game, §7.1.6). */
  boolean moonPossible() {
    return !widow();
  }

  /** The card that must lead trick 1 when no widow is in play: 2C, or 3C with 5 players (§4.1, §7 players). */
  Card firstLeadCard() {
    return players() == 5 && !widow() ? Card.parse("3C") : Card.parse("2C");
  }
}
