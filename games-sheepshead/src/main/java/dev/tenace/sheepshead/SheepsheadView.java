package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Redeal;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * What one seat knows of a Sheepshead deal: its dealt and current hand, the blind and the buried
 * cards if it is the picker, every public call (picks, passes, declaration, cracks), every trick,
 * and the scores once known. Whether another seat is the partner is not in the view: it follows
 * from one's own hand (holding the partner card) or from play.
 *
 * <p>{@link #sampleConsistentState} re-deals the hidden cards (other hands, the blind, the bury)
 * consistently with all of that, including voids and what the declaration implies (it replays the
 * public history on each candidate and keeps the first that is accepted).
 *
 * @param rules the rules
 * @param seat the seat whose view this is
 * @param dealNumber the deal number
 * @param dealer the dealer
 * @param pendingDoublers doublers pending before the deal
 * @param phase where the deal is
 * @param dealtHand the seat's dealt hand
 * @param hand the seat's current hand
 * @param blind the blind, known to the picker once picked (empty otherwise)
 * @param buried the bury, known to the picker (empty otherwise)
 * @param calls the public calls in order, {@code "<seat> <text>"}
 * @param picker the picker or -1
 * @param tricks the completed tricks
 * @param currentTrick the trick in progress, or {@code null}
 * @param toMove the seat to move
 * @param scores the scores once over, else empty
 * @param legalActions this seat's legal actions
 */
public record SheepsheadView(SheepsheadRules rules, int seat, int dealNumber, int dealer, int pendingDoublers,
    SheepsheadState.Phase phase, CardSet dealtHand, CardSet hand, List<Card> blind, CardSet buried,
    List<String> calls, int picker, List<Trick> tricks, Trick currentTrick, int toMove, List<Integer> scores,
    List<Action> legalActions) implements View<SheepsheadState> {

  static SheepsheadView of(SheepsheadState s, int seat) {
    boolean isPicker = s.picker() == seat;
    var p = s.trickPlay();
    return new SheepsheadView(s.rules(), seat, s.dealNumber(), s.dealer(), s.pendingDoublers(), s.phase(),
        s.dealtHand(seat), s.hand(seat), isPicker ? s.blind() : List.of(), isPicker ? s.buried() : CardSet.EMPTY,
        s.publicCalls(), s.picker(), p == null ? List.of() : p.completedTricks(), p == null ? null : p.currentTrick(),
        s.toMove(), s.isTerminal() ? s.scores() : List.of(), s.legalActions(seat));
  }

  @Override
  public int players() {
    return rules.players();
  }

  @Override
  public boolean canAct() {
    return !legalActions.isEmpty();
  }

  @Override
  public SheepsheadState sampleConsistentState(RandomGenerator rng) {
    RuntimeException last = null;
    for (int attempt = 0; attempt < 500; attempt++) {
      try {
        SheepsheadState s = attempt(rng);
        if (s.viewFor(seat).equals(this)) {
          return s;
        }
      } catch (IllegalStateException e) {
        last = e;
      }
    }
    throw new IllegalStateException("no consistent deal found for the view of seat " + seat, last);
  }

  private SheepsheadState attempt(RandomGenerator rng) {
    int n = players();
    TrickOrder order = SheepsheadState.ORDER;
    long[] playedBy = new long[n];
    int[] voids = new int[n];
    List<Trick> all = new ArrayList<>(tricks);
    if (currentTrick != null) {
      all.add(currentTrick);
    }
    long playedAll = 0;
    for (Trick t : all) {
      int led = -1;
      for (int i = 0; i < t.size(); i++) {
        Card c = t.card(i);
        playedBy[t.seat(i)] |= c.bit();
        playedAll |= c.bit();
        int e = order.effectiveSuit(c);
        if (i == 0) {
          led = e;
        } else if (e != led) {
          voids[t.seat(i)] |= 1 << led;
        }
      }
    }
    boolean iAmPicker = picker == seat;
    long blindBits = 0;
    for (Card c : blind) {
      blindBits |= c.bit();
    }
    long known = dealtHand.bits() | blindBits;
    long hidden = dev.tenace.core.card.Deck.piquet().cards().bits()
        & ~known & ~playedAll;
    boolean buriedYet = phase != SheepsheadState.Phase.PICKING && phase != SheepsheadState.Phase.BURY && picker >= 0;
    // Buckets: 0..n-1 current hands of the other seats (the picker: hand after burying, or all
    // 8 cards before), n = bury (picker known to others), n + 1 = blind (no picker yet / leaster).
    int[] need = new int[n + 2];
    for (int x = 0; x < n; x++) {
      if (x == seat) {
        continue;
      }
      need[x] = rules.handSize() - Long.bitCount(playedBy[x]);
      if (x == picker && !buriedYet) {
        need[x] += rules.blindSize();
      }
    }
    if (picker >= 0 && !iAmPicker && buriedYet) {
      need[n] = rules.blindSize();
    }
    if (picker < 0) {
      need[n + 1] = rules.blindSize();
    }
    long[] voidMask = new long[n];
    for (int x = 0; x < n; x++) {
      for (int e = 0; e < TrickOrder.EFFECTIVE_SUITS; e++) {
        if ((voids[x] & (1 << e)) != 0) {
          voidMask[x] |= order.suitMask(e);
        }
      }
    }
    // A called card (§9.1) is not in the picker's eight cards, and a called ten says the picker
    // holds all three fail aces: dealt to the picker's hand or bury up front, not left to chance.
    long notPicker = 0;
    long forcedHand = 0;
    long forcedBury = 0;
    Card called = picker >= 0 && !iAmPicker ? calledCard() : null;
    if (called != null) {
      notPicker = called.bit();
      if (called.rank() == Rank.TEN) {
        for (long ace = SheepsheadState.FAIL_ACES; ace != 0; ace &= ace - 1) {
          long a = ace & -ace;
          if ((hidden & a) == 0) {
            continue;
          }
          hidden &= ~a;
          boolean inHand = (voidMask[picker] & a) == 0 && need[picker] > 0
              && (need[n] == 0 || rng.nextInt(need[picker] + need[n]) < need[picker]);
          if (inHand) {
            forcedHand |= a;
            need[picker]--;
          } else if (need[n] > 0) {
            forcedBury |= a;
            need[n]--;
          } else {
            throw new IllegalStateException("no room for " + Card.ofIndex(Long.numberOfTrailingZeros(a))
                + " with the picker");
          }
        }
      }
    }
    long pickerMask = ~voidMask[picker < 0 ? 0 : picker] & ~notPicker;
    long buryMask = ~notPicker;
    long[] fresh = Redeal.deal(hidden, need,
        x -> x == picker ? pickerMask : x < n ? ~voidMask[x] : x == n ? buryMask : -1L, rng);
    if (called != null) {
      fresh[picker] |= forcedHand;
      fresh[n] |= forcedBury;
    }
    long[] dealt = new long[n];
    long sampledBlind = fresh[n + 1];
    long sampledBury = iAmPicker ? buried.bits() : fresh[n];
    for (int x = 0; x < n; x++) {
      if (x == seat) {
        dealt[x] = dealtHand.bits();
      } else if (x == picker) {
        long h8 = fresh[x] | playedBy[x] | (buriedYet ? sampledBury : 0L);
        long b = randomSubset(h8, rules.blindSize(), rng);
        sampledBlind = b;
        dealt[x] = h8 & ~b;
      } else {
        dealt[x] = fresh[x] | playedBy[x];
      }
    }
    if (iAmPicker) {
      sampledBlind = blindBits;
    }
    List<CardSet> hs = new ArrayList<>();
    for (long h : dealt) {
      hs.add(CardSet.ofBits(h));
    }
    List<Card> blindList = iAmPicker ? blind : CardSet.ofBits(sampledBlind).toList();
    SheepsheadState s = SheepsheadState.replayable(rules, dealNumber, dealer, pendingDoublers, hs, blindList);
    boolean buryDone = false;
    for (String call : calls) {
      int sp = call.indexOf(' ');
      int who = Integer.parseInt(call.substring(0, sp));
      if (!buryDone && buriedYet && s.phase() == SheepsheadState.Phase.BURY) {
        s = step(s, picker, new SheepsheadAction.Bury(CardSet.ofBits(sampledBury)));
        buryDone = true;
      }
      s = step(s, who, s.parseAction(call.substring(sp + 1)));
    }
    if (!buryDone && buriedYet && s.phase() == SheepsheadState.Phase.BURY) {
      s = step(s, picker, new SheepsheadAction.Bury(CardSet.ofBits(sampledBury)));
    }
    for (Trick t : all) {
      for (int i = 0; i < t.size(); i++) {
        s = step(s, t.seat(i), SheepsheadAction.Play.of(t.card(i)));
      }
    }
    return s;
  }

  /** The card the picker called (§9.1), or {@code null} without a called-card declaration. */
  private Card calledCard() {
    String prefix = picker + " call ";
    for (String call : calls) {
      if (call.startsWith(prefix)) {
        return Card.parse(call.substring(prefix.length()));
      }
    }
    return null;
  }

  private static SheepsheadState step(SheepsheadState s, int seat, Action a) {
    Either<?, SheepsheadState> r = s.apply(seat, a);
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
