package dev.tenace.suitability;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.spi.AbstractGameDefinition;
import dev.tenace.core.spi.UtilityBounds;
import dev.tenace.core.spi.VariantTable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Suitability for generic tools: variants, presets, rules from {@code name=value} text, games,
 * single deals and replay results. Registered for {@link java.util.ServiceLoader}.
 *
 * <pre>{@code
 * SuitabilityRules r = SuitabilityGame.INSTANCE.rules(SuitabilityRules.defaults(), Map.of("players", "3")).get();
 * Match<SuitabilityState> m = SuitabilityGame.INSTANCE.newMatch(r, 0, 42L);
 * }</pre>
 *
 * <p>The variant {@code strippedRanks} has the game's own type {@code "ranks"}: rank letters
 * ({@code 2 … 9, T, J, Q, K, A}) separated by spaces or commas, e.g. {@code "2 3 4"}; empty for
 * none. Unless set, it follows {@code players} (§8, §9.3).
 */
public final class SuitabilityGame
    extends AbstractGameDefinition<SuitabilityRules, SuitabilityState, SuitabilityView> {
  private static final VariantTable<SuitabilityRules, SuitabilityRules.Builder> TABLE =
      VariantTable.<SuitabilityRules, SuitabilityRules.Builder>of(
              "Suitability", SuitabilityRules::toBuilder, SuitabilityRules.Builder::build)
          .integer(
              "players",
              2,
              5,
              "§8",
              "2, 3 (40 cards, turn-up), 4 or 5 (55 cards with jokers)",
              SuitabilityRules::players,
              SuitabilityRules.Builder::players)
          .choice(
              "endCondition",
              EndCondition.class,
              "§7",
              "a fixed number of deals, or a target score",
              SuitabilityRules::endCondition,
              SuitabilityRules.Builder::endCondition)
          .integer(
              "matchDeals",
              0,
              10_000,
              "§7.1",
              "deals in a DEALS game; 0 = one per player",
              SuitabilityRules::matchDeals,
              SuitabilityRules.Builder::matchDeals)
          .integer(
              "targetScore",
              1,
              100_000,
              "§7.2",
              "the target of a TARGET game",
              SuitabilityRules::targetScore,
              SuitabilityRules.Builder::targetScore)
          .custom(
              "strippedRanks",
              "ranks",
              "§8",
              "ranks removed from every suit for 3 or 2 players: rank letters, e.g. '2 3 4'",
              SuitabilityRules::strippedRanks,
              SuitabilityRules.Builder::strippedRanks,
              SuitabilityGame::ranks,
              SuitabilityGame::ranksText)
          .defaultText("none; 3 players: 2 3 4; 2 players: 2 3 4 5 6 7")
          .bool(
              "roundDown",
              "§6.2",
              "divide and round down instead of half up",
              SuitabilityRules::roundDown,
              SuitabilityRules.Builder::roundDown)
          .bool(
              "partnerships",
              "§8",
              "4 players in teams {0,2} and {1,3}",
              SuitabilityRules::partnerships,
              SuitabilityRules.Builder::partnerships)
          .preset("default")
          .preset("parlett", b -> b.roundDown(true))
          .preset("partnerships", b -> b.partnerships(true))
          .preset("two-players", b -> b.players(2))
          .preset("three-players", b -> b.players(3))
          .preset("five-players", b -> b.players(5))
          .preset("to-250", b -> b.endCondition(EndCondition.TARGET))
          .build(SuitabilityRules.defaults());

  /** The game's own rule codes, after the common ones, with their meanings. */
  private static final Map<String, String> CODES =
      codes(
          RuleCode.DECLARATION_NOT_ALLOWED,
          "the suit or the role of a declaration is already declared (§4.1)");

  /** The shared instance. */
  public static final SuitabilityGame INSTANCE = new SuitabilityGame();

  /**
   * For the service loader; prefer {@link #INSTANCE}. Rule codes: the common ones, then {@code
   * DECLARATION_NOT_ALLOWED}.
   */
  public SuitabilityGame() {
    super(
        TABLE,
        SuitabilityMatchPolicy::new,
        SuitabilityState::deal,
        CODES,
        UtilityBounds.of(SuitabilityUtility::range));
  }

  /** Reads the {@code "ranks"} type: rank letters separated by spaces, commas or semicolons. */
  static Set<Rank> ranks(String v) {
    Set<Rank> out = new TreeSet<>();
    for (String part : v.split("[\\s,;]+", -1)) {
      if (part.isEmpty()) {
        continue;
      }
      if (part.length() != 1) {
        throw new IllegalArgumentException(
            "'" + part + "' is not a rank letter (2..9, T, J, Q, K, A)");
      }
      out.add(Rank.ofLetter(part.charAt(0)));
    }
    return out;
  }

  /** Writes the {@code "ranks"} type: the letters in rank order, separated by spaces. */
  static String ranksText(Set<Rank> ranks) {
    StringBuilder sb = new StringBuilder();
    for (Rank k : new TreeSet<>(ranks)) {
      sb.append(sb.length() == 0 ? "" : " ").append(k.letter());
    }
    return sb.toString();
  }

  /** §8 partnerships: teams {0, 2} and {1, 3}; otherwise every seat plays for itself. */
  @Override
  public List<List<Integer>> teams(SuitabilityRules rules) {
    return rules.partnerships() ? List.of(List.of(0, 2), List.of(1, 3)) : super.teams(rules);
  }

  /**
   * Reads the context's {@code "deal"} number and {@code "standing"} (the totals before the deal,
   * one per seat).
   */
  @Override
  public SuitabilityState explicitDeal(
      SuitabilityRules rules,
      int dealer,
      List<CardSet> hands,
      List<Card> rest,
      Map<String, Object> context) {
    return SuitabilityState.of(
        rules,
        dealer,
        hands,
        rest,
        GameDefinition.dealNumber(context),
        GameDefinition.standing(context, rules.players()));
  }

  /** The card dealt face up (3 players), or nothing. */
  @Override
  public List<Card> rest(SuitabilityState deal) {
    return deal.dealtTurnUp().map(List::of).orElse(List.of());
  }

  @Override
  protected Map<String, Object> resultOf(SuitabilityState terminal) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("tricks", perSeat(terminal, terminal::tricks));
    m.put("penaltyCards", perSeat(terminal, terminal::penaltyCards));
    m.put("score", terminal.scores());
    return m;
  }
}
