package dev.tenace.spades;

import static dev.tenace.core.game.RuleSettings.bool;
import static dev.tenace.core.game.RuleSettings.integer;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.RuleSettings;
import dev.tenace.core.game.Variant;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Spades for generic tools: variants, the Yahoo table presets, rules from {@code name=value}
 * text, matches, single deals and replay results. Registered for {@link java.util.ServiceLoader}.
 */
public final class SpadesGame implements GameDefinition<SpadesRules, SpadesMatch, SpadesState> {
  /** The shared instance. */
  public static final SpadesGame INSTANCE = new SpadesGame();

  private static final List<Variant> VARIANTS = List.of(
      new Variant("bags", "boolean", "true", "§5.3", "overtricks are bags; every tenth costs 100"),
      new Variant("blindNil", "boolean", "true", "§7", "blind nil before looking, +-200"),
      new Variant("targetScore", "int", "500", "§6.1", "the game ends when a team reaches this"),
      new Variant("suicide", "boolean", "false", "§7", "each team must bid a nil; a 500-point margin also wins"),
      new Variant("doubleNilPass", "boolean", "false", "§7", "blind nil only 200 behind, then partners exchange 2 cards"),
      new Variant("mirror", "boolean", "false", "§7", "every bid is the number of spades held"),
      new Variant("limit200", "boolean", "false", "§7", "a team landing in [200, 205] wins"),
      new Variant("roulette", "boolean", "false", "§7", "every bid is blind nil; a 500-point margin wins"),
      new Variant("lefty", "boolean", "false", "§7", "only the leftmost legal card may be played"),
      new Variant("righty", "boolean", "false", "§7", "only the rightmost legal card may be played"),
      new Variant("bidErrorScoring", "boolean", "false", "§7", "with lefty/righty: individual game by bid error"),
      new Variant("matchDeals", "int", "4", "§7", "deals of the bid-error game"),
      new Variant("nilTricksSeparate", "boolean", "false", "§7", "a nil bidder's tricks score +1 and a bag, not toward the contract"),
      new Variant("blindNilRestricted", "boolean", "false", "§7", "blind nil only 100 behind, then the 2-card exchange"),
      new Variant("tenForTwoHundred", "boolean", "false", "§7", "a made contract of 10+ scores 200"),
      new Variant("firstLeadTwoOfClubs", "boolean", "false", "§7", "the 2C holder leads it to trick 1"));

  /** For the service loader; prefer {@link #INSTANCE}. */
  public SpadesGame() {}

  @Override
  public String name() {
    return "spades";
  }

  @Override
  public List<Variant> variants() {
    return VARIANTS;
  }

  @Override
  public Map<String, SpadesRules> presets() {
    return SpadesRules.yahooTables();
  }

  @Override
  public SpadesRules defaultRules() {
    return SpadesRules.defaults();
  }

  @Override
  public Validation<Seq<String>, SpadesRules> rules(SpadesRules base, Map<String, String> settings) {
    ImmutableSpadesRules.Builder b = SpadesRules.builder().from(base);
    return RuleSettings.read("Spades", VARIANTS, settings, (name, v) -> {
      switch (name) {
        case "bags": b.bags(bool(v)); return true;
        case "blindNil": b.blindNil(bool(v)); return true;
        case "targetScore": b.targetScore(integer(v)); return true;
        case "suicide": b.suicide(bool(v)); return true;
        case "doubleNilPass": b.doubleNilPass(bool(v)); return true;
        case "mirror": b.mirror(bool(v)); return true;
        case "limit200": b.limit200(bool(v)); return true;
        case "roulette": b.roulette(bool(v)); return true;
        case "lefty": b.lefty(bool(v)); return true;
        case "righty": b.righty(bool(v)); return true;
        case "bidErrorScoring": b.bidErrorScoring(bool(v)); return true;
        case "matchDeals": b.matchDeals(integer(v)); return true;
        case "nilTricksSeparate": b.nilTricksSeparate(bool(v)); return true;
        case "blindNilRestricted": b.blindNilRestricted(bool(v)); return true;
        case "tenForTwoHundred": b.tenForTwoHundred(bool(v)); return true;
        case "firstLeadTwoOfClubs": b.firstLeadTwoOfClubs(bool(v)); return true;
        default: return false;
      }
    }, b::build);
  }

  @Override
  public Map<String, String> settings(SpadesRules r) {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("bags", String.valueOf(r.bags()));
    m.put("blindNil", String.valueOf(r.blindNil()));
    m.put("targetScore", String.valueOf(r.targetScore()));
    m.put("suicide", String.valueOf(r.suicide()));
    m.put("doubleNilPass", String.valueOf(r.doubleNilPass()));
    m.put("mirror", String.valueOf(r.mirror()));
    m.put("limit200", String.valueOf(r.limit200()));
    m.put("roulette", String.valueOf(r.roulette()));
    m.put("lefty", String.valueOf(r.lefty()));
    m.put("righty", String.valueOf(r.righty()));
    m.put("bidErrorScoring", String.valueOf(r.bidErrorScoring()));
    m.put("matchDeals", String.valueOf(r.matchDeals()));
    m.put("nilTricksSeparate", String.valueOf(r.nilTricksSeparate()));
    m.put("blindNilRestricted", String.valueOf(r.blindNilRestricted()));
    m.put("tenForTwoHundred", String.valueOf(r.tenForTwoHundred()));
    m.put("firstLeadTwoOfClubs", String.valueOf(r.firstLeadTwoOfClubs()));
    return m;
  }

  @Override
  public int players(SpadesRules rules) {
    return 4;
  }

  @Override
  public SpadesMatch newMatch(SpadesRules rules, int firstDealer, long seed) {
    return SpadesMatch.start(rules, firstDealer, seed);
  }

  @Override
  public SpadesState newDeal(SpadesRules rules, int dealer, long seed) {
    return SpadesState.deal(rules, dealer, seed);
  }

  /**
   * {@inheritDoc}
   *
   * <p>Context keys (REPLAY.md): {@code "scores"} and {@code "bags"}, team values [A, B] before
   * the deal (default [0, 0]).
   */
  @Override
  @SuppressWarnings("unchecked")
  public SpadesState explicitDeal(SpadesRules rules, int dealer, List<CardSet> hands, List<Card> rest,
      Map<String, Object> context) {
    if (!rest.isEmpty()) {
      throw new IllegalArgumentException("spades deals every card: \"rest\" must be empty but holds " + rest);
    }
    List<Integer> scores = (List<Integer>) context.getOrDefault("scores", List.of(0, 0));
    List<Integer> bags = (List<Integer>) context.getOrDefault("bags", List.of(0, 0));
    return SpadesState.of(rules, dealer, hands, scores, bags, GameDefinition.dealNumber(context));
  }

  /** Spades: the {@code "deal"} number and the team {@code "scores"} and {@code "bags"} before the deal. */
  @Override
  public Map<String, Object> context(SpadesState deal) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("deal", deal.dealNumber());
    m.put("scores", deal.scoresBefore());
    m.put("bags", deal.bagsBefore());
    return m;
  }

  @Override
  public Map<String, Object> result(SpadesState terminal) {
    if (!terminal.isTerminal()) {
      throw new IllegalStateException("the deal is not over");
    }
    Map<String, Object> m = new LinkedHashMap<>();
    List<Integer> tricks = new ArrayList<>();
    for (int s = 0; s < 4; s++) {
      tricks.add(terminal.tricks(s));
    }
    m.put("tricks", tricks);
    m.put("teamScore", terminal.teamScores());
    m.put("bags", terminal.bagsAfter());
    return m;
  }
}
