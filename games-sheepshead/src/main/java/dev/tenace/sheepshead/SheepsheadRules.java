package dev.tenace.sheepshead;

import dev.tenace.core.card.Deck;
import dev.tenace.core.internal.TenaceStyle;
import dev.tenace.core.spi.TrickGameState;
import dev.tenace.core.spi.VariantTable;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import org.immutables.value.Value;

/**
 * The rules of a Sheepshead game: every variant of {@code rules/sheepshead.md} §9 by its exact
 * name, with the documented defaults (which depend on the table: the Jack of Diamonds partner and
 * the call-up are on only for 5 players without {@code calledAce}). An immutable value: start from
 * {@link #defaults()} and copy with {@code with*}, or use {@link #builder()}.
 *
 * <pre>{@code
 * SheepsheadRules r = SheepsheadRules.builder().calledAce(true).crack(true).build();
 * SheepsheadRules club = SheepsheadRules.defaults().withCrack(true).withDoubleOnTheBump(true);
 * }</pre>
 *
 * <p>A {@code with*} copy changes that variant alone: {@code withPlayers(3)} on the defaults keeps
 * the Jack of Diamonds partner and is refused; use {@link #toBuilder()} to let the table defaults
 * follow.
 *
 * <p>An invalid combination (§9) cannot be built: the builder throws an {@link
 * IllegalArgumentException} listing every problem; {@link #validate} returns them all.
 */
@TenaceStyle
@Value.Immutable
@SuppressWarnings(
    "exports") // Immutables' annotations are for the processor; clients need not read them
public abstract class SheepsheadRules implements WithSheepsheadRules, TrickGameState.Dealing {
  SheepsheadRules() {}

  /** §1.1, §9: 3, 4 or 5 players (default 5). */
  @Override
  @Value.Default
  public int players() {
    return 5;
  }

  /** §9.1: the picker calls a fail ace instead of the Jack of Diamonds rule. */
  @Value.Default
  public boolean calledAce() {
    return false;
  }

  /**
   * §4.4: the holder of JD is the picker's partner (default on for 5 players without calledAce).
   */
  @Value.Default
  public boolean jackOfDiamondsPartner() {
    return players() == 5 && !calledAce();
  }

  /**
   * §4.4(b): a picker holding JD may call the lowest jack he lacks (default as
   * jackOfDiamondsPartner).
   */
  @Value.Default
  public boolean jackCallUp() {
    return players() == 5 && !calledAce();
  }

  /** §7, §9: what happens when all pass (default LEASTER). */
  @Value.Default
  public AllPass allPass() {
    return AllPass.LEASTER;
  }

  /** §9: in a leaster the last trick's winner takes the blind. */
  @Value.Default
  public boolean leasterBlindToLastTrick() {
    return false;
  }

  /** §8.1: deals in a match; 0 means one per player (default). */
  @Value.Default
  public int matchDeals() {
    return 0;
  }

  /** §9: no trick scores m = −3 instead of −6. */
  @Value.Default
  public boolean noTrickStandard() {
    return false;
  }

  /** §9: a picker without JD may declare alone or partner. */
  @Value.Default
  public boolean voluntaryAlone() {
    return false;
  }

  /**
   * §9.1.5 underCall (needs calledAce): a picker with no 9.1.1 or 9.1.2 call may call the ace of a
   * fail suit of which his eight cards hold none, laying one kept card face down as its stand-in.
   */
  @Value.Default
  public boolean underCall() {
    return false;
  }

  /**
   * §9.1.5(h) underFaceUp (needs underCall): the under is shown to every seat when it is played
   * (§10.17), instead of only to the picker, the winner of its trick and, at the end, everyone.
   */
  @Value.Default
  public boolean underFaceUp() {
    return false;
  }

  /**
   * §9 calledSuitLead (needs calledAce): until the called suit is first led, the partner may lead
   * it only with the called card, unless he holds four or more cards of it.
   */
  @Value.Default
  public boolean calledSuitLead() {
    return false;
  }

  /**
   * §9 schwanzerTie (needs {@code allPass = SCHWANZER}): how a tie for the most power is settled
   * (§9.2.3, default {@link SchwanzerTie#HIGHEST_TRUMP}).
   */
  @Value.Default
  public SchwanzerTie schwanzerTie() {
    return SchwanzerTie.HIGHEST_TRUMP;
  }

  /** §9: players other than the picker may crack (×2), the picker may recrack (×4). */
  @Value.Default
  public boolean crack() {
    return false;
  }

  /** §9: negative units are doubled for the picker side. */
  @Value.Default
  public boolean doubleOnTheBump() {
    return false;
  }

  /**
   * A builder of rules: every variant is at its default until set; {@code build()} reports an
   * invalid combination with an {@link IllegalArgumentException} naming every problem.
   */
  public static final class Builder extends ImmutableSheepsheadRules.Builder {
    Builder() {}
  }

  /** A builder with every variant at its default. */
  public static Builder builder() {
    return new Builder();
  }

  private static final SheepsheadRules DEFAULTS = builder().build();

  /** The seed's 5-handed game with the Jack of Diamonds partner. */
  public static SheepsheadRules defaults() {
    return DEFAULTS;
  }

  /**
   * A builder holding these rules, except that the Jack of Diamonds partner and the call-up are
   * left to their table defaults where they have them: setting {@code players} or {@code calledAce}
   * on it then moves them with the table (§9), as it does on a fresh builder.
   *
   * <pre>{@code
   * SheepsheadRules three = SheepsheadRules.defaults().toBuilder().players(3).build(); // no JD partner
   * }</pre>
   */
  @SuppressWarnings("CheckReturnValue") // the builder is mutable: its setters return itself
  public Builder toBuilder() {
    Builder b =
        builder()
            .players(players())
            .calledAce(calledAce())
            .allPass(allPass())
            .leasterBlindToLastTrick(leasterBlindToLastTrick())
            .matchDeals(matchDeals())
            .noTrickStandard(noTrickStandard())
            .voluntaryAlone(voluntaryAlone())
            .calledSuitLead(calledSuitLead())
            .underCall(underCall())
            .underFaceUp(underFaceUp())
            .schwanzerTie(schwanzerTie())
            .crack(crack())
            .doubleOnTheBump(doubleOnTheBump());
    boolean table = players() == 5 && !calledAce();
    if (jackOfDiamondsPartner() != table) {
      b.jackOfDiamondsPartner(jackOfDiamondsPartner());
    }
    if (jackCallUp() != table) {
      b.jackCallUp(jackCallUp());
    }
    return b;
  }

  /** The number of deals of a match (§8.1). */
  public int dealsInMatch() {
    return matchDeals() == 0 ? players() : matchDeals();
  }

  /** The deck: the 32 cards of §2.1, A T K Q J 9 8 7 of each suit. */
  @Override
  public Deck deck() {
    return Deck.piquet();
  }

  /** Cards per hand: 6, 7 or 10 (§3.1, §9 players). */
  @Override
  public int handSize() {
    return players() == 5 ? 6 : players() == 4 ? 7 : 10;
  }

  /** Cards in the blind (and buried): 2, or 4 with 4 players. */
  public int blindSize() {
    return players() == 4 ? 4 : 2;
  }

  /** Every problem of the combination at once (§9), or the rules. */
  public static Validation<Seq<String>, SheepsheadRules> validate(SheepsheadRules rules) {
    return VariantTable.validate(rules, problems(rules));
  }

  static Seq<String> problems(SheepsheadRules r) {
    List<String> out = List.empty();
    if (r.players() < 3 || r.players() > 5) {
      out = out.append("players must be 3, 4 or 5 (sheepshead §9) but was " + r.players());
    }
    if (r.calledAce() && (r.jackOfDiamondsPartner() || r.jackCallUp() || r.voluntaryAlone())) {
      out =
          out.append(
              "calledAce cannot be combined with jackOfDiamondsPartner, jackCallUp or voluntaryAlone (sheepshead §9)");
    }
    if (r.players() != 5
        && (r.calledAce() || r.jackCallUp() || r.voluntaryAlone() || r.jackOfDiamondsPartner())) {
      out =
          out.append(
              "with 3 or 4 players the picker is always alone: no calledAce, jackOfDiamondsPartner, jackCallUp or voluntaryAlone (sheepshead §9)");
    }
    if (r.jackCallUp() && !r.jackOfDiamondsPartner()) {
      out = out.append("jackCallUp needs jackOfDiamondsPartner (sheepshead §4.4)");
    }
    if (r.voluntaryAlone() && !r.jackOfDiamondsPartner()) {
      out = out.append("voluntaryAlone needs jackOfDiamondsPartner (sheepshead §9)");
    }
    if (r.calledSuitLead() && !r.calledAce()) {
      out = out.append("calledSuitLead needs calledAce (sheepshead §9)");
    }
    if (r.underCall() && !r.calledAce()) {
      out = out.append("underCall needs calledAce (sheepshead §9.1.5, §10.24)");
    }
    if (r.underFaceUp() && !r.underCall()) {
      out = out.append("underFaceUp needs underCall (sheepshead §9.1.5(h), §10.24)");
    }
    if (r.schwanzerTie() != SchwanzerTie.HIGHEST_TRUMP && r.allPass() != AllPass.SCHWANZER) {
      out =
          out.append(
              "schwanzerTie "
                  + r.schwanzerTie()
                  + " needs allPass = SCHWANZER (sheepshead §9, §10.24)");
    }
    if (r.matchDeals() < 0) {
      out = out.append("matchDeals must be 0 (one per player) or more but was " + r.matchDeals());
    }
    return out;
  }

  @Value.Check
  void check() {
    VariantTable.requireValid("Sheepshead", problems(this));
  }
}
