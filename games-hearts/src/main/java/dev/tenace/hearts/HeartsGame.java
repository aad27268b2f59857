package dev.tenace.hearts;

import static dev.tenace.core.game.RuleSettings.bool;
import static dev.tenace.core.game.RuleSettings.integer;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.RuleSettings;
import dev.tenace.core.game.Variant;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Hearts for generic tools (the {@code tenace} command line, simulators, replay): its variants
 * with types, defaults and sections, presets, rules from {@code name=value} text, matches and
 * single deals. Registered for {@link java.util.ServiceLoader} as a {@link GameDefinition}.
 */
public final class HeartsGame implements GameDefinition<HeartsRules, HeartsMatch, HeartsState> {
  /** The shared instance. */
  public static final HeartsGame INSTANCE = new HeartsGame();

  private static final List<Variant> VARIANTS = List.of(
      new Variant("moonChoice", "boolean", "true", "§5.2", "the shooter chooses -26 for himself or +26 for the others"),
      new Variant("targetScore", "int", "100", "§6.1", "the game ends when a total reaches this"),
      new Variant("widow", "boolean", "false", "§7.1", "the seed's 4-5 player widow game: two-stage passing, widow to the last trick"),
      new Variant("players", "int", "4", "§7", "3, 4 or 5 players (3: no 2D; 5: no 2C 2D, unless widow)"),
      new Variant("noPointsFirstTrick", "boolean", "false", "§7", "no heart or QS on trick 1 while a safe card is held"),
      new Variant("queenBreaksHearts", "boolean", "false", "§7", "playing QS also breaks hearts"),
      new Variant("jackOfDiamonds", "boolean", "false", "§7", "the winner of JD scores -10"),
      new Variant("mustBreakHearts", "boolean", "true", "§4.4", "hearts may not be led until broken"),
      new Variant("firstLeadAnyClub", "boolean", "false", "§7", "the 2C holder may lead any club to trick 1"),
      new Variant("noTricksBonus", "boolean", "false", "§7", "-5 for a player who took no trick, unless the moon was shot"),
      new Variant("heartsInsteadOfQueenLead", "boolean", "false", "§7", "holding only QS and hearts, the leader may lead a heart"));

  /** For the service loader; prefer {@link #INSTANCE}. */
  public HeartsGame() {}

  @Override
  public String name() {
    return "hearts";
  }

  @Override
  public List<Variant> variants() {
    return VARIANTS;
  }

  @Override
  public Map<String, HeartsRules> presets() {
    Map<String, HeartsRules> m = new LinkedHashMap<>();
    m.put("default", HeartsRules.defaults());
    m.put("common-online", HeartsRules.commonOnline());
    m.put("omnibus", HeartsRules.defaults().withJackOfDiamonds(true));
    m.put("three-players", HeartsRules.defaults().withPlayers(3));
    m.put("five-players", HeartsRules.defaults().withPlayers(5));
    m.put("widow-4", HeartsRules.builder().widow(true).players(4).build());
    m.put("widow-5", HeartsRules.builder().widow(true).players(5).build());
    return m;
  }

  @Override
  public HeartsRules defaultRules() {
    return HeartsRules.defaults();
  }

  @Override
  public Validation<Seq<String>, HeartsRules> rules(HeartsRules base, Map<String, String> settings) {
    ImmutableHeartsRules.Builder b = HeartsRules.builder().from(base);
    return RuleSettings.read("Hearts", VARIANTS, settings, (name, v) -> {
      switch (name) {
        case "moonChoice": b.moonChoice(bool(v)); return true;
        case "targetScore": b.targetScore(integer(v)); return true;
        case "widow": b.widow(bool(v)); return true;
        case "players": b.players(integer(v)); return true;
        case "noPointsFirstTrick": b.noPointsFirstTrick(bool(v)); return true;
        case "queenBreaksHearts": b.queenBreaksHearts(bool(v)); return true;
        case "jackOfDiamonds": b.jackOfDiamonds(bool(v)); return true;
        case "mustBreakHearts": b.mustBreakHearts(bool(v)); return true;
        case "firstLeadAnyClub": b.firstLeadAnyClub(bool(v)); return true;
        case "noTricksBonus": b.noTricksBonus(bool(v)); return true;
        case "heartsInsteadOfQueenLead": b.heartsInsteadOfQueenLead(bool(v)); return true;
        default: return false;
      }
    }, b::build);
  }

  @Override
  public Map<String, String> settings(HeartsRules r) {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("moonChoice", String.valueOf(r.moonChoice()));
    m.put("targetScore", String.valueOf(r.targetScore()));
    m.put("widow", String.valueOf(r.widow()));
    m.put("players", String.valueOf(r.players()));
    m.put("noPointsFirstTrick", String.valueOf(r.noPointsFirstTrick()));
    m.put("queenBreaksHearts", String.valueOf(r.queenBreaksHearts()));
    m.put("jackOfDiamonds", String.valueOf(r.jackOfDiamonds()));
    m.put("mustBreakHearts", String.valueOf(r.mustBreakHearts()));
    m.put("firstLeadAnyClub", String.valueOf(r.firstLeadAnyClub()));
    m.put("noTricksBonus", String.valueOf(r.noTricksBonus()));
    m.put("heartsInsteadOfQueenLead", String.valueOf(r.heartsInsteadOfQueenLead()));
    return m;
  }

  @Override
  public int players(HeartsRules rules) {
    return rules.players();
  }

  @Override
  public HeartsMatch newMatch(HeartsRules rules, int firstDealer, long seed) {
    return HeartsMatch.start(rules, firstDealer, seed);
  }

  @Override
  public HeartsState newDeal(HeartsRules rules, int dealer, long seed) {
    return HeartsState.deal(rules, 1, dealer, seed);
  }

  /**
   * {@inheritDoc}
   *
   * <p>Context keys (REPLAY.md): {@code "deal"} (Integer ≥ 1, sets the pass direction) and
   * {@code "passDirection"} ({@code LEFT|RIGHT|ACROSS|HOLD}, overrides it).
   */
  @Override
  public HeartsState explicitDeal(HeartsRules rules, int dealer, List<CardSet> hands, List<Card> rest,
      Map<String, Object> context) {
    int dealNumber = 1;
    Object k = context.get("deal");
    if (k != null) {
      if (!(k instanceof Number) || ((Number) k).intValue() < 1) {
        throw new IllegalArgumentException("\"deal\" must be a whole number of at least 1 but was " + k);
      }
      dealNumber = ((Number) k).intValue();
    }
    Object d = context.get("passDirection");
    PassDirection dir = d == null ? null : PassDirection.parse(String.valueOf(d));
    return HeartsState.of(rules, dealNumber, dealer, hands, rest, dir);
  }

  /** Hearts: {@code "deal"}, the deal number that gives the pass direction. */
  @Override
  public Map<String, Object> context(HeartsState deal) {
    return Map.of("deal", deal.dealNumber());
  }

  /** The widow in deal order (its first half face up, §7.1.1); empty without the widow. */
  @Override
  public List<Card> rest(HeartsState deal) {
    return deal.widow();
  }

  @Override
  public Map<String, Object> result(HeartsState terminal) {
    if (!terminal.isTerminal()) {
      throw new IllegalStateException("the deal is not over");
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("points", terminal.points());
    return m;
  }
}
