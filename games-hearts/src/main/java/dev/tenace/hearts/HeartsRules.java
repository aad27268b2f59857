package dev.tenace.hearts;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.Deck;
import dev.tenace.core.spi.TrickGameState;
import dev.tenace.core.spi.VariantTable;
import io.vavr.collection.List;
import io.vavr.collection.Seq;

/**
 * The rules of a Hearts game: every variant of {@code rules/hearts.md} §7 by its exact name, with
 * the documented default. An immutable value; start from {@link #defaults()} or {@link
 * #commonOnline()} and copy with {@code with*}, or use {@link #builder()}:
 *
 * <pre>{@code
 * HeartsRules r = HeartsRules.defaults().withNoPointsFirstTrick(true).withTargetScore(50);
 * HeartsRules widow5 = HeartsRules.builder().widow(true).players(5).build();
 * }</pre>
 *
 * <p>An invalid combination (§7: {@code widow} with 3 players, a player count other than 3–5, a
 * target outside 1–100000) cannot be built: the constructor, every {@code with*} and the builder
 * throw an {@link IllegalArgumentException} listing every problem ({@code HeartsGame.rules} returns
 * them all as a value).
 *
 * @param moonChoice §5.2: the shooter chooses −26 for himself or +26 for the others (default on)
 * @param shootTheMoon §5.2, §7: taking every heart and QS shoots the moon (default on); off, they
 *     are 26 points like any others, no {@code moon} action is offered and {@code moonChoice} has
 *     no effect
 * @param targetScore §6.1: the game ends when a total reaches this (default 100; ignored under
 *     {@code widow})
 * @param widow §7.1: the seed's 4–5 player widow game (default off)
 * @param players §7: number of players, 3 to 5 (default 4; 4 or 5 with {@code widow})
 * @param noPointsFirstTrick §7: on trick 1 a player void in clubs may not play a heart or QS unless
 *     he holds only those
 * @param queenBreaksHearts §7: playing QS also breaks hearts
 * @param jackOfDiamonds §7: the winner of JD scores −10 for the deal
 * @param mustBreakHearts §4.4: hearts may not be led until broken (default on; off = broken from
 *     the start)
 * @param firstLeadAnyClub §7: the holder of 2C may lead any club to trick 1
 * @param noTricksBonus §7: a player who took no trick scores −5, unless the moon was shot
 * @param heartsInsteadOfQueenLead §7: with hearts unbroken and only QS and hearts in hand, the
 *     leader may lead QS or a heart
 */
public record HeartsRules(
    boolean moonChoice,
    boolean shootTheMoon,
    int targetScore,
    boolean widow,
    int players,
    boolean noPointsFirstTrick,
    boolean queenBreaksHearts,
    boolean jackOfDiamonds,
    boolean mustBreakHearts,
    boolean firstLeadAnyClub,
    boolean noTricksBonus,
    boolean heartsInsteadOfQueenLead)
    implements TrickGameState.Dealing {

  /** The largest {@code targetScore}. */
  public static final int MAX_TARGET_SCORE = 100_000;

  private static final HeartsRules DEFAULTS = builder().build();
  private static final HeartsRules ONLINE =
      builder().noPointsFirstTrick(true).queenBreaksHearts(true).build();

  /**
   * Checks the combination.
   *
   * @throws IllegalArgumentException listing every problem
   */
  public HeartsRules {
    VariantTable.requireValid("Hearts", problems(players, widow, targetScore));
  }

  /** The rules file's defaults (seed 004). */
  public static HeartsRules defaults() {
    return DEFAULTS;
  }

  /**
   * The "common online" preset: defaults plus {@code noPointsFirstTrick} and {@code
   * queenBreaksHearts}.
   */
  public static HeartsRules commonOnline() {
    return ONLINE;
  }

  /** A builder with every variant at its default. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding these rules. */
  public Builder toBuilder() {
    return new Builder()
        .moonChoice(moonChoice)
        .shootTheMoon(shootTheMoon)
        .targetScore(targetScore)
        .widow(widow)
        .players(players)
        .noPointsFirstTrick(noPointsFirstTrick)
        .queenBreaksHearts(queenBreaksHearts)
        .jackOfDiamonds(jackOfDiamonds)
        .mustBreakHearts(mustBreakHearts)
        .firstLeadAnyClub(firstLeadAnyClub)
        .noTricksBonus(noTricksBonus)
        .heartsInsteadOfQueenLead(heartsInsteadOfQueenLead);
  }

  private static Seq<String> problems(int players, boolean widow, int targetScore) {
    List<String> out = List.empty();
    if (players < 3 || players > 5) {
      out = out.append("players must be 3, 4 or 5 (hearts §1.2, §7) but was " + players);
    }
    if (widow && players == 3) {
      out =
          out.append(
              "widow needs 4 or 5 players (hearts §7.1.1, invalid combination: widow with players = 3)");
    }
    if (targetScore < 1 || targetScore > MAX_TARGET_SCORE) {
      out =
          out.append(
              "targetScore must be at least 1 and at most "
                  + MAX_TARGET_SCORE
                  + " (hearts §6.1) but was "
                  + targetScore);
    }
    return out;
  }

  /** A copy with {@code moonChoice} set. */
  public HeartsRules withMoonChoice(boolean value) {
    return toBuilder().moonChoice(value).build();
  }

  /** A copy with {@code shootTheMoon} set. */
  public HeartsRules withShootTheMoon(boolean value) {
    return toBuilder().shootTheMoon(value).build();
  }

  /** A copy with {@code targetScore} set. */
  public HeartsRules withTargetScore(int value) {
    return toBuilder().targetScore(value).build();
  }

  /** A copy with {@code widow} set. */
  public HeartsRules withWidow(boolean value) {
    return toBuilder().widow(value).build();
  }

  /** A copy with {@code players} set. */
  public HeartsRules withPlayers(int value) {
    return toBuilder().players(value).build();
  }

  /** A copy with {@code noPointsFirstTrick} set. */
  public HeartsRules withNoPointsFirstTrick(boolean value) {
    return toBuilder().noPointsFirstTrick(value).build();
  }

  /** A copy with {@code queenBreaksHearts} set. */
  public HeartsRules withQueenBreaksHearts(boolean value) {
    return toBuilder().queenBreaksHearts(value).build();
  }

  /** A copy with {@code jackOfDiamonds} set. */
  public HeartsRules withJackOfDiamonds(boolean value) {
    return toBuilder().jackOfDiamonds(value).build();
  }

  /** A copy with {@code mustBreakHearts} set. */
  public HeartsRules withMustBreakHearts(boolean value) {
    return toBuilder().mustBreakHearts(value).build();
  }

  /** A copy with {@code firstLeadAnyClub} set. */
  public HeartsRules withFirstLeadAnyClub(boolean value) {
    return toBuilder().firstLeadAnyClub(value).build();
  }

  /** A copy with {@code noTricksBonus} set. */
  public HeartsRules withNoTricksBonus(boolean value) {
    return toBuilder().noTricksBonus(value).build();
  }

  /** A copy with {@code heartsInsteadOfQueenLead} set. */
  public HeartsRules withHeartsInsteadOfQueenLead(boolean value) {
    return toBuilder().heartsInsteadOfQueenLead(value).build();
  }

  /**
   * Builds {@link HeartsRules}: every variant starts at its default; {@link #build()} checks the
   * combination.
   */
  public static final class Builder {
    private boolean moonChoice = true;
    private boolean shootTheMoon = true;
    private int targetScore = 100;
    private boolean widow;
    private int players = 4;
    private boolean noPointsFirstTrick;
    private boolean queenBreaksHearts;
    private boolean jackOfDiamonds;
    private boolean mustBreakHearts = true;
    private boolean firstLeadAnyClub;
    private boolean noTricksBonus;
    private boolean heartsInsteadOfQueenLead;

    private Builder() {}

    /** Sets {@code moonChoice} (§5.2). */
    public Builder moonChoice(boolean value) {
      moonChoice = value;
      return this;
    }

    /** Sets {@code shootTheMoon} (§5.2, §7). */
    public Builder shootTheMoon(boolean value) {
      shootTheMoon = value;
      return this;
    }

    /** Sets {@code targetScore} (§6.1). */
    public Builder targetScore(int value) {
      targetScore = value;
      return this;
    }

    /** Sets {@code widow} (§7.1). */
    public Builder widow(boolean value) {
      widow = value;
      return this;
    }

    /** Sets {@code players} (§7). */
    public Builder players(int value) {
      players = value;
      return this;
    }

    /** Sets {@code noPointsFirstTrick} (§7). */
    public Builder noPointsFirstTrick(boolean value) {
      noPointsFirstTrick = value;
      return this;
    }

    /** Sets {@code queenBreaksHearts} (§7). */
    public Builder queenBreaksHearts(boolean value) {
      queenBreaksHearts = value;
      return this;
    }

    /** Sets {@code jackOfDiamonds} (§7). */
    public Builder jackOfDiamonds(boolean value) {
      jackOfDiamonds = value;
      return this;
    }

    /** Sets {@code mustBreakHearts} (§4.4). */
    public Builder mustBreakHearts(boolean value) {
      mustBreakHearts = value;
      return this;
    }

    /** Sets {@code firstLeadAnyClub} (§7). */
    public Builder firstLeadAnyClub(boolean value) {
      firstLeadAnyClub = value;
      return this;
    }

    /** Sets {@code noTricksBonus} (§7). */
    public Builder noTricksBonus(boolean value) {
      noTricksBonus = value;
      return this;
    }

    /** Sets {@code heartsInsteadOfQueenLead} (§7). */
    public Builder heartsInsteadOfQueenLead(boolean value) {
      heartsInsteadOfQueenLead = value;
      return this;
    }

    /**
     * The rules.
     *
     * @throws IllegalArgumentException listing every problem of an invalid combination
     */
    public HeartsRules build() {
      return new HeartsRules(
          moonChoice,
          shootTheMoon,
          targetScore,
          widow,
          players,
          noPointsFirstTrick,
          queenBreaksHearts,
          jackOfDiamonds,
          mustBreakHearts,
          firstLeadAnyClub,
          noTricksBonus,
          heartsInsteadOfQueenLead);
    }
  }

  /**
   * The deck: 52 cards, less 2D for 3 players and 2C 2D for 5 players without the widow (§7
   * players).
   */
  @Override
  public Deck deck() {
    if (widow || players == 4) {
      return Deck.standard();
    }
    return players == 3
        ? Deck.standard().without(Card.parse("2D"))
        : Deck.standard().without(Card.parse("2C"), Card.parse("2D"));
  }

  /** Cards per hand (§2.2, §7 players, §7.1.1). */
  @Override
  public int handSize() {
    if (widow) {
      return players == 4 ? 12 : 10;
    }
    return deck().size() / players;
  }

  /**
   * Cards passed in each stage of a passing deal: {@code [3]}, or {@code [2, 1]} in the widow game
   * (§3.2, §7.1.2).
   */
  public int[] passStages() {
    return widow ? new int[] {2, 1} : new int[] {3};
  }

  /** {@code passStages()[stage]} without building the array: what a pass's check reads. */
  int passSize(int stage) {
    return widow ? 2 - stage : 3;
  }

  /** The pass direction of deal {@code k ≥ 1} (§3.1, §7 players, §7.1.2). */
  public PassDirection passDirection(int deal) {
    if (deal < 1) {
      throw new IllegalArgumentException("deal numbers start at 1 but was " + deal);
    }
    if (widow) {
      return deal % 2 == 1 ? PassDirection.LEFT : PassDirection.RIGHT;
    }
    if (players == 4) {
      return PassDirection.values()[(deal - 1) % 4];
    }
    PassDirection[] cycle = {PassDirection.LEFT, PassDirection.RIGHT, PassDirection.HOLD};
    return cycle[(deal - 1) % 3];
  }

  /**
   * Whether hearts count as broken from the start (§7 {@code mustBreakHearts} off, §7.1.4 widow).
   */
  boolean heartsOpen() {
    return !mustBreakHearts || widow;
  }

  /**
   * Whether the moon can be shot (§5.2; not with {@code shootTheMoon} off, §7, nor in the widow
   * game, §7.1.6).
   */
  boolean moonPossible() {
    return shootTheMoon && !widow;
  }

  /**
   * The card that must lead trick 1 when no widow is in play: 2C, or 3C with 5 players (§4.1, §7
   * players).
   */
  Card firstLeadCard() {
    return players == 5 && !widow ? Card.parse("3C") : Card.parse("2C");
  }
}
