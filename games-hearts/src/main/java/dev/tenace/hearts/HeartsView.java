package dev.tenace.hearts;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Redeal;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickPlay;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * What one seat knows of a Hearts deal, and nothing more: its dealt and current hand, the cards
 * it passed and received in each stage, who has chosen in the current stage, the face-up widow
 * cards, every trick, whether hearts are broken, the shooter and the points once known.
 *
 * <p>{@link #sampleConsistentState} re-deals every card the seat cannot see — the other hands,
 * the face-down widow, the others' passes — consistently with all of that: cards it passed are
 * still with their receiver (in the widow game a stage-1 card may have moved on once in stage 2),
 * and no seat holds a suit it has shown void in.
 *
 * @param rules the rules of the deal
 * @param seat the seat whose view this is
 * @param dealNumber the deal number (sets the pass direction)
 * @param dealer the dealer
 * @param passDirection the pass direction of the deal
 * @param phase where the deal is
 * @param hand the seat's current hand
 * @param dealtHand the hand the seat was dealt
 * @param passed the cards the seat chose per stage (including a pending choice)
 * @param received the cards the seat received per delivered stage
 * @param chosen per seat, whether it has chosen in the current passing stage
 * @param widowFaceUp the face-up widow cards (§7.1.1)
 * @param widowFaceDown the number of face-down widow cards
 * @param tricks the completed tricks with their winners
 * @param currentTrick the trick in progress, or {@code null} before trick play
 * @param heartsBroken whether hearts are broken (§4.3)
 * @param toMove the seat to move, {@code -1} when over
 * @param shooter the seat that shot the moon, or {@code -1}
 * @param points the deal points once scored, else empty
 * @param legalActions the seat's legal actions
 */
public record HeartsView(HeartsRules rules, int seat, int dealNumber, int dealer, PassDirection passDirection,
    HeartsState.Phase phase, CardSet hand, CardSet dealtHand, List<CardSet> passed, List<CardSet> received,
    List<Boolean> chosen, CardSet widowFaceUp, int widowFaceDown, List<Trick> tricks, Trick currentTrick,
    boolean heartsBroken, int toMove, int shooter, List<Integer> points, List<Action> legalActions)
    implements View<HeartsState> {

  static HeartsView of(HeartsState s, int seat) {
    int n = s.players();
    List<CardSet> passed = new ArrayList<>();
    List<CardSet> received = new ArrayList<>();
    for (int k = 0; k < s.passStages(); k++) {
      if (k < s.passStage()) {
        passed.add(s.passed(k, seat));
        received.add(s.passed(k, s.passDirection().giver(seat, n)));
      } else if (k == s.passStage() && s.passBits(k, seat) != 0) {
        passed.add(s.passed(k, seat));
      }
    }
    List<Boolean> chosen = new ArrayList<>();
    for (int y = 0; y < n; y++) {
      chosen.add(s.hasChosen(y));
    }
    TrickPlay p = s.trickPlay();
    return new HeartsView(s.rules(), seat, s.dealNumber(), s.dealer(), s.passDirection(), s.phase(), s.hand(seat),
        s.dealtHand(seat), List.copyOf(passed), List.copyOf(received), List.copyOf(chosen), s.widowFaceUp(),
        s.widow().size() - s.widowFaceUp().size(), p == null ? List.of() : p.completedTricks(),
        p == null ? null : p.currentTrick(), s.heartsBroken(), s.toMove(), s.shooter(),
        s.isTerminal() ? s.points() : List.of(), s.legalActions(seat));
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
  public HeartsState sampleConsistentState(RandomGenerator rng) {
    int n = players();
    long[] playedBy = new long[n];
    int[] voids = new int[n];
    List<Trick> all = new ArrayList<>(tricks);
    if (currentTrick != null) {
      all.add(currentTrick);
    }
    // Public inferences from play: voids (§4.2), a heart led while hearts were unbroken means
    // a hand of hearts only (§4.4; or hearts and QS with heartsInsteadOfQueenLead), and a point
    // card on trick 1 by a seat void in clubs means nothing else was held (noPointsFirstTrick).
    long[] forbid = new long[n];
    long seen = 0;
    boolean firstTrick = true;
    for (Trick t : all) {
      int led = -1;
      for (int i = 0; i < t.size(); i++) {
        Card c = t.card(i);
        int y = t.seat(i);
        playedBy[y] |= c.bit();
        if (i == 0) {
          led = c.suit().ordinal();
          boolean broken = rules.heartsOpen() || (seen & HeartsState.HEARTS) != 0
              || (rules.queenBreaksHearts() && (seen & HeartsState.QS) != 0);
          if (!broken && (c.bit() & HeartsState.HEARTS) != 0) {
            forbid[y] |= ~(HeartsState.HEARTS | (rules.heartsInsteadOfQueenLead() ? HeartsState.QS : 0L));
          }
        } else if (c.suit().ordinal() != led) {
          voids[y] |= 1 << led;
          if (firstTrick && rules.noPointsFirstTrick() && (c.bit() & (HeartsState.HEARTS | HeartsState.QS)) != 0) {
            forbid[y] |= ~(HeartsState.HEARTS | HeartsState.QS);
          }
        }
        seen |= c.bit();
      }
      firstTrick = false;
    }
    for (int y = 0; y < n; y++) {
      forbid[y] |= suitMask(voids[y]);
    }
    long playedAll = 0;
    for (long b : playedBy) {
      playedAll |= b;
    }
    long own = hand.bits();
    final long hidden = rules.deck().cards().bits() & ~own & ~playedAll & ~widowFaceUp.bits();
    int delivered = received.size();
    int r1 = passDirection.receiver(seat, n);
    int r2 = passDirection.receiver(r1, n);
    long toR = 0;
    long toRorR2 = 0;
    if (delivered >= 1) {
      toR = passed.get(delivered - 1).bits() & ~playedAll;
    }
    if (delivered == 2) {
      toRorR2 = passed.get(0).bits() & ~playedAll;
    }
    boolean r2PlayedOne = delivered == 2 && (playedBy[r2] & passed.get(0).bits()) != 0;
    int[] need = new int[n + 1];
    for (int y = 0; y < n; y++) {
      if (y != seat) {
        need[y] = rules.handSize() - Long.bitCount(playedBy[y]);
      }
    }
    need[n] = widowFaceDown;
    // Trick 1's lead is public: its leader held the first-lead card (§4.1, §7.1.3).
    int firstLeader = -1;
    Card firstLed = null;
    if (phase != HeartsState.Phase.PASSING) {
      Trick first = tricks.isEmpty() ? currentTrick : tricks.get(0);
      firstLeader = first.leader();
      firstLed = first.isEmpty() ? null : first.card(0);
    }
    long[] forced = new long[n + 1];
    if (firstLeader >= 0 && !rules.widow()) {
      forced[firstLeader] |= rules.firstLeadCard().bit() & hidden;
    }
    if (firstLed != null && rules.widow()) {
      forced[n] |= CardSet.suitMask(dev.tenace.core.card.Suit.CLUBS) & (firstLed.bit() - 1) & hidden;
    }
    forced[r1] |= toR;
    long forcedAll = 0;
    for (long f : forced) {
      forcedAll |= f;
    }
    final long forcedMask = forcedAll;
    long fixedRr = toRorR2;
    long[] fresh = null;
    for (int attempt = 0; attempt < 300 && fresh == null; attempt++) {
      boolean allowR2 = !r2PlayedOne && attempt < 200;
      long[] f = Redeal.deal(hidden, need, y -> {
        long mine = forced[y];
        if (y == n) {
          return (~forcedMask | mine) & ~fixedRr;
        }
        long ok = (~forcedMask | mine) & ~forbid[y];
        if (y == r1) {
          return ok;
        }
        if (y == r2 && allowR2) {
          return ok;
        }
        return ok & ~fixedRr;
      }, rng);
      boolean good = delivered < 2 || Long.bitCount((f[r2] | playedBy[r2]) & passed.get(0).bits()) <= 1;
      if (good && rules.widow() && firstLeader >= 0 && firstLed == null) {
        long leaderHand = firstLeader == seat ? own : f[firstLeader];
        long clubsHeld = CardSet.suitMask(dev.tenace.core.card.Suit.CLUBS) & ~f[n] & ~widowFaceUp.bits();
        good = (Long.lowestOneBit(clubsHeld) & leaderHand) != 0;
      }
      if (good) {
        fresh = f;
      }
    }
    if (fresh == null) {
      throw new IllegalStateException("no consistent deal found for the view of seat " + seat);
    }
    // Hands after the last delivered stage (current hand plus cards played).
    long[] post = new long[n];
    for (int y = 0; y < n; y++) {
      post[y] = (y == seat ? own : fresh[y]) | playedBy[y];
    }
    int[] sizes = rules.passStages();
    long[][] passes = new long[delivered][];
    for (int k = delivered - 1; k >= 0; k--) {
      long[] recv = new long[n];
      for (int y = 0; y < n; y++) {
        if (y == seat) {
          recv[y] = received.get(k).bits();
        } else if (y == r1) {
          recv[y] = passed.get(k).bits();
        } else {
          long must = (k == 1 && y == r2) ? post[y] & passed.get(0).bits() : 0L;
          recv[y] = must != 0 ? must : randomSubset(post[y], sizes[k], rng);
        }
      }
      long[] give = new long[n];
      long[] pre = new long[n];
      for (int y = 0; y < n; y++) {
        give[y] = recv[passDirection.receiver(y, n)];
        pre[y] = (post[y] & ~recv[y]) | give[y];
      }
      passes[k] = give;
      post = pre;
    }
    List<CardSet> dealtHands = new ArrayList<>();
    for (long h : post) {
      dealtHands.add(CardSet.ofBits(h));
    }
    List<Card> widow = new ArrayList<>(widowFaceUp.toList());
    widow.addAll(CardSet.ofBits(fresh[n]).toList());
    HeartsState s = HeartsState.start(rules, dealNumber, dealer, passDirection, dealtHands, widow);
    for (int k = 0; k < delivered; k++) {
      for (int y = 0; y < n; y++) {
        s = step(s, y, new HeartsAction.Pass(CardSet.ofBits(passes[k][y])));
      }
    }
    if (phase == HeartsState.Phase.PASSING) {
      for (int y = 0; y < n; y++) {
        if (chosen.get(y)) {
          long pick = y == seat ? passed.get(delivered).bits() : randomSubset(fresh[y], sizes[delivered], rng);
          s = step(s, y, new HeartsAction.Pass(CardSet.ofBits(pick)));
        }
      }
    }
    for (Trick t : all) {
      for (int i = 0; i < t.size(); i++) {
        s = step(s, t.seat(i), HeartsAction.Play.of(t.card(i)));
      }
    }
    return s;
  }

  private static HeartsState step(HeartsState s, int seat, Action a) {
    Either<?, HeartsState> r = s.apply(seat, a);
    if (r.isLeft()) {
      throw new IllegalStateException("sampled history does not replay: " + a.text() + " by seat " + seat + ": "
          + r.getLeft());
    }
    return r.get();
  }

  private static long suitMask(int suits) {
    long m = 0;
    for (int e = 0; e < 4; e++) {
      if ((suits & (1 << e)) != 0) {
        m |= CardSet.suitMask(dev.tenace.core.card.Suit.ofOrdinal(e));
      }
    }
    return m;
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
