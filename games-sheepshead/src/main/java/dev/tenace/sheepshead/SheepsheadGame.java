package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.Variant;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
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
    boolean tableChanged = settings.containsKey("players") || settings.containsKey("calledAce");
    io.vavr.collection.List<String> errors = io.vavr.collection.List.empty();
    for (Map.Entry<String, String> e : settings.entrySet()) {
      String v = e.getValue() == null ? "" : e.getValue().trim();
      try {
        switch (e.getKey()) {
          case "jackOfDiamondsPartner": b.jackOfDiamondsPartner(bool(v)); break;
          case "jackCallUp": b.jackCallUp(bool(v)); break;
          case "allPass": b.allPass(AllPass.valueOf(v.toUpperCase(Locale.ROOT))); break;
          case "leasterBlindToLastTrick": b.leasterBlindToLastTrick(bool(v)); break;
          case "matchDeals": b.matchDeals(integer(v)); break;
          case "noTrickStandard": b.noTrickStandard(bool(v)); break;
          case "voluntaryAlone": b.voluntaryAlone(bool(v)); break;
          case "calledAce": b.calledAce(bool(v)); break;
          case "crack": b.crack(bool(v)); break;
          case "doubleOnTheBump": b.doubleOnTheBump(bool(v)); break;
          case "players": b.players(integer(v)); break;
          default:
            List<String> names = new ArrayList<>();
            VARIANTS.forEach(x -> names.add(x.name()));
            errors = errors.append("unknown Sheepshead variant '" + e.getKey() + "' (known: " + String.join(", ", names) + ")");
        }
      } catch (IllegalArgumentException ex) {
        errors = errors.append("variant " + e.getKey() + ": " + ex.getMessage());
      }
    }
    if (tableChanged && errors.isEmpty()) {
      // The table-dependent defaults follow the new table unless they were set explicitly (§9).
      int players = settings.containsKey("players") ? integer(settings.get("players").trim()) : base.players();
      boolean ace = settings.containsKey("calledAce") ? bool(settings.get("calledAce").trim()) : base.calledAce();
      boolean jd = players == 5 && !ace;
      if (!settings.containsKey("jackOfDiamondsPartner")) {
        b.jackOfDiamondsPartner(jd);
      }
      if (!settings.containsKey("jackCallUp")) {
        b.jackCallUp(jd);
      }
    }
    try {
      SheepsheadRules built = b.build();
      return errors.isEmpty() ? Validation.valid(built) : Validation.invalid(errors);
    } catch (IllegalArgumentException ex) {
      return Validation.invalid(errors.append(ex.getMessage()));
    }
  }

  static boolean bool(String v) {
    switch (v.toLowerCase(Locale.ROOT)) {
      case "true": case "on": case "yes": return true;
      case "false": case "off": case "no": return false;
      default: throw new IllegalArgumentException("expected true or false but was '" + v + "'");
    }
  }

  static int integer(String v) {
    try {
      return Integer.parseInt(v);
    } catch (NumberFormatException ex) {
      throw new IllegalArgumentException("expected a whole number but was '" + v + "'");
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
