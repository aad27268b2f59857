package dev.tenace.suitability;

import dev.tenace.core.card.Deck;
import dev.tenace.core.card.Rank;
import dev.tenace.core.internal.TenaceStyle;
import dev.tenace.core.spi.TrickGameState;
import dev.tenace.core.spi.VariantTable;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.util.Set;
import java.util.TreeSet;
import org.immutables.value.Value;

/**
 * The rules of a Suitability game: every variant of {@code rules/suitability.md} §8 by its exact
 * name, with the documented defaults (the stripped ranks follow the player count unless set).
 *
 * <pre>{@code
 * SuitabilityRules five = SuitabilityRules.builder().players(5).build();   // 55 cards with jokers
 * SuitabilityRules parlett = SuitabilityRules.defaults().withRoundDown(true);
 * }</pre>
 */
@TenaceStyle
@Value.Immutable
@SuppressWarnings(
    "exports") // Immutables' annotations are for the processor; clients need not read them
public abstract class SuitabilityRules implements TrickGameState.Dealing {
  SuitabilityRules() {}

  /** §1.2, §8: 2, 3, 4 or 5 players (default 4). */
  @Override
  @Value.Default
  public int players() {
    return 4;
  }

  /** §7: DEALS (default) or TARGET. */
  @Value.Default
  public EndCondition endCondition() {
    return EndCondition.DEALS;
  }

  /** §7.1: deals in a game; 0 means one per player (default). */
  @Value.Default
  public int matchDeals() {
    return 0;
  }

  /** §7.2: the target of {@code endCondition = TARGET} (default 250). */
  @Value.Default
  public int targetScore() {
    return 250;
  }

  /**
   * §8: the ranks removed from every suit; by default {@code 2 3 4} for 3 players, {@code 2 … 7}
   * for 2 players and none otherwise ({@link #defaultStrippedRanks}).
   */
  @Value.Default
  public Set<Rank> strippedRanks() {
    return defaultStrippedRanks(players());
  }

  /** §6.2, §9.1: divide and round down instead of half up. */
  @Value.Default
  public boolean roundDown() {
    return false;
  }

  /** §8: 4 players in teams {0, 2} and {1, 3}; team totals decide. */
  @Value.Default
  public boolean partnerships() {
    return false;
  }

  /** A copy with another player count (the stripped ranks are kept as they are). */
  public abstract SuitabilityRules withPlayers(int players);

  /** A copy with another end condition. */
  public abstract SuitabilityRules withEndCondition(EndCondition endCondition);

  /** A copy with another number of deals (0: one per player). */
  public abstract SuitabilityRules withMatchDeals(int matchDeals);

  /** A copy with another target score. */
  public abstract SuitabilityRules withTargetScore(int targetScore);

  /** A copy with other stripped ranks. */
  public abstract SuitabilityRules withStrippedRanks(Iterable<Rank> strippedRanks);

  /** A copy with the other rounding. */
  public abstract SuitabilityRules withRoundDown(boolean roundDown);

  /** A copy with or without partnerships. */
  public abstract SuitabilityRules withPartnerships(boolean partnerships);

  /**
   * A builder of rules: every variant is at its default until set; {@code build()} reports an
   * invalid combination with an {@link IllegalArgumentException} naming every problem.
   */
  public static final class Builder extends ImmutableSuitabilityRules.Builder {
    Builder() {}
  }

  /** A builder with every variant at its default. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A builder holding these rules, except that stripped ranks equal to the default for the player
   * count are left unset, so that they follow a new player count.
   */
  @SuppressWarnings("CheckReturnValue") // the builder is mutable: its setters return itself
  static Builder toBuilder(SuitabilityRules r) {
    Builder b = builder();
    b.players(r.players())
        .endCondition(r.endCondition())
        .matchDeals(r.matchDeals())
        .targetScore(r.targetScore())
        .roundDown(r.roundDown())
        .partnerships(r.partnerships());
    if (!r.strippedRanks().equals(defaultStrippedRanks(r.players()))) {
      b.strippedRanks(r.strippedRanks());
    }
    return b;
  }

  private static final SuitabilityRules DEFAULTS = builder().build();

  /** The seed's 4-player game. */
  public static SuitabilityRules defaults() {
    return DEFAULTS;
  }

  /**
   * The stripped ranks of §8, §9.3 for a player count: {@code 2 3 4} for 3, {@code 2 … 7} for 2,
   * else none.
   */
  public static Set<Rank> defaultStrippedRanks(int players) {
    if (players == 3) {
      return Set.of(Rank.TWO, Rank.THREE, Rank.FOUR);
    }
    if (players == 2) {
      return Set.of(Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN);
    }
    return Set.of();
  }

  /** The deck: 52; 55 with jokers for 5 players; stripped ranks for 3 and 2 (§2.1, §8). */
  @Override
  public Deck deck() {
    if (players() == 5) {
      return Deck.standard().withJokers(3);
    }
    return strippedRanks().isEmpty()
        ? Deck.standard()
        : Deck.standard().withoutRanks(strippedRanks());
  }

  /** Cards per hand: 13, 11 (5 players), 13 (3 players, plus the turn-up), 14 (2 players). */
  @Override
  public int handSize() {
    return switch (players()) {
      case 5 -> 11;
      case 2 -> 14;
      default -> 13;
    };
  }

  /** The number of deals of a DEALS game. */
  public int dealsInMatch() {
    return matchDeals() == 0 ? players() : matchDeals();
  }

  /** Every problem of the combination at once (§8), or the rules. */
  public static Validation<Seq<String>, SuitabilityRules> validate(SuitabilityRules rules) {
    return VariantTable.validate(rules, problems(rules));
  }

  static Seq<String> problems(SuitabilityRules r) {
    List<String> out = List.empty();
    if (r.players() < 2 || r.players() > 5) {
      out = out.append("players must be 2, 3, 4 or 5 (suitability §8) but was " + r.players());
    }
    if (r.partnerships() && r.players() != 4) {
      out = out.append("partnerships needs 4 players (suitability §8)");
    }
    int need = r.players() == 3 ? 40 : r.players() == 2 ? 28 : r.players() == 5 ? 55 : 52;
    int have = 52 - 4 * r.strippedRanks().size() + (r.players() == 5 ? 3 : 0);
    if (r.players() >= 2 && r.players() <= 5 && have != need) {
      out =
          out.append(
              "strippedRanks "
                  + new TreeSet<>(r.strippedRanks())
                  + " leave "
                  + have
                  + " cards but "
                  + r.players()
                  + " players need "
                  + need
                  + " (suitability §8)");
    }
    if (r.matchDeals() < 0) {
      out = out.append("matchDeals must be 0 (one per player) or more but was " + r.matchDeals());
    }
    if (r.targetScore() < 1) {
      out = out.append("targetScore must be at least 1 but was " + r.targetScore());
    }
    return out;
  }

  @Value.Check
  void check() {
    VariantTable.requireValid("Suitability", problems(this));
  }
}
