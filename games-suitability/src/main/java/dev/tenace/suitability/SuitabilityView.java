package dev.tenace.suitability;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
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
 * What one seat knows of a Suitability deal: its hand, the declared roles and privileges, the
 * turn-up and who exchanged with it (3 players), every trick, and the scores once known.
 * {@link #sampleConsistentState} re-deals the other hands consistently with voids (a joker never
 * reveals a void) and the turn-up exchange.
 *
 * @param rules the rules
 * @param seat the seat whose view this is
 * @param dealNumber the deal number
 * @param dealer the dealer
 * @param phase where the deal is
 * @param hand the seat's current hand
 * @param declarations the declarations and privileges so far, in order, as action texts
 * @param dealtTurnUp the card dealt face up (3 players), or {@code null}
 * @param exchanger the seat that took the turn-up, or -1
 * @param tricks the completed tricks
 * @param currentTrick the trick in progress, or {@code null}
 * @param toMove the seat to move
 * @param scores the scores once over, else empty
 * @param legalActions this seat's legal actions
 */
public record SuitabilityView(SuitabilityRules rules, int seat, int dealNumber, int dealer,
    SuitabilityState.Phase phase, CardSet hand, List<String> declarations, Card dealtTurnUp, int exchanger,
    List<Trick> tricks, Trick currentTrick, int toMove, List<Integer> scores, List<Action> legalActions)
    implements View<SuitabilityState> {

  static SuitabilityView of(SuitabilityState s, int seat) {
    var p = s.trickPlay();
    return new SuitabilityView(s.rules(), seat, s.dealNumber(), s.dealer(), s.phase(), s.hand(seat),
        declarationsOf(s), s.dealtTurnUp().orElse(null), s.turnUpExchanger(),
        p == null ? List.of() : p.completedTricks(), p == null ? null : p.currentTrick(), s.toMove(),
        s.isTerminal() ? s.scores() : List.of(), s.legalActions(seat));
  }

  /** The public declarations in order (recorded by the state as it goes). */
  private static List<String> declarationsOf(SuitabilityState s) {
    return s.declarationLog();
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
  public SuitabilityState sampleConsistentState(RandomGenerator rng) {
    int n = players();
    long[] playedBy = new long[n];
    long[] forbid = new long[n];
    List<Trick> all = new ArrayList<>(tricks);
    if (currentTrick != null) {
      all.add(currentTrick);
    }
    long playedAll = 0;
    for (Trick t : all) {
      Card led = t.size() > 0 ? t.card(0) : null;
      for (int i = 0; i < t.size(); i++) {
        Card c = t.card(i);
        playedBy[t.seat(i)] |= c.bit();
        playedAll |= c.bit();
        if (i > 0 && !led.isJoker() && !c.isJoker() && c.suit() != led.suit()) {
          forbid[t.seat(i)] |= CardSet.suitMask(led.suit());
        }
      }
    }
    long turnUpNow = 0;
    Card newTurnUp = null;
    if (dealtTurnUp != null) {
      if (exchanger >= 0) {
        Suit plain = plainSuit();
        newTurnUp = Card.of(dealtTurnUp.rank(), plain);
        turnUpNow = newTurnUp.bit();
      } else {
        turnUpNow = dealtTurnUp.bit();
      }
    }
    long hidden = rules.deck().cards().bits() & ~hand.bits() & ~playedAll & ~turnUpNow;
    int[] need = new int[n];
    for (int x = 0; x < n; x++) {
      if (x != seat) {
        need[x] = rules.handSize() - Long.bitCount(playedBy[x]);
      }
    }
    long forcedToExchanger = exchanger >= 0 && exchanger != seat ? dealtTurnUp.bit() & hidden : 0L;
    long[] fresh = Redeal.deal(hidden, need,
        x -> (x == exchanger ? -1L : ~forcedToExchanger) & ~forbid[x], rng);
    List<CardSet> dealt = new ArrayList<>();
    for (int x = 0; x < n; x++) {
      long f = (x == seat ? hand.bits() : fresh[x]) | playedBy[x];
      if (x == exchanger) {
        f = (f & ~dealtTurnUp.bit()) | newTurnUp.bit();
      }
      dealt.add(CardSet.ofBits(f));
    }
    List<Card> rest = dealtTurnUp == null ? List.of() : List.of(dealtTurnUp);
    SuitabilityState s = SuitabilityState.start(rules, dealNumber, dealer, Deal.of(rules.deck(), dealer, dealt, rest));
    for (String d : declarations) {
      s = step(s, s.toMove(), s.parseAction(d));
    }
    for (Trick t : all) {
      for (int i = 0; i < t.size(); i++) {
        s = step(s, t.seat(i), SuitabilityAction.Play.of(t.card(i)));
      }
    }
    return s;
  }

  private Suit plainSuit() {
    boolean[] used = new boolean[4];
    for (String d : declarations) {
      if (d.startsWith("declare ")) {
        used[Suit.parse(d.substring(8, 9)).ordinal()] = true;
      }
    }
    for (int i = 0; i < 4; i++) {
      if (!used[i]) {
        return Suit.ofOrdinal(i);
      }
    }
    throw new IllegalStateException("no plain suit");
  }

  private static SuitabilityState step(SuitabilityState s, int seat, Action a) {
    Either<?, SuitabilityState> r = s.apply(seat, a);
    if (r.isLeft()) {
      throw new IllegalStateException("sampled history does not replay: " + a.text() + " by seat " + seat + ": "
          + r.getLeft());
    }
    return r.get();
  }
}
