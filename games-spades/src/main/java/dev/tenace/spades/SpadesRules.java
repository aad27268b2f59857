package dev.tenace.spades;

import dev.tenace.core.internal.TenaceStyle;
import dev.tenace.core.spi.VariantTable;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import org.immutables.value.Value;

/**
 * The rules of a Spades game: every variant of {@code rules/spades.md} §7 by its exact name, with
 * the documented default, and the Yahoo table types as presets.
 *
 * <pre>{@code
 * SpadesRules suicideDnp = SpadesRules.builder().suicide(true).doubleNilPass(true).build();
 * SpadesRules shortGame = SpadesRules.defaults().withTargetScore(300);
 * }</pre>
 *
 * <p>An invalid combination (§7: mirror or roulette with suicide, doubleNilPass or
 * blindNilRestricted; mirror with roulette; lefty with righty; bidErrorScoring without lefty or
 * righty; doubleNilPass with blindNilRestricted; a positive lossScore) cannot be built: the builder
 * throws an {@link IllegalArgumentException} listing every problem; {@link #validate} returns them
 * all.
 */
@TenaceStyle
@Value.Immutable
@SuppressWarnings(
    "exports") // Immutables' annotations are for the processor; clients need not read them
public abstract class SpadesRules implements WithSpadesRules {
  SpadesRules() {}

  /** §5.3: bags are counted and every tenth costs 100 (default on). */
  @Value.Default
  public boolean bags() {
    return true;
  }

  /** §7: blind nil ("double nil") may be bid before looking, ±200 (default on). */
  @Value.Default
  public boolean blindNil() {
    return true;
  }

  /** §6.1: the game ends when a team total reaches this (default 500). */
  @Value.Default
  public int targetScore() {
    return 500;
  }

  /** §7: every team must have a nil bid; a 500-point margin also ends the game. */
  @Value.Default
  public boolean suicide() {
    return false;
  }

  /** §7: blind nil only with a deficit of 200, then a 2-card exchange between partners. */
  @Value.Default
  public boolean doubleNilPass() {
    return false;
  }

  /** §7: every bid is the number of spades held (nil with none). */
  @Value.Default
  public boolean mirror() {
    return false;
  }

  /** §7: a team whose total lands in [200, 205] wins. */
  @Value.Default
  public boolean limit200() {
    return false;
  }

  /** §7: every bid is blind nil; the 500-point margin ends the game. */
  @Value.Default
  public boolean roulette() {
    return false;
  }

  /** §7: the only legal card is the leftmost legal card in display order. */
  @Value.Default
  public boolean lefty() {
    return false;
  }

  /** §7: the only legal card is the rightmost legal card in display order. */
  @Value.Default
  public boolean righty() {
    return false;
  }

  /**
   * §7: with lefty/righty, an individual game of {@link #matchDeals()} deals decided by bid error.
   */
  @Value.Default
  public boolean bidErrorScoring() {
    return false;
  }

  /** §7 bidErrorScoring: the number of deals of the bid-error game (default 4). */
  @Value.Default
  public int matchDeals() {
    return 4;
  }

  /** §7: a nil bidder's tricks do not count toward the contract; each scores +1 and a bag. */
  @Value.Default
  public boolean nilTricksSeparate() {
    return false;
  }

  /** §7: blind nil only with a deficit of 100, then the 2-card exchange. */
  @Value.Default
  public boolean blindNilRestricted() {
    return false;
  }

  /** §7: a made contract of 10 or more scores 200 plus overtricks. */
  @Value.Default
  public boolean tenForTwoHundred() {
    return false;
  }

  /** §7: the holder of 2C leads the first trick with it. */
  @Value.Default
  public boolean firstLeadTwoOfClubs() {
    return false;
  }

  /**
   * §7: a team whose total is at or below this negative score after a deal loses (the higher total
   * wins; equal totals play on); 0, the default, means no such condition. Never above 0.
   */
  @Value.Default
  public int lossScore() {
    return 0;
  }

  /**
   * §7: a bid is legal only if the team's bids total at most 13 with it (nil and blind nil count
   * 0).
   */
  @Value.Default
  public boolean teamBidLimit() {
    return false;
  }

  /**
   * §7: when both partners bid nil, the team is scored as one contract, +200 if it took no trick,
   * else −200, and its tricks make no bags (a pair with a blind nil is scored by §5.2 as usual).
   */
  @Value.Default
  public boolean doubleNilUnit() {
    return false;
  }

  /**
   * A builder of rules: every variant is at its default until set; {@code build()} reports an
   * invalid combination with an {@link IllegalArgumentException} naming every problem.
   */
  public static final class Builder extends ImmutableSpadesRules.Builder {
    Builder() {}
  }

  /** A builder with every variant at its default. */
  public static Builder builder() {
    return new Builder();
  }

  private static final SpadesRules DEFAULTS = builder().build();

  /** The rules file's defaults: the Yahoo "normal" table (seed 001). */
  public static SpadesRules defaults() {
    return DEFAULTS;
  }

  /** The Yahoo table types of seed 001, by name. */
  public static java.util.Map<String, SpadesRules> yahooTables() {
    java.util.Map<String, SpadesRules> m = new java.util.LinkedHashMap<>();
    m.put("normal", DEFAULTS);
    m.put("suicide", builder().suicide(true).build());
    m.put("double-nil-pass", builder().doubleNilPass(true).build());
    m.put("suicide-dnp", builder().suicide(true).doubleNilPass(true).build());
    m.put("mirror", builder().mirror(true).build());
    m.put("roulette", builder().roulette(true).build());
    m.put("lefty", builder().lefty(true).build());
    m.put("righty", builder().righty(true).build());
    m.put("200-limit", builder().limit200(true).build());
    return m;
  }

  /** Every problem of the combination at once (§7 "Invalid combinations"), or the rules. */
  public static Validation<Seq<String>, SpadesRules> validate(SpadesRules rules) {
    return VariantTable.validate(rules, problems(rules));
  }

  static Seq<String> problems(SpadesRules r) {
    List<String> out = List.empty();
    for (String forced : new String[] {"mirror", "roulette"}) {
      boolean on = forced.equals("mirror") ? r.mirror() : r.roulette();
      if (on && r.suicide()) {
        out =
            out.append(forced + " cannot be combined with suicide (spades §7: both force the bid)");
      }
      if (on && r.doubleNilPass()) {
        out = out.append(forced + " cannot be combined with doubleNilPass (spades §7)");
      }
      if (on && r.blindNilRestricted()) {
        out = out.append(forced + " cannot be combined with blindNilRestricted (spades §7)");
      }
    }
    if (r.mirror() && r.roulette()) {
      out = out.append("mirror cannot be combined with roulette (spades §7)");
    }
    if (r.lefty() && r.righty()) {
      out = out.append("lefty cannot be combined with righty (spades §7)");
    }
    if (r.bidErrorScoring() && !r.lefty() && !r.righty()) {
      out = out.append("bidErrorScoring needs lefty or righty (spades §7)");
    }
    if (r.doubleNilPass() && r.blindNilRestricted()) {
      out = out.append("doubleNilPass cannot be combined with blindNilRestricted (spades §7)");
    }
    if (r.targetScore() < 1) {
      out = out.append("targetScore must be at least 1 (spades §6.1) but was " + r.targetScore());
    }
    if (r.matchDeals() < 1) {
      out =
          out.append(
              "matchDeals must be at least 1 (spades §7 bidErrorScoring) but was "
                  + r.matchDeals());
    }
    if (r.lossScore() > 0) {
      out =
          out.append(
              "lossScore must be at most 0 (spades §7: a negative total, 0 = off) but was "
                  + r.lossScore());
    }
    return out;
  }

  @Value.Check
  void check() {
    VariantTable.requireValid("Spades", problems(this));
  }

  /**
   * Whether blind nil bids are followed by the partners' 2-card exchange (doubleNilPass,
   * blindNilRestricted).
   */
  boolean exchangeAfterBlindNil() {
    return doubleNilPass() || blindNilRestricted();
  }

  /** The deficit a team needs for blind nil: 200, 100, or 0 (unrestricted). */
  int blindNilDeficit() {
    return doubleNilPass() ? 200 : blindNilRestricted() ? 100 : 0;
  }
}
