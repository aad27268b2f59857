package dev.tenace.sheepshead;

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
 * Sheepshead for generic tools: variants, presets, rules from {@code name=value} text, matches,
 * single deals and replay results. Registered for {@link java.util.ServiceLoader}.
 */
public final class SheepsheadGame implements GameDefinition<SheepsheadRules, SheepsheadMatch, SheepsheadState> {
  /** The shared instance. */
  public static final SheepsheadGame INSTANCE = new SheepsheadGame();

  private static final List<Variant> VARIANTS = List.of(
      new Variant("jackOfDiamondsPartner", "boolean", "true (5 players)", "§4.4", "the JD holder is the picker's partner"),
      new Variant("jackCallUp", "boolean", "true (5 players)", "§4.4(b)", "a picker holding JD may call the lowest jack he lacks"),
      new Variant("allPass", "LEASTER|DOUBLER|FORCED_PICK", "LEASTER", "§7, §9", "what happens when everyone passes"),
      new Variant("leasterBlindToLastTrick", "boolean", "false", "§9", "in a leaster the last trick takes the blind"),
      new Variant("matchDeals", "int", "0 (= players)", "§8.1", "scored deals in a match"),
      new Variant("noTrickStandard", "boolean", "false", "§9", "no trick scores m = -3 instead of -6"),
      new Variant("voluntaryAlone", "boolean", "false", "§9", "a picker without JD declares alone or partner"),
      new Variant("calledAce", "boolean", "false", "§9.1", "the picker calls a fail ace (or ten) for a partner"),
      new Variant("crack", "boolean", "false", "§9", "defenders may crack (x2), the picker recrack (x4)"),
      new Variant("doubleOnTheBump", "boolean", "false", "§9", "negative units are doubled"),
      new Variant("players", "int", "5", "§9", "3, 4 or 5 players (3 and 4: the picker is alone)"));

  /** For the service loader; prefer {@link #INSTANCE}. */
  public SheepsheadGame() {}

  @Override
  public String name() {
    return "sheepshead";
  }

  @Override
  public List<Variant> variants() {
    return VARIANTS;
  }

  @Override
  public Map<String, SheepsheadRules> presets() {
    Map<String, SheepsheadRules> m = new LinkedHashMap<>();
    m.put("default", SheepsheadRules.defaults());
    m.put("called-ace", SheepsheadRules.builder().calledAce(true).build());
    m.put("doubler", SheepsheadRules.builder().allPass(AllPass.DOUBLER).build());
    m.put("club", SheepsheadRules.builder().noTrickStandard(true).crack(true).doubleOnTheBump(true).build());
    m.put("three-players", SheepsheadRules.builder().players(3).build());
    m.put("four-players", SheepsheadRules.builder().players(4).build());
    return m;
  }

  @Override
  public SheepsheadRules defaultRules() {
    return SheepsheadRules.defaults();
  }

  @Override
  public Validation<Seq<String>, SheepsheadRules> rules(SheepsheadRules base, Map<String, String> settings) {
    ImmutableSheepsheadRules.Builder b = SheepsheadRules.builder().from(base);
    return RuleSettings.read("Sheepshead", VARIANTS, settings, (name, v) -> {
      switch (name) {
        case "jackOfDiamondsPartner": b.jackOfDiamondsPartner(bool(v)); return true;
        case "jackCallUp": b.jackCallUp(bool(v)); return true;
        case "allPass": b.allPass(RuleSettings.choice(AllPass.class, v)); return true;
        case "leasterBlindToLastTrick": b.leasterBlindToLastTrick(bool(v)); return true;
        case "matchDeals": b.matchDeals(integer(v)); return true;
        case "noTrickStandard": b.noTrickStandard(bool(v)); return true;
        case "voluntaryAlone": b.voluntaryAlone(bool(v)); return true;
        case "calledAce": b.calledAce(bool(v)); return true;
        case "crack": b.crack(bool(v)); return true;
        case "doubleOnTheBump": b.doubleOnTheBump(bool(v)); return true;
        case "players": b.players(integer(v)); return true;
        default: return false;
      }
    }, () -> {
      tableDefaults(base, settings, b);
      return b.build();
    });
  }

  /**
   * The table-dependent defaults follow a changed table (players, called ace) unless they were set
   * explicitly (§9). A table value that does not parse is already reported; it changes nothing.
   */
  private static void tableDefaults(SheepsheadRules base, Map<String, String> settings,
      ImmutableSheepsheadRules.Builder b) {
    if (!settings.containsKey("players") && !settings.containsKey("calledAce")) {
      return;
    }
    int players;
    boolean ace;
    try {
      players = settings.containsKey("players") ? integer(String.valueOf(settings.get("players"))) : base.players();
      ace = settings.containsKey("calledAce") ? bool(String.valueOf(settings.get("calledAce"))) : base.calledAce();
    } catch (IllegalArgumentException reported) {
      return;
    }
    boolean jd = players == 5 && !ace;
    if (!settings.containsKey("jackOfDiamondsPartner")) {
      b.jackOfDiamondsPartner(jd);
    }
    if (!settings.containsKey("jackCallUp")) {
      b.jackCallUp(jd);
    }
  }

  @Override
  public Map<String, String> settings(SheepsheadRules r) {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("jackOfDiamondsPartner", String.valueOf(r.jackOfDiamondsPartner()));
    m.put("jackCallUp", String.valueOf(r.jackCallUp()));
    m.put("allPass", r.allPass().name());
    m.put("leasterBlindToLastTrick", String.valueOf(r.leasterBlindToLastTrick()));
    m.put("matchDeals", String.valueOf(r.matchDeals()));
    m.put("noTrickStandard", String.valueOf(r.noTrickStandard()));
    m.put("voluntaryAlone", String.valueOf(r.voluntaryAlone()));
    m.put("calledAce", String.valueOf(r.calledAce()));
    m.put("crack", String.valueOf(r.crack()));
    m.put("doubleOnTheBump", String.valueOf(r.doubleOnTheBump()));
    m.put("players", String.valueOf(r.players()));
    return m;
  }

  @Override
  public int players(SheepsheadRules rules) {
    return rules.players();
  }

  @Override
  public SheepsheadMatch newMatch(SheepsheadRules rules, int firstDealer, long seed) {
    return SheepsheadMatch.start(rules, firstDealer, seed);
  }

  @Override
  public SheepsheadState newDeal(SheepsheadRules rules, int dealer, long seed) {
    return SheepsheadState.deal(rules, dealer, seed);
  }

  /**
   * {@inheritDoc}
   *
   * <p>Context key (REPLAY.md): {@code "pendingDoublers"} (Integer, default 0).
   */
  @Override
  public SheepsheadState explicitDeal(SheepsheadRules rules, int dealer, List<CardSet> hands, List<Card> rest,
      Map<String, Object> context) {
    Object k = context.getOrDefault("pendingDoublers", 0);
    if (!(k instanceof Number)) {
      throw new IllegalArgumentException("\"pendingDoublers\" must be a whole number but was " + k);
    }
    return SheepsheadState.of(rules, dealer, hands, rest, ((Number) k).intValue(), GameDefinition.dealNumber(context));
  }

  /** Sheepshead: the {@code "deal"} number and the {@code "pendingDoublers"} before the deal. */
  @Override
  public Map<String, Object> context(SheepsheadState deal) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("deal", deal.dealNumber());
    m.put("pendingDoublers", deal.pendingDoublers());
    return m;
  }

  /** The blind in deal order. */
  @Override
  public List<Card> rest(SheepsheadState deal) {
    return deal.blind();
  }

  @Override
  public Map<String, Object> result(SheepsheadState terminal) {
    if (!terminal.isTerminal()) {
      throw new IllegalStateException("the deal is not over");
    }
    Map<String, Object> m = new LinkedHashMap<>();
    List<Integer> points = new ArrayList<>();
    for (int s = 0; s < terminal.players(); s++) {
      points.add(terminal.cardPoints(s));
    }
    m.put("cardPoints", points);
    m.put("score", terminal.scores());
    return m;
  }
}
