package dev.tenace.spades;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.Fact;
import dev.tenace.core.game.ViewHeader;
import dev.tenace.core.game.WorldSampler;
import dev.tenace.core.spi.HeaderView;
import dev.tenace.core.spi.TrickPlay;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * What one seat knows of a Spades deal: its hand once it sees it (§3.3; an unseen hand shows no
 * cards), every bid as a {@link SpadesBid}, which seats see their hands, the cards it exchanged
 * with its partner (the two partners only; the other team's exchange is {@code exchange ?} in the
 * history), the tricks, the match context before the deal, and the scores once known.
 *
 * <pre>{@code
 * SpadesView v = state.viewFor(2);
 * v.bid(0);                     // Optional[bid 4]: the partner's bid as a value
 * v.contract(v.seat() % 2);     // the team's contract so far (§3.5)
 * v.teamTricks();               // tricks taken per team [A, B]
 * v.tricks().map(TrickTable::currentWinner);
 * }</pre>
 *
 * <p>{@link #sampleConsistentState} re-deals every card the seat cannot see consistently with that:
 * exchanged cards stay with the partner, no seat holds a suit it has shown void in, a spade led
 * before spades were broken means a hand of spades, a lefty/righty play means no legal card further
 * left/right was held, and under mirror every bid is the bidder's number of spades.
 *
 * @param header the rules, the seat, the deal number, the dealer, the standing (the team totals [A,
 *     B, A, B] before the deal, or the seats' bid errors in the bid-error game), the seat to move
 *     ({@code -1} when over), this seat's current hand (empty until it sees it) and legal actions,
 *     every action of the deal in order as this seat may know it, and the trick table once trick
 *     play has begun
 * @param scoresBefore team totals [A, B] before the deal
 * @param bagsBefore team bag counts [A, B] before the deal
 * @param phase where the deal is
 * @param handSeen per seat, whether it sees its hand (from the deal when blind nil is not possible
 *     for it, else once it has looked or bid)
 * @param bids per seat, its bid, empty before it bids
 * @param gave the cards this seat gave (or chose to give) its partner in the exchange, else empty
 * @param received the cards this seat received from its partner, once delivered, else empty
 * @param teamScores the team deal scores [A, B] once over, else empty
 * @param bagsAfter the team bag counts [A, B] after the deal once over, else empty
 */
public record SpadesView(
    ViewHeader<SpadesRules> header,
    List<Integer> scoresBefore,
    List<Integer> bagsBefore,
    SpadesState.Phase phase,
    List<Boolean> handSeen,
    List<Optional<SpadesBid>> bids,
    CardSet gave,
    CardSet received,
    List<Integer> teamScores,
    List<Integer> bagsAfter)
    implements HeaderView<SpadesRules, SpadesState> {

  /** Checks the parts and copies the lists. */
  public SpadesView {
    Objects.requireNonNull(header, "header is null");
    scoresBefore = List.copyOf(scoresBefore);
    bagsBefore = List.copyOf(bagsBefore);
    Objects.requireNonNull(phase, "phase is null");
    handSeen = List.copyOf(handSeen);
    bids = List.copyOf(bids);
    Objects.requireNonNull(gave, "gave is null");
    Objects.requireNonNull(received, "received is null");
    teamScores = List.copyOf(teamScores);
    bagsAfter = List.copyOf(bagsAfter);
  }

  static SpadesView of(SpadesState s, int seat) {
    List<Boolean> seen = new ArrayList<>(4);
    List<Optional<SpadesBid>> bids = new ArrayList<>(4);
    for (int x = 0; x < 4; x++) {
      seen.add(s.handSeen(x));
      bids.add(s.bid(x));
    }
    Optional<TrickPlay> p = s.trickPhase();
    int partner = (seat + 2) % 4;
    CardSet received = p.isPresent() && s.exchanging(seat) ? s.exchanged(partner) : CardSet.EMPTY;
    CardSet hand = s.handSeen(seat) ? s.hand(seat) : CardSet.EMPTY;
    return new SpadesView(
        HeaderView.headerOf(s.rules(), s, seat, hand, s.history(seat), p.map(TrickPlay::table)),
        s.scoresBefore(),
        s.bagsBefore(),
        s.phase(),
        seen,
        bids,
        s.exchanged(seat),
        received,
        s.isTerminal() ? s.teamScores() : List.of(),
        s.isTerminal() ? s.bagsAfter() : List.of());
  }

  @Override
  public int players() {
    return 4;
  }

  /** The seat's bid, empty before it bids. */
  public Optional<SpadesBid> bid(int seat) {
    return bids.get(seat);
  }

  /** Whether this seat sees its own hand. */
  public boolean seesHand() {
    return handSeen.get(seat());
  }

  /** Whether the seat took the {@code look} action (§3.3), from the history. */
  public boolean looked(int seat) {
    return history().stream()
        .anyMatch(m -> m.seat() == seat && m.action() == SpadesAction.Look.LOOK);
  }

  /**
   * The team contract {@code B_t} (§3.5) of team {@code team} (0 = A, 1 = B): its numeric bids so
   * far.
   */
  public int contract(int team) {
    int c = 0;
    for (int s = team; s < 4; s += 2) {
      c += bids.get(s).map(SpadesBid::tricks).orElse(0);
    }
    return c;
  }

  /**
   * Whether the seat exchanges 2 cards with its partner this deal (§7 doubleNilPass,
   * blindNilRestricted).
   */
  public boolean exchanging(int seat) {
    if (!rules().exchangeAfterBlindNil() || bids.stream().anyMatch(Optional::isEmpty)) {
      return false;
    }
    return bids.get(seat % 2).orElseThrow().blind() || bids.get(seat % 2 + 2).orElseThrow().blind();
  }

  /**
   * Whether the seat has chosen its exchange cards (the cards themselves are concealed from the
   * other team).
   */
  public boolean hasChosen(int seat) {
    return history().stream()
        .anyMatch(
            m ->
                m.seat() == seat
                    && (m.action() instanceof SpadesAction.Exchange
                        || m.action() instanceof Concealed));
  }

  /** Tricks taken per team [A, B] so far. */
  public List<Integer> teamTricks() {
    List<Integer> w = tricksWon();
    return List.of(w.get(0) + w.get(2), w.get(1) + w.get(3));
  }

  /**
   * The public facts for generic tools, in the order {@code tenace serve} writes them: the phase,
   * the bids, who sees a hand, who exchanges and this seat's exchange, the teams' contracts and
   * tricks, the scores and bags before the deal, and the team scores and bags after it.
   */
  @Override
  public List<Fact> facts() {
    List<Object> bidTexts = new ArrayList<>(4);
    List<Boolean> exchangingSeats = new ArrayList<>(4);
    for (int s = 0; s < 4; s++) {
      bidTexts.add(bids.get(s).map(SpadesBid::toString).orElse(null));
      exchangingSeats.add(exchanging(s));
    }
    return List.of(
        Fact.data("phase", phase.name().toLowerCase(Locale.ROOT)),
        Fact.of("bids", "bids", bidTexts),
        Fact.data("hand_seen", handSeen),
        Fact.data("exchanging", exchangingSeats),
        Fact.of("gave", "you gave your partner", gave),
        Fact.of("received", "you received from your partner", received),
        Fact.of("contract", "contracts of teams 0+2 and 1+3", List.of(contract(0), contract(1))),
        Fact.of("team_tricks", "tricks of teams 0+2 and 1+3", teamTricks()),
        Fact.data("scores_before", scoresBefore),
        Fact.data("bags_before", bagsBefore),
        Fact.data("team_scores", teamScores),
        Fact.data("bags_after", bagsAfter),
        Fact.of("trump", "trumps", "spades"),
        Fact.data("teams", TEAMS));
  }

  /** §1.2: the partnerships, partners sitting opposite (for a table's display). */
  private static final List<List<Fact.SeatNumber>> TEAMS =
      List.of(
          List.of(new Fact.SeatNumber(0), new Fact.SeatNumber(2)),
          List.of(new Fact.SeatNumber(1), new Fact.SeatNumber(3)));

  @Override
  public SpadesState sampleConsistentState(RandomGenerator rng) {
    return SpadesSampler.sample(this, rng);
  }

  /** The worlds of this view, with its inference made once for every draw. */
  @Override
  public WorldSampler<SpadesState> sampler() {
    return SpadesSampler.sampler(this);
  }
}
