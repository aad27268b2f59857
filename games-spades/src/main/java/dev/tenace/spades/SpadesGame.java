package dev.tenace.spades;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.ContextField;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.spi.AbstractGameDefinition;
import dev.tenace.core.spi.VariantTable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Spades for generic tools: variants, the Yahoo table presets, rules from {@code name=value} text,
 * matches, single deals and replay results. Registered for {@link java.util.ServiceLoader}.
 *
 * <pre>{@code
 * SpadesRules rules = SpadesGame.INSTANCE.rules(SpadesRules.defaults(), Map.of("targetScore", "300")).get();
 * Match<SpadesState> m = SpadesGame.INSTANCE.newMatch(rules, 0, 42L);
 * ...
 * SpadesGame.teamTotals(m);   // [A, B]
 * SpadesGame.teamBags(m);     // [A, B]
 * }</pre>
 */
public final class SpadesGame extends AbstractGameDefinition<SpadesRules, SpadesState, SpadesView> {
  private static final VariantTable<SpadesRules, SpadesRules.Builder> VARIANTS =
      VariantTable.<SpadesRules, SpadesRules.Builder>of(
              "Spades", r -> SpadesRules.builder().from(r), SpadesRules.Builder::build)
          .bool(
              "bags",
              "§5.3",
              "overtricks are bags; every tenth costs 100",
              SpadesRules::bags,
              SpadesRules.Builder::bags)
          .bool(
              "blindNil",
              "§7",
              "blind nil before looking, +-200",
              SpadesRules::blindNil,
              SpadesRules.Builder::blindNil)
          .integer(
              "targetScore",
              1,
              100_000,
              "§6.1",
              "the game ends when a team reaches this",
              SpadesRules::targetScore,
              SpadesRules.Builder::targetScore)
          .bool(
              "suicide",
              "§7",
              "each team must bid a nil; a 500-point margin also wins",
              SpadesRules::suicide,
              SpadesRules.Builder::suicide)
          .bool(
              "doubleNilPass",
              "§7",
              "blind nil only 200 behind, then partners exchange 2 cards",
              SpadesRules::doubleNilPass,
              SpadesRules.Builder::doubleNilPass)
          .bool(
              "mirror",
              "§7",
              "every bid is the number of spades held",
              SpadesRules::mirror,
              SpadesRules.Builder::mirror)
          .bool(
              "limit200",
              "§7",
              "a team landing in [200, 205] wins",
              SpadesRules::limit200,
              SpadesRules.Builder::limit200)
          .bool(
              "roulette",
              "§7",
              "every bid is blind nil; a 500-point margin wins",
              SpadesRules::roulette,
              SpadesRules.Builder::roulette)
          .bool(
              "lefty",
              "§7",
              "only the leftmost legal card may be played",
              SpadesRules::lefty,
              SpadesRules.Builder::lefty)
          .bool(
              "righty",
              "§7",
              "only the rightmost legal card may be played",
              SpadesRules::righty,
              SpadesRules.Builder::righty)
          .bool(
              "bidErrorScoring",
              "§7",
              "with lefty/righty: individual game by bid error",
              SpadesRules::bidErrorScoring,
              SpadesRules.Builder::bidErrorScoring)
          .integer(
              "matchDeals",
              1,
              1_000,
              "§7",
              "deals of the bid-error game",
              SpadesRules::matchDeals,
              SpadesRules.Builder::matchDeals)
          .bool(
              "nilTricksSeparate",
              "§7",
              "a nil bidder's tricks score +1 and a bag, not toward the contract",
              SpadesRules::nilTricksSeparate,
              SpadesRules.Builder::nilTricksSeparate)
          .bool(
              "blindNilRestricted",
              "§7",
              "blind nil only 100 behind, then the 2-card exchange",
              SpadesRules::blindNilRestricted,
              SpadesRules.Builder::blindNilRestricted)
          .bool(
              "tenForTwoHundred",
              "§7",
              "a made contract of 10+ scores 200",
              SpadesRules::tenForTwoHundred,
              SpadesRules.Builder::tenForTwoHundred)
          .bool(
              "firstLeadTwoOfClubs",
              "§7",
              "the 2C holder leads it to trick 1",
              SpadesRules::firstLeadTwoOfClubs,
              SpadesRules.Builder::firstLeadTwoOfClubs)
          .integer(
              "lossScore",
              -100_000,
              0,
              "§7",
              "a team at or below this negative total loses; 0: off",
              SpadesRules::lossScore,
              SpadesRules.Builder::lossScore)
          .bool(
              "teamBidLimit",
              "§7",
              "a team's bids total at most 13",
              SpadesRules::teamBidLimit,
              SpadesRules.Builder::teamBidLimit)
          .bool(
              "doubleNilUnit",
              "§7",
              "two nils of a team score as one contract, +-200, no bags",
              SpadesRules::doubleNilUnit,
              SpadesRules.Builder::doubleNilUnit)
          .build(SpadesRules.defaults());

  /** The game's own rule codes, after the common ones, with their meanings. */
  private static final Map<String, String> CODES =
      codes(
          SpadesState.BID_NOT_ALLOWED,
          "a bid, or look, outside the seat's legal set (spades §3.3, §3.4, §7)",
          SpadesState.SPADES_NOT_BROKEN,
          "a spade led before spades are broken by a seat holding another suit (spades §4.3)",
          RuleCode.FIRST_LEAD,
          "trick 1 must be led with 2C by its holder (spades §7 firstLeadTwoOfClubs)",
          SpadesState.LEFTY,
          "only the leftmost legal card may be played (spades §7 lefty)",
          SpadesState.RIGHTY,
          "only the rightmost legal card may be played (spades §7 righty)");

  /** The shared instance. */
  public static final SpadesGame INSTANCE = new SpadesGame();

  /**
   * For the service loader; prefer {@link #INSTANCE}. Presets: the Yahoo table types ({@link
   * SpadesRules#yahooTables()}). Rule codes: the common ones, then {@code BID_NOT_ALLOWED}, {@code
   * SPADES_NOT_BROKEN}, {@code FIRST_LEAD}, {@code LEFTY} and {@code RIGHTY}.
   */
  public SpadesGame() {
    super(
        VARIANTS,
        SpadesMatchPolicy::new,
        SpadesState::deal,
        SpadesRules.yahooTables(),
        CODES,
        SpadesUtility.BOUNDS);
  }

  /**
   * The team totals [A, B] of a Spades match: before its current deal, and after it once that deal
   * is over (in the bid-error game too, whose {@link Match#totals()} are bid errors).
   */
  public static List<Integer> teamTotals(Match<SpadesState> match) {
    SpadesState d = match.deal();
    return d.isTerminal() ? d.scoresAfter() : d.scoresBefore();
  }

  /**
   * The team bag counts [A, B] of a Spades match: before its current deal, and after it once that
   * deal is over.
   */
  public static List<Integer> teamBags(Match<SpadesState> match) {
    SpadesState d = match.deal();
    return d.isTerminal() ? d.bagsAfter() : d.bagsBefore();
  }

  /**
   * {@inheritDoc}
   *
   * <p>Context keys (REPLAY.md): {@code "scores"} and {@code "bags"}, team values [A, B] before the
   * deal (default [0, 0]; bags 0 to 9), and {@code "deal"}. In the bid-error game (bidErrorScoring)
   * also {@code "errors"}, the seats' cumulative bid errors before the deal (default [0, 0, 0, 0]),
   * the deal's standing. A value of the wrong shape is an {@link IllegalArgumentException} naming
   * the field.
   */
  /**
   * §1.2: teams {0, 2} and {1, 3}; with bidErrorScoring (§7) every seat is scored and wins alone.
   */
  @Override
  public List<List<Integer>> teams(SpadesRules rules) {
    return rules.bidErrorScoring() ? super.teams(rules) : List.of(List.of(0, 2), List.of(1, 3));
  }

  @Override
  public SpadesState explicitDeal(
      SpadesRules rules,
      int dealer,
      List<CardSet> hands,
      List<Card> rest,
      Map<String, Object> context) {
    if (!rest.isEmpty()) {
      throw new IllegalArgumentException(
          "spades deals every card: \"rest\" must be empty but holds " + rest);
    }
    List<Integer> scores = ints(context, "scores", 2, Integer.MIN_VALUE, Integer.MAX_VALUE);
    List<Integer> bags = ints(context, "bags", 2, 0, 9);
    int deal = GameDefinition.dealNumber(context);
    List<Integer> standing =
        rules.bidErrorScoring()
            ? ints(context, "errors", 4, 0, Integer.MAX_VALUE)
            : List.of(scores.get(0), scores.get(1), scores.get(0), scores.get(1));
    return SpadesState.start(
        SpadesSetup.of(rules, SpadesState.explicit(dealer, hands), deal, scores, bags, standing));
  }

  /** A context list of {@code size} whole numbers in [min, max]; zeros when absent. */
  private static List<Integer> ints(
      Map<String, Object> context, String field, int size, long min, long max) {
    Object v = context.get(field);
    if (v == null) {
      return java.util.Collections.nCopies(size, 0);
    }
    String expected =
        "\""
            + field
            + "\" must be a list of "
            + size
            + " whole numbers"
            + (min == Integer.MIN_VALUE
                ? ""
                : " from " + min + (max == Integer.MAX_VALUE ? "" : " to " + max));
    if (!(v instanceof List<?> list) || list.size() != size) {
      throw new IllegalArgumentException(expected + " but was " + v);
    }
    List<Integer> out = new ArrayList<>(size);
    for (Object x : list) {
      if (!(x instanceof Integer || x instanceof Long)
          || ((Number) x).longValue() < min
          || ((Number) x).longValue() > max) {
        throw new IllegalArgumentException(expected + " but was " + v);
      }
      out.add(((Number) x).intValue());
    }
    return List.copyOf(out);
  }

  /**
   * Spades: the {@code "deal"} number and the team {@code "scores"} and {@code "bags"} before the
   * deal; in the bid-error game also the seats' {@code "errors"} before it.
   */
  @Override
  public Map<String, Object> context(SpadesState deal) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("deal", deal.dealNumber());
    m.put("scores", deal.scoresBefore());
    m.put("bags", deal.bagsBefore());
    if (deal.rules().bidErrorScoring()) {
      m.put("errors", deal.standing());
    }
    return m;
  }

  @Override
  protected Map<String, Object> resultOf(SpadesState terminal) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("tricks", perSeat(terminal, terminal::tricks));
    m.put("teamScore", terminal.teamScores());
    m.put("bags", terminal.bagsAfter());
    return m;
  }

  /**
   * {@code "deal"}, {@code "standing"}, the teams' {@code "scores"} and {@code "bags"} before the
   * deal, and the seats' bid {@code "errors"} (REPLAY.md).
   */
  @Override
  public List<ContextField> contextFields(SpadesRules rules) {
    return dealContextFields(
        rules,
        ContextField.numbers("scores", 2),
        ContextField.numbers("bags", 2),
        ContextField.numbers("errors", 4));
  }
}
