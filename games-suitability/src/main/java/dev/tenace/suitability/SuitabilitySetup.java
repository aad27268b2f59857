package dev.tenace.suitability;

import dev.tenace.core.card.Card;
import dev.tenace.core.game.Move;
import dev.tenace.core.spi.DealHeader;
import dev.tenace.core.spi.DealSetup;
import dev.tenace.core.spi.Ints;
import dev.tenace.core.spi.Masks;
import java.util.List;
import java.util.Objects;

/**
 * Everything of a Suitability deal but its trick play (rules/suitability.md §3, §4, §6, §8): fixed
 * while the cards are played, so every card play shares it. A value: the state's {@code equals},
 * {@code hashCode}, key and text are derived from it and the trick play.
 *
 * @param header the deal (§3, §8): the hands as dealt, the 3-player turn-up as the one card of
 *     {@link DealHeader#rest()}, the deal number and the standing before it
 * @param rules the rules of the deal
 * @param calls the declarations and privilege claims (§4), in order: the public history before
 *     trick play, with the suit roles they give
 * @param privileges each seat's privilege for scoring (§6.3): the one it claimed, else {@link
 *     Privilege#NONE}
 * @param exchanger the seat that took the 3-player turn-up into its hand (§8), or -1
 * @param scores the deal scores per seat once the deal is over (§6), else empty
 */
record SuitabilitySetup(
    DealHeader header,
    SuitabilityRules rules,
    SuitabilityCalls calls,
    List<Privilege> privileges,
    int exchanger,
    Ints scores)
    implements DealSetup {
  /** Checks the parts (a privilege per seat) and copies the privileges. */
  SuitabilitySetup {
    Objects.requireNonNull(header, "header is null");
    Objects.requireNonNull(rules, "rules are null");
    privileges = List.copyOf(privileges);
    if (privileges.size() != header.players()) {
      throw new IllegalArgumentException(
          "a privilege per seat (" + header.players() + ") but there were " + privileges);
    }
    Objects.requireNonNull(calls, "calls are null");
    Objects.requireNonNull(scores, "scores are null");
  }

  /** A deal as dealt: no call yet, no exchange, not scored. */
  static SuitabilitySetup dealt(DealHeader header, SuitabilityRules rules) {
    return new SuitabilitySetup(
        header,
        rules,
        SuitabilityCalls.NONE,
        SuitabilityDeclaring.privileges(header.players(), List.of()),
        -1,
        Ints.of());
  }

  /** The card dealt face up (3 players), or {@code null}. */
  Card turnUp() {
    return header.rest().isEmpty() ? null : header.rest().get(0);
  }

  /**
   * The card face up now (3 players): the dealt turn-up, or after the exchange the plain card put
   * in its place (§8); {@code null} without a turn-up.
   */
  Card faceUp() {
    Card up = turnUp();
    return up == null
        ? null
        : SuitabilityDeclaring.faceUp(up, exchanger >= 0, calls.suitWith(Role.PLAIN));
  }

  /** Whether the deal is scored. */
  boolean scored() {
    return scores.size() > 0;
  }

  /** This setup after one more call (a declaration or a privilege claim). */
  SuitabilitySetup withCall(Move call) {
    SuitabilityCalls next = calls.with(call);
    List<Privilege> p =
        call.action() instanceof SuitabilityAction.Claim
            ? SuitabilityDeclaring.privileges(players(), next)
            : privileges; // only a claim changes them (§4.2)
    return new SuitabilitySetup(header, rules, next, p, exchanger, scores);
  }

  /** This setup with the seat that exchanged with the turn-up, as trick play begins. */
  SuitabilitySetup withExchanger(int seat) {
    return new SuitabilitySetup(header, rules, calls, privileges, seat, scores);
  }

  /** This setup with its deal scores. */
  SuitabilitySetup withScores(Ints s) {
    return new SuitabilitySetup(header, rules, calls, privileges, exchanger, s);
  }

  /** This setup with other hands dealt (a sampled world of the same public deal). */
  SuitabilitySetup withDealt(Masks dealt) {
    DealHeader h =
        new DealHeader(
            header.deck(),
            header.dealer(),
            dealt,
            header.rest(),
            header.dealNumber(),
            header.standing());
    return new SuitabilitySetup(h, rules, calls, privileges, exchanger, scores);
  }
}
