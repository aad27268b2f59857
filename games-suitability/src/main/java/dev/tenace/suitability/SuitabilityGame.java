package dev.tenace.suitability;

import static dev.tenace.core.game.RuleSettings.bool;
import static dev.tenace.core.game.RuleSettings.integer;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.RuleSettings;
import dev.tenace.core.game.Variant;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Suitability for generic tools: variants, presets, rules from {@code name=value} text, games,
 * single deals and replay results. Registered for {@link java.util.ServiceLoader}.
 */
public final class SuitabilityGame implements GameDefinition<SuitabilityRules, SuitabilityMatch, SuitabilityState> {
  /** The shared instance. */
  public static final SuitabilityGame INSTANCE = new SuitabilityGame();

  private static final List<Variant> VARIANTS = List.of(
      new Variant("players", "int", "4", "§8", "2, 3 (40 cards, turn-up), 4 or 5 (55 cards with jokers)"),
      new Variant("endCondition", "DEALS|TARGET", "DEALS", "§7", "a fixed number of deals, or a target score"),
      new Variant("matchDeals", "int", "0 (= players)", "§7.1", "deals in a DEALS game"),
      new Variant("targetScore", "int", "250", "§7.2", "the target of a TARGET game"),
      new Variant("strippedRanks", "ranks", "3p: 2 3 4; 2p: 2..7", "§8", "ranks removed for 3 or 2 players"),
      new Variant("roundDown", "boolean", "false", "§6.2", "divide and round down instead of half up"),
      new Variant("partnerships", "boolean", "false", "§8", "4 players in teams {0,2} and {1,3}"));

  /** For the service loader; prefer {@link #INSTANCE}. */
  public SuitabilityGame() {}

  @Override
  public String name() {
    return "suitability";
  }

  @Override
  public List<Variant> variants() {
    return VARIANTS;
  }

  @Override
  public Map<String, SuitabilityRules> presets() {
    Map<String, SuitabilityRules> m = new LinkedHashMap<>();
    m.put("default", SuitabilityRules.defaults());
    m.put("parlett", SuitabilityRules.builder().roundDown(true).build());
    m.put("partnerships", SuitabilityRules.builder().partnerships(true).build());
    m.put("two-players", SuitabilityRules.builder().players(2).build());
    m.put("three-players", SuitabilityRules.builder().players(3).build());
    m.put("five-players", SuitabilityRules.builder().players(5).build());
    m.put("to-250", SuitabilityRules.builder().endCondition(EndCondition.TARGET).build());
    return m;
  }

  @Override
  public SuitabilityRules defaultRules() {
    return SuitabilityRules.defaults();
  }

  @Override
  public Validation<Seq<String>, SuitabilityRules> rules(SuitabilityRules base, Map<String, String> settings) {
    ImmutableSuitabilityRules.Builder b = SuitabilityRules.builder().from(base);
    return RuleSettings.read("Suitability", VARIANTS, settings, (name, v) -> {
      switch (name) {
        case "players":
          int n = integer(v);
          b.players(n);
          if (!settings.containsKey("strippedRanks")) {
            b.strippedRanks(n == 3 ? Set.of(Rank.TWO, Rank.THREE, Rank.FOUR)
                : n == 2 ? Set.of(Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN) : Set.of());
          }
          return true;
        case "endCondition": b.endCondition(RuleSettings.choice(EndCondition.class, v)); return true;
        case "matchDeals": b.matchDeals(integer(v)); return true;
        case "targetScore": b.targetScore(integer(v)); return true;
        case "strippedRanks": b.strippedRanks(ranks(v)); return true;
        case "roundDown": b.roundDown(bool(v)); return true;
        case "partnerships": b.partnerships(bool(v)); return true;
        default: return false;
      }
    }, b::build);
  }

  static Set<Rank> ranks(String v) {
    Set<Rank> out = new TreeSet<>();
    for (String part : v.split("[\\s,;]+")) {
      if (part.isEmpty()) {
        continue;
      }
      if (part.length() != 1) {
        throw new IllegalArgumentException("'" + part + "' is not a rank letter (2..9, T, J, Q, K, A)");
      }
      out.add(Rank.ofLetter(part.charAt(0)));
    }
    return out;
  }

  @Override
  public Map<String, String> settings(SuitabilityRules r) {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("players", String.valueOf(r.players()));
    m.put("endCondition", r.endCondition().name());
    m.put("matchDeals", String.valueOf(r.matchDeals()));
    m.put("targetScore", String.valueOf(r.targetScore()));
    StringBuilder sb = new StringBuilder();
    for (Rank k : new TreeSet<>(r.strippedRanks())) {
      sb.append(sb.length() == 0 ? "" : " ").append(k.letter());
    }
    m.put("strippedRanks", sb.toString());
    m.put("roundDown", String.valueOf(r.roundDown()));
    m.put("partnerships", String.valueOf(r.partnerships()));
    return m;
  }

  @Override
  public int players(SuitabilityRules rules) {
    return rules.players();
  }

  @Override
  public SuitabilityMatch newMatch(SuitabilityRules rules, int firstDealer, long seed) {
    return SuitabilityMatch.start(rules, firstDealer, seed);
  }

  @Override
  public SuitabilityState newDeal(SuitabilityRules rules, int dealer, long seed) {
    return SuitabilityState.deal(rules, dealer, seed);
  }

  @Override
  public SuitabilityState explicitDeal(SuitabilityRules rules, int dealer, List<CardSet> hands, List<Card> rest,
      Map<String, Object> context) {
    return SuitabilityState.of(rules, dealer, hands, rest, GameDefinition.dealNumber(context));
  }

  /** Suitability: the {@code "deal"} number. */
  @Override
  public Map<String, Object> context(SuitabilityState deal) {
    return Map.of("deal", deal.dealNumber());
  }

  /** The card dealt face up (3 players), or nothing. */
  @Override
  public List<Card> rest(SuitabilityState deal) {
    return deal.dealtTurnUp().map(List::of).orElse(List.of());
  }

  @Override
  public Map<String, Object> result(SuitabilityState terminal) {
    if (!terminal.isTerminal()) {
      throw new IllegalStateException("the deal is not over");
    }
    List<Integer> tricks = new ArrayList<>();
    List<Integer> penalty = new ArrayList<>();
    for (int s = 0; s < terminal.players(); s++) {
      tricks.add(terminal.tricks(s));
      penalty.add(terminal.penaltyCards(s));
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("tricks", tricks);
    m.put("penaltyCards", penalty);
    m.put("score", terminal.scores());
    return m;
  }
}
