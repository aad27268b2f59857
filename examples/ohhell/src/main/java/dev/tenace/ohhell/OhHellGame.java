package dev.tenace.ohhell;

import dev.tenace.core.card.*;
import dev.tenace.core.game.*;
import dev.tenace.core.spi.*;
import dev.tenace.ohhell.OhHellRules.*;
import java.util.*;

/**
 * Oh Hell for generic tools (the command line, replay, simulators, bots): its variants and presets,
 * rules from {@code name=value} text, matches, single deals, replay records and results. Registered
 * for {@link java.util.ServiceLoader}, so {@code tenace rules ohhell} finds it.
 *
 * <pre>{@code
 * OhHellRules r = OhHellGame.INSTANCE.rules(OhHellRules.defaults(), Map.of("players", "5")).get();
 * Match<OhHellState> m = OhHellGame.INSTANCE.newMatch(r, 0, 42L);
 * }</pre>
 */
public final class OhHellGame extends AbstractGameDefinition<OhHellRules, OhHellState, OhHellView> {
  /** The variants of §9 in its order; the rules value is its own builder. */
  static final VariantTable<OhHellRules, OhHellRules> VARIANTS =
      VariantTable.<OhHellRules, OhHellRules>of("Oh Hell", r -> r, r -> r)
          .integer(
              "players", 3, 7, "§1.1", "3 to 7", OhHellRules::players, OhHellRules::withPlayers)
          .choice(
              "schedule",
              Schedule.class,
              "§2.3",
              "the hand sizes deal by deal",
              OhHellRules::schedule,
              OhHellRules::withSchedule)
          .integer(
              "maxHand",
              1,
              Integer.MAX_VALUE,
              "§2.2",
              "the largest hand, capped by 52 / players",
              OhHellRules::maxHand,
              OhHellRules::withMaxHand)
          .bool(
              "hook",
              "§3.3",
              "the dealer may not make the bids total the tricks",
              OhHellRules::hook,
              OhHellRules::withHook)
          .choice(
              "scoring",
              Scoring.class,
              "§5",
              "what a made bid and a missed one score",
              OhHellRules::scoring,
              OhHellRules::withScoring)
          .build(OhHellRules.defaults());

  /** §8.3: the game's own refusals, after the common ones. */
  private static final Map<String, String> CODES =
      codes(
          "BID_OUT_OF_RANGE", "a bid above the tricks of the deal, or not a number (§3.2)",
          "BID_NOT_ALLOWED",
              "the dealer's bid that makes the bids total the tricks (the hook, §3.3)");

  /** The shared instance. */
  public static final OhHellGame INSTANCE = new OhHellGame();

  /** For the service loader; prefer {@link #INSTANCE}. */
  public OhHellGame() {
    super(
        "ohhell",
        VARIANTS,
        OhHellRules::players,
        Policy::new,
        OhHellRules.defaults(),
        presetTable(),
        CODES);
  }

  /** A preset for each value of §9 that is not a default, and the 13-card deal without trumps. */
  private static Map<String, OhHellRules> presetTable() {
    OhHellRules d = OhHellRules.defaults();
    Map<String, OhHellRules> m = new LinkedHashMap<>();
    m.put("default", d);
    m.put("up", d.withSchedule(Schedule.UP));
    m.put("down-up", d.withSchedule(Schedule.DOWN_UP));
    m.put("up-down", d.withSchedule(Schedule.UP_DOWN));
    m.put("no-hook", d.withHook(false));
    m.put("minus", d.withScoring(Scoring.EXACT_OR_MINUS));
    m.put("per-trick", d.withScoring(Scoring.PER_TRICK));
    m.put("no-trumps-13", d.withMaxHand(13));
    return m;
  }

  /**
   * A deal of a replay record (§8.1): the hands, the rest of the pack in deal order (turn-up
   * first), the {@code "deal"} number and the {@code "standing"} of its context.
   *
   * @throws IllegalArgumentException naming the problem if the cards are not a deal of {@code h(k)}
   *     cards each, or {@code k} is not a deal of the schedule
   */
  @Override
  public OhHellState explicitDeal(
      OhHellRules r, int dealer, List<CardSet> hands, List<Card> rest, Map<String, Object> c) {
    int k = GameDefinition.dealNumber(c);
    Deal d =
        TrickGameState.explicitDeal(
            "ohhell §8.1", Deck.standard(), r.players(), r.handSize(k), dealer, hands, rest);
    return OhHellState.start(r, d, k, GameDefinition.standing(c, r.players()));
  }

  /** {@code {"tricks": [...], "bids": [...], "score": [...]}} (§8.4). */
  @Override
  protected Map<String, Object> resultOf(OhHellState end) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("tricks", end.tricks().orElseThrow().tricksWon());
    m.put("bids", perSeat(end, s -> end.bid(s).orElseThrow()));
    m.put("score", perSeat(end, end::score));
    return m;
  }

  /**
   * An Oh Hell match for core's {@code Match} (§6): the deals of the schedule (§2.3), the deal
   * scores added to the totals (§5.4, {@link MatchPolicy#add}'s default), and after the last deal
   * the highest total wins, ties sharing the win (§6.2).
   *
   * @param rules the rules of every deal
   */
  record Policy(OhHellRules rules) implements RulesMatchPolicy<OhHellRules, OhHellState> {
    @Override
    public OhHellState deal(int k, int dealer, long seed, List<Integer> totals, OhHellState last) {
      return OhHellState.deal(rules, k, dealer, seed, totals);
    }

    @Override
    public List<Integer> winners(List<Integer> totals, int deals, OhHellState last) {
      return MatchPolicy.afterDeals(rules.deals(), totals, deals, false);
    }
  }

  /**
   * The least and greatest score of one deal (§5), whose largest hand is {@code H} (§2.2): a made
   * bid scores at most {@code 10 + H} under each scoring; a missed one at least 0, or down to
   * {@code −H} with {@code EXACT_OR_MINUS} (a bid of {@code H} with no trick, or of 0 with {@code
   * H}).
   */
  @Override
  public Optional<UtilityRange> utilityRange(OhHellRules rules) {
    int h = rules.largestHand();
    int least = rules.scoring() == OhHellRules.Scoring.EXACT_OR_MINUS ? -h : 0;
    return Optional.of(new UtilityRange(least, 10 + h));
  }
}
