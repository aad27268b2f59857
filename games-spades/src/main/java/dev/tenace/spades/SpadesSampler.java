package dev.tenace.spades;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.Move;
import dev.tenace.core.spi.HiddenDeal;
import dev.tenace.core.trick.Trick;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The consistent-state sampler of {@link SpadesView#sampleConsistentState}: it states what the view
 * reveals about the hidden cards as constraints of one core {@link HiddenDeal} (cards a seat may
 * not hold, cards it must hold, a mirror bidder's exact number of spades), draws the unseen cards
 * uniformly among the deals that meet them (constructively: no retries, no failure), undoes the
 * exchanges to find the dealt hands, and replays the view's history on them. A replay that fails is
 * a bug, reported by {@code applyLegal}'s exception.
 *
 * <p>What the view reveals (spades §4, §7): the cards each seat played; a suit a seat did not
 * follow; a spade led before spades were broken (a hand of spades only); under lefty/righty, no
 * legal card further left/right than the one played (except the forced 2C lead); the first leader's
 * 2C under firstLeadTwoOfClubs; the cards this seat gave its partner; and under mirror, each
 * bidder's number of spades.
 */
final class SpadesSampler {
  private SpadesSampler() {}

  static SpadesState sample(SpadesView v, RandomGenerator rng) {
    SpadesRules rules = v.rules();
    int me = v.seat();
    int partner = (me + 2) % 4;
    List<Trick> tricks = new ArrayList<>();
    v.tricks()
        .ifPresent(
            t -> {
              tricks.addAll(t.completed());
              tricks.add(t.current());
            });
    long[] playedBy = new long[4];
    long[] forbid = new long[4];
    long played = inferFromPlay(rules, tricks, playedBy, forbid);

    long known = v.seesHand() ? v.hand().bits() : 0L;
    long hidden = CardSet.STANDARD_BITS & ~known & ~played;
    int[] need = new int[4];
    for (int x = 0; x < 4; x++) {
      need[x] = x == me && v.seesHand() ? 0 : 13 - Long.bitCount(playedBy[x]);
    }
    boolean delivered = v.tricks().isPresent();
    HiddenDeal.Builder deal = HiddenDeal.builder(hidden, need);
    for (int x = 0; x < 4; x++) {
      deal.forbid(x, forbid[x]);
      if (rules.mirror() && need[x] > 0 && v.bid(x).isPresent()) {
        // §7 mirror: the bid is the number of spades held (no exchange there, so dealt = held)
        deal.exactly(
            x,
            SpadesState.SPADES,
            v.bid(x).get().tricks() - Long.bitCount(playedBy[x] & SpadesState.SPADES));
      }
    }
    if (delivered && v.exchanging(me)) {
      deal.require(partner, v.gave().bits());
    }
    if (rules.firstLeadTwoOfClubs() && delivered) {
      deal.require(tricks.get(0).leader(), SpadesState.TWO_CLUBS);
    }
    HiddenDeal constraints = deal.build();
    long[] fresh = constraints.sampleForView(rng, me);

    long[] post = new long[4];
    for (int x = 0; x < 4; x++) {
      post[x] = (x == me && v.seesHand() ? known : fresh[x]) | playedBy[x];
    }
    // Undo the exchanges to find the dealt hands; gift[x] is what x gave its partner.
    long[] dealt = post.clone();
    long[] gift = new long[4];
    if (delivered) {
      for (int a = 0; a < 2; a++) {
        int b = a + 2;
        if (!v.exchanging(a)) {
          continue;
        }
        boolean mine = a == me % 2;
        gift[a] =
            mine
                ? (a == me ? v.gave() : v.received()).bits()
                : HiddenDeal.randomSubset(post[b], 2, rng);
        gift[b] =
            mine
                ? (b == me ? v.gave() : v.received()).bits()
                : HiddenDeal.randomSubset(post[a], 2, rng);
        dealt[a] = (post[a] & ~gift[b]) | gift[a];
        dealt[b] = (post[b] & ~gift[a]) | gift[b];
      }
    } else {
      for (int x = 0; x < 4; x++) {
        if (v.hasChosen(x)) {
          gift[x] = x == me ? v.gave().bits() : HiddenDeal.randomSubset(dealt[x], 2, rng);
        }
      }
    }
    List<CardSet> hands = new ArrayList<>(4);
    for (long h : dealt) {
      hands.add(CardSet.ofBits(h));
    }
    SpadesState s =
        SpadesState.start(
            rules,
            v.dealNumber(),
            v.dealer(),
            v.scoresBefore(),
            v.bagsBefore(),
            v.standing(),
            hands);
    for (Move m : v.history()) {
      Action a =
          m.action() instanceof Concealed
              ? new SpadesAction.Exchange(CardSet.ofBits(gift[m.seat()]))
              : m.action();
      s = s.applyLegal(m.seat(), a);
    }
    return s;
  }

  /**
   * Walks the tricks: the cards each seat played ({@code playedBy}), the cards each seat cannot
   * hold now ({@code forbid}); returns every card played.
   */
  private static long inferFromPlay(
      SpadesRules rules, List<Trick> tricks, long[] playedBy, long[] forbid) {
    long played = 0;
    boolean first = true;
    for (Trick t : tricks) {
      long ledSuit = 0;
      for (int i = 0; i < t.size(); i++) {
        Card c = t.card(i);
        int x = t.seat(i);
        playedBy[x] |= c.bit();
        long below = c.bit() - 1;
        long above = ~(c.bit() | below);
        long candidates = -1L;
        boolean byOrder = true;
        if (i == 0) {
          ledSuit = CardSet.suitMask(c.suit());
          boolean broken = (played & SpadesState.SPADES) != 0;
          if (!broken && (c.bit() & SpadesState.SPADES) != 0) {
            forbid[x] |= ~SpadesState.SPADES;
          } else if (!broken) {
            candidates = ~SpadesState.SPADES;
          }
          byOrder = !(first && rules.firstLeadTwoOfClubs());
        } else if ((c.bit() & ledSuit) != 0) {
          candidates = ledSuit;
        } else {
          forbid[x] |= ledSuit;
        }
        if (byOrder && rules.lefty()) {
          forbid[x] |= candidates & below;
        }
        if (byOrder && rules.righty()) {
          forbid[x] |= candidates & above;
        }
        played |= c.bit();
      }
      first = false;
    }
    return played;
  }
}
