package dev.tenace.ohhell;

import dev.tenace.core.card.*;
import dev.tenace.core.game.*;
import dev.tenace.core.spi.*;
import dev.tenace.core.spi.BiddingRound.Restriction;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.*;
import dev.tenace.ohhell.OhHellAction.Bid;
import io.vavr.control.Either;
import java.util.*;
import java.util.stream.IntStream;

/**
 * One deal of Oh Hell as an immutable value (rules/ohhell.md): the deal and the turn-up (§2.4, the
 * {@link Setup}), the bids in turn with the dealer's hook (§3, core's {@code BiddingRound}), trick
 * play with the turn-up's suit as trumps (§4, core's {@code TrickPlay}) and the scores (§5, the
 * rules' {@link OhHellRules.Scoring}). What is left here is the glue: who acts, what is legal, what
 * an action does.
 *
 * <pre>{@code
 * OhHellState s = OhHellState.deal(OhHellRules.defaults(), 1, 3, 42L, List.of(0, 0, 0, 0));
 * s = s.apply(0, s.parseAction("bid 2")).get();   // dealer 3: seat 0 bids first
 * }</pre>
 *
 * <p>Refusals ({@link OhHellGame#ruleCodes()}): the common ones, {@code BID_OUT_OF_RANGE} and
 * {@code BID_NOT_ALLOWED} (§8.3).
 */
@SuppressWarnings("exports") // the setup is the state's own part: clients never name its type
public final class OhHellState extends TrickGameState<OhHellState, OhHellView, OhHellState.Setup> {
  /**
   * Everything of a deal but its trick play: a value made of values, from which the state's {@code
   * equals}, {@code hashCode}, key and text are derived (nothing is written by hand).
   *
   * @param header the deck, the dealer, the hands as dealt, the rest of the pack in deal order (the
   *     turn-up first, §2.4), the deal number and the match standing before the deal
   * @param rules the rules of the match
   * @param bids the bids so far, in turn from the dealer's left (§3.1)
   * @param scores the deal's scores per seat once it is over (§5), else empty
   */
  record Setup(DealHeader header, OhHellRules rules, BiddingRound<Bid> bids, Ints scores)
      implements DealSetup {
    /** §2.3: the cards dealt to each hand, the number of tricks. */
    int handSize() {
      return rules.handSize(header.dealNumber());
    }

    /**
     * §2.4: the first card of the rest of the pack, shown to all; none when every card is dealt.
     */
    Optional<Card> turnUp() {
      List<Card> rest = header.rest();
      return rest.isEmpty() ? Optional.empty() : Optional.of(rest.get(0));
    }
  }

  private static final Kind KIND =
      new Kind("Oh Hell", OhHellAction.class, OhHellAction.Play.class, OhHellAction::parse);

  private OhHellState(Setup setup, TrickPlay play) {
    super(setup, play);
  }

  /**
   * Deal {@code k} of a match (from 1), shuffled from {@code seed}, with the totals {@code t}
   * before it: {@code h(k)} cards each, the turn-up first of the rest of the pack (§2.3, §2.4).
   *
   * @throws IllegalArgumentException if the dealer is not a seat, the deal is not one of the
   *     schedule or the standing has not one total per seat
   */
  public static OhHellState deal(OhHellRules r, int k, int dealer, long seed, List<Integer> t) {
    return start(r, Deal.shuffled(Deck.standard(), r.players(), r.handSize(k), dealer, seed), k, t);
  }

  /** Deal {@code d} as deal {@code k}: the dealer's left bids first (§3.1). */
  static OhHellState start(OhHellRules r, Deal d, int k, List<Integer> standing) {
    BiddingRound<Bid> bids = BiddingRound.leftOfDealer(r.players(), d.dealer());
    return new OhHellState(new Setup(DealHeader.of(d, k, standing), r, bids, Ints.of()), null);
  }

  /** The bid of a seat, empty before it bids (§3). */
  public Optional<Integer> bid(int seat) {
    return setup.bids().bid(seat).map(Bid::tricks);
  }

  @Override
  protected String phase() {
    return play == null ? "BIDDING" : isTerminal() ? "OVER" : "PLAYING";
  }

  @Override
  protected Kind kind() {
    return KIND;
  }

  @Override
  public int toMove() {
    return play == null ? setup.bids().toBid() : play.isOver() ? -1 : play.toPlay();
  }

  @Override
  public List<Action> legalActions(int seat) {
    if (seat != toMove() || seat < 0) {
      return List.of();
    } else if (play != null) {
      return CardActions.of(play.legalBits(), OhHellAction.Play.ALL);
    }
    int h = setup.handSize(); // §3.2: bids 0 to h; §3.3: the dealer's hook, if on
    List<Bid> bids = IntStream.rangeClosed(0, h).mapToObj(Bid::new).toList();
    Restriction<Bid> hook =
        setup.rules().hook() ? Restriction.hook(h, Bid::tricks) : Restriction.none();
    return List.copyOf(setup.bids().legal(seat, bids, hook));
  }

  @Override
  protected Either<RuleViolation, OhHellState> applyAction(int seat, Action a) {
    return a instanceof Bid b ? bid(seat, b) : playCard(seat, ((OhHellAction.Play) a).card());
  }

  /**
   * A bid (§3): in turn, 0 to {@code h} tricks (§3.2); a bid of the seat to bid in that range that
   * is not legal is the one the hook forbids the dealer (§3.3).
   */
  private Either<RuleViolation, OhHellState> bid(int seat, Bid bid) {
    int h = setup.handSize();
    if (play != null) {
      return wrongPhase(seat, bid.text());
    } else if (seat != setup.bids().toBid()) {
      return notYourTurn(seat, bid, setup.bids().toBid());
    } else if (bid.tricks() < 0 || bid.tricks() > h) {
      return refuse("BID_OUT_OF_RANGE", seat, bid, "a bid is 0 to " + h + " (ohhell §3.2)");
    } else if (!legalActions(seat).contains(bid)) {
      return refuse("BID_NOT_ALLOWED", seat, bid, "the bids would total " + h + " (§3.3)");
    }
    Setup next = new Setup(setup.header(), setup.rules(), setup.bids().with(bid), Ints.of());
    return Either.right(new OhHellState(next, next.bids().isComplete() ? firstTrick(next) : null));
  }

  /** A refused bid: "seat 1 may not bid 11: {@code why}". */
  private static <T> Either<RuleViolation, T> refuse(String code, int seat, Bid bid, String why) {
    String text = Seat.name(seat) + " may not " + bid.text() + ": " + why;
    return Either.left(new RuleViolation(code, seat, text));
  }

  /** §4.1, §4.3: the dealer's left leads the first trick; the turn-up's suit is trumps, or none. */
  private static TrickPlay firstTrick(Setup s) {
    TrickOrder order =
        s.turnUp().map(c -> TrickOrder.trumpSuit(c.suit())).orElse(TrickOrder.noTrump());
    return TrickPlay.start(order, s.header().dealt().toCardSets(), s.bids().first(), List.of());
  }

  /** After a card (§4); after the last trick, the deal scored (§5). */
  @Override
  protected OhHellState afterPlay(TrickPlay next) {
    if (!next.isOver()) {
      return new OhHellState(setup, next);
    }
    OhHellRules.Scoring scoring = setup.rules().scoring();
    int[] scores =
        IntStream.range(0, players())
            .map(s -> scoring.score(bid(s).orElseThrow(), next.tricksWon(s)))
            .toArray();
    return new OhHellState(
        new Setup(setup.header(), setup.rules(), setup.bids(), Ints.wrap(scores)), next);
  }

  @Override
  public boolean isTerminal() {
    return setup.scores().size() > 0;
  }

  /**
   * The seat's deal score (§5).
   *
   * @throws IllegalStateException if the deal is not over
   */
  @Override
  public int score(int seat) {
    return scoreIn(setup.scores(), seat);
  }

  /**
   * What the seat knows (§7): public values read from the setup and the trick table, never them.
   */
  @Override
  protected OhHellView view(int seat) {
    List<Move> history = setup.bids().moves(b -> b); // the bids, then every card played (§7.1)
    history.addAll(cardMoves(OhHellAction.Play::of));
    return new OhHellView(
        setup.rules(),
        seat,
        setup.header().dealNumber(),
        dealer(),
        toMove(),
        hand(seat),
        legalActions(seat),
        List.copyOf(history),
        tricks(),
        setup.turnUp(),
        IntStream.range(0, players()).mapToObj(this::bid).toList(),
        setup.scores().toList(),
        standing());
  }
}
