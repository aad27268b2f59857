package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.ContextField;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.spi.AbstractGameDefinition;
import dev.tenace.core.spi.VariantTable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Sheepshead for generic tools: variants, rule codes, presets, rules from {@code name=value} text,
 * matches (§8, through {@link #matchPolicy}), single deals and replay results. Registered for
 * {@link java.util.ServiceLoader}.
 *
 * <pre>{@code
 * SheepsheadRules r = SheepsheadGame.INSTANCE.rules(SheepsheadRules.defaults(), Map.of("crack", "true")).get();
 * Match<SheepsheadState> m = SheepsheadGame.INSTANCE.newMatch(r, 0, 42L);
 * }</pre>
 */
public final class SheepsheadGame
    extends AbstractGameDefinition<SheepsheadRules, SheepsheadState, SheepsheadView> {
  /**
   * Every variant of §9 in the rules file's order, then the presets. A rules builder leaves the
   * Jack of Diamonds partner and the call-up to the table ({@link SheepsheadRules#toBuilder()}), so
   * setting {@code players} or {@code calledAce} moves them unless they are set too.
   */
  private static final VariantTable<SheepsheadRules, SheepsheadRules.Builder> TABLE =
      VariantTable.<SheepsheadRules, SheepsheadRules.Builder>of(
              "Sheepshead", SheepsheadRules::toBuilder, SheepsheadRules.Builder::build)
          .bool(
              "jackOfDiamondsPartner",
              "§4.4",
              "the JD holder is the picker's partner",
              SheepsheadRules::jackOfDiamondsPartner,
              SheepsheadRules.Builder::jackOfDiamondsPartner)
          .defaultText("true (5 players without calledAce)")
          .bool(
              "jackCallUp",
              "§4.4(b)",
              "a picker holding JD may call the lowest jack he lacks",
              SheepsheadRules::jackCallUp,
              SheepsheadRules.Builder::jackCallUp)
          .defaultText("true (5 players without calledAce)")
          .choice(
              "allPass",
              AllPass.class,
              "§7, §9",
              "what happens when everyone passes",
              SheepsheadRules::allPass,
              SheepsheadRules.Builder::allPass)
          .bool(
              "leasterBlindToLastTrick",
              "§9",
              "in a leaster the last trick takes the blind",
              SheepsheadRules::leasterBlindToLastTrick,
              SheepsheadRules.Builder::leasterBlindToLastTrick)
          .integer(
              "matchDeals",
              0,
              10_000,
              "§8.1",
              "scored deals in a match (0: one per player)",
              SheepsheadRules::matchDeals,
              SheepsheadRules.Builder::matchDeals)
          .defaultText("0 (= players)")
          .bool(
              "noTrickStandard",
              "§9",
              "no trick scores m = -3 instead of -6",
              SheepsheadRules::noTrickStandard,
              SheepsheadRules.Builder::noTrickStandard)
          .bool(
              "voluntaryAlone",
              "§9",
              "a picker without JD declares alone or partner",
              SheepsheadRules::voluntaryAlone,
              SheepsheadRules.Builder::voluntaryAlone)
          .bool(
              "calledAce",
              "§9.1",
              "the picker calls a fail ace (or ten) for a partner",
              SheepsheadRules::calledAce,
              SheepsheadRules.Builder::calledAce)
          .bool(
              "calledSuitLead",
              "§9",
              "until the called suit is led, the partner leads it only with the called card"
                  + " (or holding four or more)",
              SheepsheadRules::calledSuitLead,
              SheepsheadRules.Builder::calledSuitLead)
          .bool(
              "underCall",
              "§9.1.5",
              "a picker with no ace to call may call one of a suit he lacks and lay a card face"
                  + " down as its stand-in, the under (needs calledAce)",
              SheepsheadRules::underCall,
              SheepsheadRules.Builder::underCall)
          .bool(
              "underFaceUp",
              "§9.1.5(h)",
              "the under is shown to everyone when it is played (needs underCall)",
              SheepsheadRules::underFaceUp,
              SheepsheadRules.Builder::underFaceUp)
          .choice(
              "schwanzerTie",
              SchwanzerTie.class,
              "§9.2.3",
              "how a Schwanzer tie for the most power is settled (needs allPass = SCHWANZER)",
              SheepsheadRules::schwanzerTie,
              SheepsheadRules.Builder::schwanzerTie)
          .bool(
              "crack",
              "§9",
              "players other than the picker may crack (x2), the picker recrack (x4)",
              SheepsheadRules::crack,
              SheepsheadRules.Builder::crack)
          .bool(
              "doubleOnTheBump",
              "§9",
              "negative units are doubled",
              SheepsheadRules::doubleOnTheBump,
              SheepsheadRules.Builder::doubleOnTheBump)
          .integer(
              "players",
              3,
              5,
              "§9",
              "3, 4 or 5 players (3 and 4: the picker is alone)",
              SheepsheadRules::players,
              SheepsheadRules.Builder::players)
          .preset("default")
          .preset("called-ace", b -> b.calledAce(true))
          .preset("under", b -> b.calledAce(true).underCall(true))
          .preset("under-face-up", b -> b.calledAce(true).underCall(true).underFaceUp(true))
          .preset("doubler", b -> b.allPass(AllPass.DOUBLER))
          .preset("club", b -> b.noTrickStandard(true).crack(true).doubleOnTheBump(true))
          .preset("three-players", b -> b.players(3))
          .preset("four-players", b -> b.players(4))
          .preset("schwanzer", b -> b.allPass(AllPass.SCHWANZER))
          .preset(
              "schwanzer-split", b -> b.allPass(AllPass.SCHWANZER).schwanzerTie(SchwanzerTie.SPLIT))
          .preset(
              "schwanzer-void", b -> b.allPass(AllPass.SCHWANZER).schwanzerTie(SchwanzerTie.VOID))
          .build(SheepsheadRules.defaults());

  /** The game's own rule codes, after the common ones, with their meanings. */
  private static final Map<String, String> CODES =
      codes(
          RuleCode.DECLARATION_NOT_ALLOWED,
          "a declaration outside the legal set (§4.4, §9.1)",
          SheepsheadState.MUST_PICK,
          "the dealer may not pass when everyone else did (§9 allPass = FORCED_PICK)",
          SheepsheadState.CALLED_SUIT,
          "a called-ace restriction on play or lead (§9.1.4, §9 calledSuitLead)");

  /** The shared instance. */
  public static final SheepsheadGame INSTANCE = new SheepsheadGame();

  /** For the service loader; prefer {@link #INSTANCE}. */
  public SheepsheadGame() {
    super(
        TABLE, SheepsheadMatchPolicy::new, SheepsheadState::deal, CODES, SheepsheadUtility.BOUNDS);
  }

  /**
   * {@inheritDoc}
   *
   * <p>Context keys: {@code "deal"} (Integer, default 1), {@code "pendingDoublers"} (Integer,
   * default 0; REPLAY.md) and {@code "standing"} (List of Integer, one per seat: the match totals
   * before the deal, default zeros).
   */
  @Override
  public SheepsheadState explicitDeal(
      SheepsheadRules rules,
      int dealer,
      List<CardSet> hands,
      List<Card> rest,
      Map<String, Object> context) {
    Object k = context.getOrDefault("pendingDoublers", 0);
    if (!(k instanceof Number n)) {
      throw new IllegalArgumentException("\"pendingDoublers\" must be a whole number but was " + k);
    }
    int dealNumber = GameDefinition.dealNumber(context);
    List<Integer> standing = GameDefinition.standing(context, rules.players());
    return SheepsheadState.of(
        rules,
        SheepsheadState.explicit(rules, dealer, hands, rest),
        n.intValue(),
        dealNumber,
        standing);
  }

  /**
   * Sheepshead: the {@code "deal"} number, the {@code "pendingDoublers"} before the deal, and the
   * {@code "standing"} before it when a total is not zero.
   */
  @Override
  public Map<String, Object> context(SheepsheadState deal) {
    Map<String, Object> m = dealContext(deal.dealNumber());
    m.put("pendingDoublers", deal.pendingDoublers());
    return withStanding(m, deal.standing());
  }

  @Override
  protected Map<String, Object> resultOf(SheepsheadState terminal) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("cardPoints", perSeat(terminal, terminal::cardPoints));
    m.put("score", terminal.scores());
    if (terminal.isSchwanzer()) {
      m.put("power", perSeat(terminal, terminal::power)); // REPLAY.md: a Schwanzer result only
    }
    return m;
  }

  /** {@code "deal"}, {@code "standing"} and {@code "pendingDoublers"} (REPLAY.md). */
  @Override
  public List<ContextField> contextFields(SheepsheadRules rules) {
    return dealContextFields(rules, ContextField.number("pendingDoublers"));
  }
}
