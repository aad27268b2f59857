package dev.tenace.spades;

import java.util.List;

/**
 * The scoring of a Spades deal (spades §5, with the scoring variants of §7), as pure functions:
 * from the rules, the bids, the tricks each seat took and the team's bag count before the deal to
 * the team's deal score and its bag count after it. Nothing here reads a state.
 *
 * <pre>{@code
 * // SP-E8: bids 4 + nil, the nil bidder takes none, the partner 6 tricks, no bags before
 * SpadesScoring.team(rules, SpadesBid.of(4), 6, SpadesBid.NIL, 0, 0); // TeamScore[score=142, bags=2]
 * }</pre>
 *
 * <p>Per team (§5): {@code B} is the contract (§3.5), {@code T} the tricks both partners took (a
 * nil bidder's included, §8.3, unless {@code nilTricksSeparate}) and {@code K} the bag count before
 * the deal.
 */
final class SpadesScoring {
  private SpadesScoring() {}

  /**
   * A team's result of one deal.
   *
   * @param score the deal score (§5.4), added to the team total
   * @param bags the team's bag count after the deal (§5.3): 0 to 9, always 0 with {@code bags} off
   */
  record TeamScore(int score, int bags) {}

  /**
   * §5 for one team: the contract (§5.1), the nil terms (§5.2) and the bags (§5.3) make the deal
   * score (§5.4); {@code doubleNilUnit} scores a team of two nil bidders as one contract instead.
   *
   * @param rules the rules of the deal
   * @param bid the bid of one partner
   * @param tricks the tricks that partner took
   * @param partnerBid the bid of the other partner
   * @param partnerTricks the tricks the other partner took
   * @param bagsBefore the team's bag count before the deal, {@code K}
   */
  static TeamScore team(
      SpadesRules rules,
      SpadesBid bid,
      int tricks,
      SpadesBid partnerBid,
      int partnerTricks,
      int bagsBefore) {
    if (rules.doubleNilUnit() && bid.equals(SpadesBid.NIL) && partnerBid.equals(SpadesBid.NIL)) {
      return doubleNil(rules, tricks + partnerTricks, bagsBefore);
    }
    int contract = contract(bid, partnerBid);
    int nilTricks = nilTricks(rules, bid, tricks) + nilTricks(rules, partnerBid, partnerTricks);
    int taken = tricks + partnerTricks - nilTricks;
    // nilTricksSeparate: each trick of a nil bidder is a point and a bag, made or set
    int score = contractScore(rules, contract, taken) + nilTricks;
    int newBags = newBags(contract, taken) + nilTricks;
    score += nil(bid, tricks) + nil(partnerBid, partnerTricks);
    if (!rules.bags()) {
      return new TeamScore(score, 0);
    }
    int k = bagsBefore + newBags;
    return new TeamScore(score - bagPenalty(k), k % 10);
  }

  /**
   * Both teams' results: {@code [A, B]} from the bids and tricks per seat and the bag counts {@code
   * [A, B]} before the deal.
   */
  static List<TeamScore> deal(
      SpadesRules rules, List<SpadesBid> bids, List<Integer> tricks, List<Integer> bagsBefore) {
    return List.of(
        team(rules, bids.get(0), tricks.get(0), bids.get(2), tricks.get(2), bagsBefore.get(0)),
        team(rules, bids.get(1), tricks.get(1), bids.get(3), tricks.get(3), bagsBefore.get(1)));
  }

  /** §3.5: the team contract {@code B}, the sum of the numeric bids (a nil counts 0). */
  static int contract(SpadesBid bid, SpadesBid partnerBid) {
    return bid.tricks() + partnerBid.tricks();
  }

  /**
   * §5.1: {@code 10·B + (T − B)} when made ({@code T ≥ B}), {@code −10·B} when set; {@code
   * tenForTwoHundred} makes a contract of 10 or more worth 200 instead of {@code 10·B}.
   */
  static int contractScore(SpadesRules rules, int contract, int taken) {
    if (taken < contract) {
      return -10 * contract;
    }
    int made = rules.tenForTwoHundred() && contract >= 10 ? 200 : 10 * contract;
    return made + (taken - contract);
  }

  /** §5.1: the overtricks of a made contract, {@code T − B}; none when set. */
  static int newBags(int contract, int taken) {
    return taken >= contract ? taken - contract : 0;
  }

  /**
   * §5.2: a nil bid is worth {@code ±100}, a blind nil {@code ±200}, made with no trick; else 0.
   */
  static int nil(SpadesBid bid, int tricks) {
    if (!bid.isNil()) {
      return 0;
    }
    int value = bid.blind() ? 200 : 100;
    return tricks == 0 ? value : -value;
  }

  /**
   * §7 nilTricksSeparate: the tricks of a nil or blind-nil bidder, which then do not count toward
   * {@code T}; 0 by default (§8.3: they count).
   */
  static int nilTricks(SpadesRules rules, SpadesBid bid, int tricks) {
    return rules.nilTricksSeparate() && bid.isNil() ? tricks : 0;
  }

  /** §5.3: the penalty of {@code K'} bags, {@code 100 · floor(K'/10)}. */
  static int bagPenalty(int bags) {
    return 100 * (bags / 10);
  }

  /**
   * §7 doubleNilUnit: two nil bidders are one contract, {@code +200} if the team took no trick,
   * else {@code −200}; their tricks make no bags.
   */
  static TeamScore doubleNil(SpadesRules rules, int teamTricks, int bagsBefore) {
    return new TeamScore(teamTricks == 0 ? 200 : -200, rules.bags() ? bagsBefore : 0);
  }

  /** §7 bidErrorScoring: a seat's deal error {@code |bid − own tricks|}, a nil bidding 0. */
  static int bidError(SpadesBid bid, int tricks) {
    return Math.abs(bid.tricks() - tricks);
  }
}
