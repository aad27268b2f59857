package dev.tenace.hearts;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.ContextField;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.spi.AbstractGameDefinition;
import dev.tenace.core.spi.UtilityBounds;
import dev.tenace.core.spi.VariantTable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Hearts for generic tools (the {@code tenace} command line, simulators, replay): its variants with
 * types, defaults and sections, its rule codes, presets, rules from {@code name=value} text,
 * matches and single deals. Registered for {@link java.util.ServiceLoader} as a {@link
 * GameDefinition}.
 *
 * <pre>{@code
 * HeartsRules r = HeartsGame.INSTANCE.rules(HeartsRules.defaults(), Map.of("targetScore", "50")).get();
 * Match<HeartsState> m = HeartsGame.INSTANCE.newMatch(r, 0, 42L);   // lowest total wins (§6.2)
 * }</pre>
 */
public final class HeartsGame extends AbstractGameDefinition<HeartsRules, HeartsState, HeartsView> {
  private static final VariantTable<HeartsRules, HeartsRules.Builder> TABLE =
      VariantTable.of("Hearts", HeartsRules::toBuilder, HeartsRules.Builder::build)
          .bool(
              "moonChoice",
              "§5.2",
              "the shooter chooses -26 for himself or +26 for the others",
              HeartsRules::moonChoice,
              HeartsRules.Builder::moonChoice)
          .bool(
              "shootTheMoon",
              "§5.2",
              "taking every heart and QS shoots the moon; off: 26 points like any others",
              HeartsRules::shootTheMoon,
              HeartsRules.Builder::shootTheMoon)
          .integer(
              "targetScore",
              1,
              HeartsRules.MAX_TARGET_SCORE,
              "§6.1",
              "the game ends when a total reaches this",
              HeartsRules::targetScore,
              HeartsRules.Builder::targetScore)
          .bool(
              "widow",
              "§7.1",
              "the seed's 4-5 player widow game: two-stage passing, widow to the last trick",
              HeartsRules::widow,
              HeartsRules.Builder::widow)
          .integer(
              "players",
              3,
              5,
              "§7",
              "3, 4 or 5 players (3: no 2D; 5: no 2C 2D, unless widow)",
              HeartsRules::players,
              HeartsRules.Builder::players)
          .bool(
              "noPointsFirstTrick",
              "§7",
              "no heart or QS on trick 1 while a safe card is held",
              HeartsRules::noPointsFirstTrick,
              HeartsRules.Builder::noPointsFirstTrick)
          .bool(
              "queenBreaksHearts",
              "§7",
              "playing QS also breaks hearts",
              HeartsRules::queenBreaksHearts,
              HeartsRules.Builder::queenBreaksHearts)
          .bool(
              "jackOfDiamonds",
              "§7",
              "the winner of JD scores -10",
              HeartsRules::jackOfDiamonds,
              HeartsRules.Builder::jackOfDiamonds)
          .bool(
              "mustBreakHearts",
              "§4.4",
              "hearts may not be led until broken",
              HeartsRules::mustBreakHearts,
              HeartsRules.Builder::mustBreakHearts)
          .bool(
              "firstLeadAnyClub",
              "§7",
              "the 2C holder may lead any club to trick 1",
              HeartsRules::firstLeadAnyClub,
              HeartsRules.Builder::firstLeadAnyClub)
          .bool(
              "noTricksBonus",
              "§7",
              "-5 for a player who took no trick, unless the moon was shot",
              HeartsRules::noTricksBonus,
              HeartsRules.Builder::noTricksBonus)
          .bool(
              "heartsInsteadOfQueenLead",
              "§7",
              "holding only QS and hearts, the leader may lead a heart",
              HeartsRules::heartsInsteadOfQueenLead,
              HeartsRules.Builder::heartsInsteadOfQueenLead)
          .preset("default")
          .preset("common-online", HeartsRules.commonOnline())
          .preset("omnibus", b -> b.jackOfDiamonds(true))
          .preset("three-players", b -> b.players(3))
          .preset("five-players", b -> b.players(5))
          .preset("widow-4", b -> b.widow(true).players(4))
          .preset("widow-5", b -> b.widow(true).players(5))
          .build(HeartsRules.defaults());

  /** The game's own rule codes, after the common ones, with their meanings. */
  private static final Map<String, String> CODES =
      codes(
          RuleCode.FIRST_LEAD,
          "trick 1 is not led with 2C (3C with 5 players, the lowest club held in the widow game;"
              + " any club with firstLeadAnyClub), §4.1",
          HeartsState.HEARTS_NOT_BROKEN,
          "a heart is led before hearts are broken while the leader holds another card, §4.4",
          HeartsState.NO_POINTS_FIRST_TRICK,
          "a heart or QS is played to trick 1 while a safe card is held (noPointsFirstTrick), §7");

  /** The shared instance. */
  public static final HeartsGame INSTANCE = new HeartsGame();

  /**
   * For the service loader; prefer {@link #INSTANCE}. Presets: {@code default}, {@code
   * common-online}, {@code omnibus}, {@code three-players}, {@code five-players}, {@code widow-4},
   * {@code widow-5}. Rule codes: the common ones, then {@code FIRST_LEAD}, {@code
   * HEARTS_NOT_BROKEN} and {@code NO_POINTS_FIRST_TRICK}.
   */
  public HeartsGame() {
    super(
        TABLE,
        HeartsMatchPolicy::new,
        HeartsState::deal,
        CODES,
        UtilityBounds.of(HeartsUtility::range));
  }

  /**
   * {@inheritDoc}
   *
   * <p>Context keys (REPLAY.md): {@code "deal"} (a whole number ≥ 1, sets the pass direction),
   * {@code "passDirection"} ({@code LEFT|RIGHT|ACROSS|HOLD}, overrides it) and {@code "standing"}
   * (the match totals before the deal, one Integer per seat; zeros when absent).
   */
  @Override
  public HeartsState explicitDeal(
      HeartsRules rules,
      int dealer,
      List<CardSet> hands,
      List<Card> rest,
      Map<String, Object> context) {
    int dealNumber = GameDefinition.dealNumber(context);
    Object d = context.get("passDirection");
    PassDirection dir = d == null ? null : PassDirection.parse(String.valueOf(d));
    return HeartsState.of(rules, dealNumber, dealer, hands, rest, dir)
        .withStanding(GameDefinition.standing(context, rules.players()));
  }

  @Override
  protected Map<String, Object> resultOf(HeartsState terminal) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("points", terminal.points());
    return m;
  }

  /** {@code "deal"}, {@code "standing"} and {@code "passDirection"} (REPLAY.md). */
  @Override
  public List<ContextField> contextFields(HeartsRules rules) {
    return dealContextFields(rules, ContextField.text("passDirection"));
  }
}
