package dev.tenace.suitability;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.View;
import dev.tenace.core.game.WorldSampler;
import dev.tenace.core.spi.HiddenDeal;
import dev.tenace.core.spi.Keys;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * What one seat knows of a Suitability deal: its hand, the public history (every declaration,
 * privilege claim and card, all of them public), the trick table, the turn-up and who exchanged
 * with it (3 players), the scores once over and the match standing before the deal. The suit roles,
 * privileges and penalty cards taken are typed facts derived from these ({@link #declarations()},
 * {@link #role(Suit)}, {@link #privileges()}, {@link #penaltyCards()}).
 *
 * <pre>{@code
 * SuitabilityView v = state.viewFor(seat);
 * Optional<Suit> trump = v.suitWith(Role.TRUMP);           // empty until declared
 * Privilege mine = v.privileges().get(seat);
 * int penaltiesTaken = v.penaltyCards().get(seat);
 * }</pre>
 *
 * <p>{@link #sampleConsistentState} re-deals the other hands consistently with voids (a joker never
 * reveals a void) and the turn-up exchange (the exchanger holds the old turn-up until he plays it),
 * by one {@link HiddenDeal}: uniformly over the deals of the unseen cards that agree with the view,
 * never retrying and never failing.
 *
 * @param rules the rules
 * @param seat the seat whose view this is
 * @param dealNumber the deal number within the game, from 1
 * @param dealer the dealer
 * @param phase where the deal is
 * @param toMove the seat to move, or -1 when the deal is over
 * @param hand the seat's current hand
 * @param legalActions this seat's legal actions
 * @param history every action of the deal in order (declarations, claims, card plays)
 * @param tricks the trick table once trick play has begun
 * @param dealtTurnUp the card dealt face up (3 players)
 * @param exchanger the seat that took the turn-up into its hand (3 players, §8), or -1
 * @param scores the deal scores per seat once over (§6), else empty
 * @param standing the match totals before this deal, one per seat (zeros for a lone deal)
 */
public record SuitabilityView(
    SuitabilityRules rules,
    int seat,
    int dealNumber,
    int dealer,
    SuitabilityState.Phase phase,
    int toMove,
    CardSet hand,
    List<Action> legalActions,
    List<Move> history,
    Optional<TrickTable> tricks,
    Optional<Card> dealtTurnUp,
    int exchanger,
    List<Integer> scores,
    List<Integer> standing)
    implements View<SuitabilityState> {

  /** Checks the parts and copies the lists. */
  public SuitabilityView {
    Objects.requireNonNull(rules, "rules is null");
    Seat.check(seat, rules.players());
    Objects.requireNonNull(phase, "phase is null");
    Objects.requireNonNull(hand, "hand is null");
    legalActions = List.copyOf(legalActions);
    history = List.copyOf(history);
    Objects.requireNonNull(tricks, "tricks is null");
    Objects.requireNonNull(dealtTurnUp, "dealtTurnUp is null");
    scores = List.copyOf(scores);
    standing = List.copyOf(standing);
  }

  static SuitabilityView of(SuitabilityState s, int seat) {
    Optional<TrickPlay> p = s.trickPhase();
    Optional<TrickTable> table = p.map(TrickPlay::table);
    List<Move> history = new ArrayList<>(s.calls());
    table.ifPresent(
        t -> {
          for (Trick trick : t.completed()) {
            addPlays(history, trick);
          }
          addPlays(history, t.current());
        });
    return new SuitabilityView(
        s.rules(),
        seat,
        s.dealNumber(),
        s.dealer(),
        s.phase(),
        s.toMove(),
        s.hand(seat),
        s.legalActions(seat),
        history,
        table,
        s.dealtTurnUp(),
        s.turnUpExchanger(),
        s.isTerminal() ? s.scores() : List.of(),
        s.standing());
  }

  private static void addPlays(List<Move> history, Trick t) {
    for (int i = 0; i < t.size(); i++) {
      history.add(new Move(t.seat(i), SuitabilityAction.Play.of(t.card(i))));
    }
  }

  @Override
  public int players() {
    return rules.players();
  }

  // ---------------------------------------------------------------- typed public facts

  /** The suit-role declarations so far, in order (§4.1): who gave which suit which role. */
  public List<Declaration> declarations() {
    return SuitabilityState.declarationsOf(history);
  }

  /**
   * The role of a suit: empty until declared; after the three declarations the fourth suit is
   * {@link Role#PLAIN}.
   */
  public Optional<Role> role(Suit suit) {
    Objects.requireNonNull(suit, "suit is null");
    int declared = 0;
    for (Move m : history) {
      if (m.action() instanceof SuitabilityAction.Declare d) {
        if (d.suit() == suit) {
          return Optional.of(d.role());
        }
        declared++;
      } else if (m.action() instanceof CardPlay) {
        break;
      }
    }
    return declared == 3 ? Optional.of(Role.PLAIN) : Optional.empty();
  }

  /**
   * The suit that has a role, once it is known ({@link Role#PLAIN} after the three declarations).
   */
  public Optional<Suit> suitWith(Role role) {
    for (Suit s : Suit.values()) {
      if (role(s).orElse(null) == role) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }

  /**
   * The privilege claimed by a seat (§4.2, §8): empty if it has no right to one or has not chosen
   * yet; {@link Privilege#NONE} if it declined.
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of the table
   */
  public Optional<Privilege> privilege(int seat) {
    Seat.check(seat, players());
    for (Move m : history) {
      if (m.seat() == seat && m.action() instanceof SuitabilityAction.Claim c) {
        return Optional.of(c.privilege());
      }
    }
    return Optional.empty();
  }

  /**
   * Each seat's privilege for scoring (§6.3), one per seat: the one it claimed, else {@link
   * Privilege#NONE}.
   */
  public List<Privilege> privileges() {
    Privilege[] out = new Privilege[players()];
    Arrays.fill(out, Privilege.NONE);
    for (Move m : history) {
      if (m.action() instanceof SuitabilityAction.Claim c) {
        out[m.seat()] = c.privilege();
      }
    }
    return List.of(out);
  }

  /**
   * The card face up now (3 players): the dealt turn-up, or after the exchange the plain card put
   * in its place.
   */
  public Optional<Card> turnUp() {
    if (dealtTurnUp.isEmpty() || exchanger < 0) {
      return dealtTurnUp;
    }
    return Optional.of(Card.of(dealtTurnUp.get().rank(), suitWith(Role.PLAIN).orElseThrow()));
  }

  /** Penalty-suit cards among the cards each seat has won so far (§6.1), one per seat. */
  public List<Integer> penaltyCards() {
    Integer[] out = new Integer[players()];
    Arrays.fill(out, 0);
    Optional<Suit> pen = suitWith(Role.PENALTY);
    if (tricks.isPresent() && pen.isPresent()) {
      long mask = CardSet.suitMask(pen.get());
      for (Trick t : tricks.get().completed()) {
        out[t.winner()] += Long.bitCount(t.cardSet().bits() & mask);
      }
    }
    return List.of(out);
  }

  // ---------------------------------------------------------------- values

  /**
   * The information-set key: the seat, its hand and everything public (rules, history, turn-up,
   * standing).
   */
  @Override
  public long key() {
    long k = Keys.mix(Keys.START ^ 0x5375697456L, SuitabilityState.rulesKey(rules));
    k = Keys.mix(k, ((long) dealNumber << 16) | ((long) seat << 8) | dealer);
    k = Keys.mix(k, hand.bits());
    for (Move m : history) {
      k = Keys.mix(k, SuitabilityState.moveCode(m));
    }
    k = Keys.mix(k, dealtTurnUp.map(Card::index).orElse(-1) * 16L + exchanger + 1);
    for (int t : standing) {
      k = Keys.mix(k, t);
    }
    for (int s : scores) {
      k = Keys.mix(k, s);
    }
    return k;
  }

  // ---------------------------------------------------------------- sampling

  @Override
  public SuitabilityState sampleConsistentState(RandomGenerator rng) {
    return draw(infer(), rng, null);
  }

  /**
   * The worlds of this view, with its inference made once for every draw. In trick play the first
   * world (drawn from a generator of its own) is dealt and replayed; every draw after it is made
   * from its sampled hands on that world's trick play ({@link SuitabilityState#withHands}), which
   * is the state dealing and replaying them would reach.
   */
  @Override
  public WorldSampler<SuitabilityState> sampler() {
    Inference f = infer();
    SuitabilityState template =
        phase == SuitabilityState.Phase.PLAYING
            ? draw(f, new SplittableRandom(dealNumber), null)
            : null;
    return rng -> draw(f, rng, template);
  }

  /**
   * What the view tells of the unseen cards: the cards each seat has played, the card face up and
   * the deals of the unseen cards that agree with the voids and the exchange.
   */
  private static final class Inference {
    final long[] playedBy;
    final long faceUp;
    final HiddenDeal constraints;

    Inference(long[] playedBy, long faceUp, HiddenDeal constraints) {
      this.playedBy = playedBy;
      this.faceUp = faceUp;
      this.constraints = constraints;
    }
  }

  private Inference infer() {
    int n = players();
    long[] playedBy = new long[n];
    long played = 0;
    for (Move m : history) {
      if (m.action() instanceof CardPlay p) {
        playedBy[m.seat()] |= p.card().bit();
        played |= p.card().bit();
      }
    }
    long faceUp = turnUp().map(Card::bit).orElse(0L);
    long hidden = rules.deck().cards().bits() & ~hand.bits() & ~played & ~faceUp;
    // One place per seat (this seat's needs nothing): its cards not yet played.
    int[] need = new int[n];
    for (int x = 0; x < n; x++) {
      need[x] = x == seat ? 0 : rules.handSize() - Long.bitCount(playedBy[x]);
    }
    HiddenDeal.Builder deal = HiddenDeal.builder(hidden, need);
    // Voids revealed by play (a joker may always be played, so it never reveals one).
    tricks.ifPresent(
        t -> {
          for (int x = 0; x < n; x++) {
            int voids = t.voids().get(x);
            for (int e = 0; e < TrickOrder.EFFECTIVE_SUITS; e++) {
              if ((voids & (1 << e)) != 0) {
                deal.forbid(x, t.order().suitMask(e));
              }
            }
          }
        });
    // The exchanger holds the old turn-up until he plays it (§8).
    if (exchanger >= 0) {
      deal.require(exchanger, dealtTurnUp.orElseThrow().bit());
    }
    return new Inference(playedBy, faceUp, deal.build());
  }

  /**
   * A world: the unseen cards drawn, then the deal made from them by replaying the history, or,
   * when {@code template} is a world of this view in trick play, on the template's trick play.
   */
  private SuitabilityState draw(Inference f, RandomGenerator rng, SuitabilityState template) {
    Objects.requireNonNull(rng, "rng is null");
    int n = players();
    long[] fresh = f.constraints.sampleForView(rng, seat);
    long[] now = new long[n]; // the hands when trick play began (after the exchange)
    long[] dealt = new long[n];
    for (int x = 0; x < n; x++) {
      long h = (x == seat ? hand.bits() : fresh[x]) | f.playedBy[x];
      now[x] = h;
      if (x == exchanger) {
        // undo the exchange: the exchanger was dealt the plain card now face up
        h = (h & ~dealtTurnUp.orElseThrow().bit()) | f.faceUp;
      }
      dealt[x] = h;
    }
    if (template != null) {
      return template.withHands(dealt, now);
    }
    List<CardSet> hands = new ArrayList<>(n);
    for (long h : dealt) {
      hands.add(CardSet.ofBits(h));
    }
    List<Card> rest = dealtTurnUp.map(List::of).orElse(Collections.emptyList());
    SuitabilityState s =
        SuitabilityState.start(
            rules, dealNumber, dealer, Deal.of(rules.deck(), dealer, hands, rest), standing);
    for (Move m : history) {
      s = s.applyLegal(m.seat(), m.action());
    }
    return s;
  }
}
