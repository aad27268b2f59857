package dev.tenace.spades;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Redeal;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.Trick;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * What one seat knows of a Spades deal: its hand once it has looked (§3.3; an unlooked hand shows
 * no cards), every bid, the cards it exchanged with its partner (known to the two partners only),
 * who has chosen in an exchange, every trick, and the scores once known.
 *
 * <p>{@link #sampleConsistentState} re-deals every card the seat cannot see consistently with
 * that: exchanged cards stay with the partner, no seat holds a suit it has shown void in, a spade
 * led before spades were broken means a hand of spades, a lefty/righty play means no legal card
 * further left/right was held, and under mirror every bid is the bidder's number of spades.
 *
 * @param rules the rules
 * @param seat the seat whose view this is
 * @param dealNumber the deal number
 * @param dealer the dealer
 * @param scoresBefore team totals before the deal
 * @param bagsBefore team bags before the deal
 * @param phase where the deal is
 * @param handSeen whether this seat has looked
 * @param hand the seat's current hand, empty until it has looked
 * @param bids every seat's bid text, empty string before it bids
 * @param exchangers the seats that exchange cards this deal (bit mask)
 * @param chosen per seat, whether it has chosen its exchange cards
 * @param gave the cards this seat gave its partner (or chose to give)
 * @param received the cards this seat received from its partner, once delivered
 * @param tricks the completed tricks
 * @param currentTrick the trick in progress, or {@code null} before trick play
 * @param toMove the seat to move, {@code -1} when over
 * @param teamScores the team deal scores once over, else empty
 * @param bagsAfter the team bags after the deal once over, else empty
 * @param legalActions this seat's legal actions
 */
public record SpadesView(SpadesRules rules, int seat, int dealNumber, int dealer, List<Integer> scoresBefore,
    List<Integer> bagsBefore, SpadesState.Phase phase, boolean handSeen, CardSet hand, List<String> bids,
    int exchangers, List<Boolean> chosen, CardSet gave, CardSet received, List<Trick> tricks, Trick currentTrick,
    int toMove, List<Integer> teamScores, List<Integer> bagsAfter, List<Action> legalActions)
    implements View<SpadesState> {

  static SpadesView of(SpadesState s, int seat) {
    List<String> bids = new ArrayList<>();
    List<Boolean> chosen = new ArrayList<>();
    for (int x = 0; x < 4; x++) {
      bids.add(s.bid(x).map(SpadesAction::text).orElse(""));
      chosen.add(!s.exchanged(x).isEmpty());
    }
    boolean delivered = s.trickPlay() != null;
    CardSet received = delivered && (s.exchangers() & (1 << seat)) != 0 ? s.exchanged((seat + 2) % 4) : CardSet.EMPTY;
    var p = s.trickPlay();
    return new SpadesView(s.rules(), seat, s.dealNumber(), s.dealer(), s.scoresBefore(), s.bagsBefore(), s.phase(),
        s.handSeen(seat), s.handSeen(seat) ? s.hand(seat) : CardSet.EMPTY, List.copyOf(bids), s.exchangers(),
        List.copyOf(chosen), s.exchanged(seat), received, p == null ? List.of() : p.completedTricks(),
        p == null ? null : p.currentTrick(), s.toMove(), s.isTerminal() ? s.teamScores() : List.of(),
        s.isTerminal() ? s.bagsAfter() : List.of(), s.legalActions(seat));
  }

  @Override
  public int players() {
    return 4;
  }

  @Override
  public boolean canAct() {
    return !legalActions.isEmpty();
  }

  @Override
  public SpadesState sampleConsistentState(RandomGenerator rng) {
    IllegalStateException last = null;
    for (int attempt = 0; attempt < 400; attempt++) {
      try {
        SpadesState s = attempt(rng);
        if (s != null) {
          return s;
        }
      } catch (IllegalStateException e) {
        last = e;
      }
    }
    throw new IllegalStateException("no consistent deal found for the view of seat " + seat, last);
  }

  private SpadesState attempt(RandomGenerator rng) {
    long[] playedBy = new long[4];
    long[] forbid = new long[4];
    List<Trick> all = new ArrayList<>(tricks);
    if (currentTrick != null) {
      all.add(currentTrick);
    }
    long seenCards = 0;
    boolean firstTrick = true;
    for (Trick t : all) {
      int led = -1;
      for (int i = 0; i < t.size(); i++) {
        Card c = t.card(i);
        int x = t.seat(i);
        playedBy[x] |= c.bit();
        long below = c.bit() - 1;
        long above = ~(c.bit() | below);
        boolean broken = (seenCards & SpadesState.SPADES) != 0;
        if (i == 0) {
          led = c.suit().ordinal();
          boolean forcedFirst = firstTrick && rules.firstLeadTwoOfClubs();
          long candidates = -1L;
          if (!broken && (c.bit() & SpadesState.SPADES) != 0) {
            forbid[x] |= ~SpadesState.SPADES;
          } else if (!broken) {
            candidates = ~SpadesState.SPADES;
          }
          if (!forcedFirst && rules.lefty()) {
            forbid[x] |= candidates & below;
          }
          if (!forcedFirst && rules.righty()) {
            forbid[x] |= candidates & above;
          }
        } else {
          long ledSuit = CardSet.suitMask(Suit.ofOrdinal(led));
          long candidates = -1L;
          if (c.suit().ordinal() == led) {
            candidates = ledSuit;
          } else {
            forbid[x] |= ledSuit;
          }
          if (rules.lefty()) {
            forbid[x] |= candidates & below;
          }
          if (rules.righty()) {
            forbid[x] |= candidates & above;
          }
        }
        seenCards |= c.bit();
      }
      firstTrick = false;
    }
    long playedAll = seenCards;
    int partner = (seat + 2) % 4;
    boolean exchanging = (exchangers & (1 << seat)) != 0;
    boolean delivered = phase == SpadesState.Phase.PLAYING || phase == SpadesState.Phase.OVER;
    long known = handSeen ? hand.bits() : 0L;
    long hidden = CardSet.STANDARD_BITS & ~known & ~playedAll;
    int[] need = new int[4];
    for (int x = 0; x < 4; x++) {
      if (x != seat || !handSeen) {
        need[x] = 13 - Long.bitCount(playedBy[x]);
      }
    }
    long toPartner = exchanging && delivered ? gave.bits() & ~playedAll : 0L;
    long[] forced = new long[4];
    forced[partner] |= toPartner;
    if (rules.firstLeadTwoOfClubs() && phase != SpadesState.Phase.PLAYING && phase != SpadesState.Phase.OVER) {
      // the 2C holder is not known before trick play
    } else if (rules.firstLeadTwoOfClubs() && !all.isEmpty() && (playedAll & SpadesState.TWO_CLUBS) == 0) {
      forced[all.get(0).leader()] |= SpadesState.TWO_CLUBS & hidden;
    }
    long forcedAll = forced[0] | forced[1] | forced[2] | forced[3];
    long[] fresh;
    int[] spadesNeeded = rules.mirror() ? mirrorSpades(playedBy, known) : null;
    if (spadesNeeded == null) {
      fresh = Redeal.deal(hidden, need, x -> (~forcedAll | forced[x]) & ~forbid[x], rng);
    } else {
      // Mirror bids fix each bidder's spade count: deal the hidden spades to them first (index 4
      // keeps the spades of seats whose count is unknown), then everything else.
      long hiddenSpades = hidden & SpadesState.SPADES;
      int[] spadeNeed = new int[5];
      int fixed = 0;
      for (int x = 0; x < 4; x++) {
        if (spadesNeeded[x] >= 0) {
          spadeNeed[x] = spadesNeeded[x];
          fixed += spadesNeeded[x];
        }
      }
      spadeNeed[4] = Long.bitCount(hiddenSpades) - fixed;
      if (spadeNeed[4] < 0) {
        return null;
      }
      long[] sp = Redeal.deal(hiddenSpades, spadeNeed, x -> x == 4 ? -1L : ~forbid[x], rng);
      int[] rest = need.clone();
      long restCards = hidden & ~(sp[0] | sp[1] | sp[2] | sp[3]);
      for (int x = 0; x < 4; x++) {
        rest[x] -= Long.bitCount(sp[x]);
        if (rest[x] < 0) {
          return null;
        }
      }
      long[] others = Redeal.deal(restCards, rest,
          x -> (~forcedAll | forced[x]) & ~forbid[x] & (spadesNeeded[x] >= 0 ? ~SpadesState.SPADES : -1L), rng);
      fresh = new long[4];
      for (int x = 0; x < 4; x++) {
        fresh[x] = sp[x] | others[x];
      }
    }
    long[] post = new long[4];
    for (int x = 0; x < 4; x++) {
      post[x] = (x == seat && handSeen ? known : fresh[x]) | playedBy[x];
    }
    // Undo the exchanges to find the dealt hands.
    long[] dealtHands = post.clone();
    long[] gifts = new long[4];
    if (delivered && exchangers != 0) {
      for (int t = 0; t < 2; t++) {
        if ((exchangers & (1 << t)) == 0) {
          continue;
        }
        int a = t;
        int b = t + 2;
        long ga;
        long gb;
        if (exchanging && (a == seat || b == seat)) {
          ga = a == seat ? gave.bits() : received.bits();
          gb = b == seat ? gave.bits() : received.bits();
        } else {
          ga = randomSubset(post[b], 2, rng);
          gb = randomSubset(post[a], 2, rng);
        }
        gifts[a] = ga;
        gifts[b] = gb;
        dealtHands[a] = (post[a] & ~gb) | ga;
        dealtHands[b] = (post[b] & ~ga) | gb;
      }
    }
    // Mirror: each bid is the bidder's number of dealt spades.
    if (rules.mirror()) {
      for (int x = 0; x < 4; x++) {
        String bid = bids.get(x);
        int k = Long.bitCount(dealtHands[x] & SpadesState.SPADES);
        if (!bid.isEmpty() && !bid.equals(k == 0 ? "nil" : "bid " + k)) {
          return null;
        }
      }
      if (phase == SpadesState.Phase.BIDDING && toMove == seat) {
        int k = Long.bitCount(dealtHands[seat] & SpadesState.SPADES);
        if (!legalActions.get(0).text().equals(k == 0 ? "nil" : "bid " + k)) {
          return null;
        }
      }
    }
    List<CardSet> hs = new ArrayList<>();
    for (long h : dealtHands) {
      hs.add(CardSet.ofBits(h));
    }
    SpadesState s = SpadesState.replayable(rules, dealNumber, dealer, scoresBefore, bagsBefore, hs);
    for (int i = 1; i <= 4; i++) {
      int x = (dealer + i) % 4;
      if (bids.get(x).isEmpty()) {
        break;
      }
      s = step(s, x, s.parseAction(bids.get(x)));
    }
    if (handSeen && !s.handSeen(seat)) {
      s = step(s, seat, SpadesAction.Look.LOOK);
    }
    if (phase == SpadesState.Phase.EXCHANGE) {
      for (int x = 0; x < 4; x++) {
        if (chosen.get(x)) {
          long pick = x == seat ? gave.bits() : randomSubset(fresh[x], 2, rng);
          s = step(s, x, new SpadesAction.Exchange(CardSet.ofBits(pick)));
        }
      }
    } else if (delivered) {
      for (int x = 0; x < 4; x++) {
        if ((exchangers & (1 << x)) != 0) {
          s = step(s, x, new SpadesAction.Exchange(CardSet.ofBits(gifts[x])));
        }
      }
    }
    for (Trick t : all) {
      for (int i = 0; i < t.size(); i++) {
        s = step(s, t.seat(i), SpadesAction.Play.of(t.card(i)));
      }
    }
    return s;
  }

  /** Under mirror: hidden spades each seat must still hold (-1 when its count is unknown). */
  private int[] mirrorSpades(long[] playedBy, long known) {
    int[] out = {-1, -1, -1, -1};
    for (int x = 0; x < 4; x++) {
      String bid = bids.get(x);
      int k = -1;
      if (!bid.isEmpty()) {
        k = bid.equals("nil") ? 0 : Integer.parseInt(bid.substring(4));
      } else if (x == seat && phase == SpadesState.Phase.BIDDING && toMove == seat) {
        String t = legalActions.get(0).text();
        k = t.equals("nil") ? 0 : Integer.parseInt(t.substring(4));
      }
      if (k >= 0) {
        long mine = x == seat ? known : 0L;
        out[x] = k - Long.bitCount((playedBy[x] | mine) & SpadesState.SPADES);
        if (x == seat && handSeen) {
          out[x] = 0;
        }
      }
    }
    return out;
  }

  private static SpadesState step(SpadesState s, int seat, Action a) {
    Either<?, SpadesState> r = s.apply(seat, a);
    if (r.isLeft()) {
      throw new IllegalStateException("sampled history does not replay: " + a.text() + " by seat " + seat + ": "
          + r.getLeft());
    }
    return r.get();
  }

  private static long randomSubset(long from, int k, RandomGenerator rng) {
    long out = 0;
    long left = from;
    for (int i = 0; i < k; i++) {
      int idx = CardSet.selectIndex(left, rng.nextInt(Long.bitCount(left)));
      out |= 1L << idx;
      left &= ~(1L << idx);
    }
    return out;
  }
}
