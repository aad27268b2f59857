package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.FaceDownPlay;
import dev.tenace.core.game.Fact;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.ViewHeader;
import dev.tenace.core.game.WorldSampler;
import dev.tenace.core.spi.HeaderView;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;

/**
 * What one seat knows of a Sheepshead deal, as a value: its dealt and current hand, the blind and
 * the bury if it is the picker, the public history (picks, passes, the declaration, cracks and
 * every card played; another seat's bury is {@link Concealed}), the trick table, and the typed
 * public facts of the deal — the picker, the declaration and the partner card, who cracked, the
 * secret partner once he is known to this seat, card points taken, leaster and doubler.
 *
 * <pre>{@code
 * SheepsheadView v = state.viewFor(2);
 * if (v.picker().isPresent() && v.partner().orElse(-1) == v.seat()) { ... play for the picker ... }
 * int taken = v.cardPoints().get(v.seat());
 * }</pre>
 *
 * <p>The view holds public facts and this seat's own cards only. Its key is derived from its value
 * ({@link View#key()}). {@link #sampleConsistentState} re-deals the hidden cards (other hands, the
 * blind, the bury) consistently with all of that: voids, what the declaration says about the
 * picker's eight cards (§4.4, §9.1), and what the called-ace rules reveal (the picker's hold card,
 * the partner's plays and leads, §9.1.4, §9 calledSuitLead), drawn uniformly among the deals that
 * agree with the view, without retries and without failing ({@code SheepsheadSampler}).
 *
 * @param header the rules, the seat, the deal number within the match, the dealer, the match totals
 *     before the deal (one per seat), the seat to act (-1 when the deal is over), the seat's
 *     current hand (the picker's eight cards while he buries) and legal actions, every action of
 *     the deal in order as this seat knows it, and the trick table once trick play has begun
 * @param pendingDoublers doublers pending before the deal (§9 DOUBLER)
 * @param phase where the deal is
 * @param dealtHand the seat's dealt hand
 * @param blind the blind in deal order, to the picker once picked (empty otherwise)
 * @param buried the bury, to the picker (empty otherwise)
 * @param under the under after an under call, to the picker (empty otherwise; §9.1.5(i)1)
 * @param picker the picker, once someone picked
 * @param declaration the picker's declaration if he made one (§4.4(b), §9, §9.1)
 * @param partnerCard the card that makes its holder the picker's partner, as the table knows it
 *     (see {@link #partnerCard()})
 * @param scores the scores once the deal is over, else empty
 * @param shownHands every seat's dealt hand once a Schwanzer deal is over (§9.2.1), else empty
 * @param power the power of every dealt hand once a Schwanzer deal is over (§9.2.2), else empty
 */
public record SheepsheadView(
    ViewHeader<SheepsheadRules> header,
    int pendingDoublers,
    SheepsheadState.Phase phase,
    CardSet dealtHand,
    List<Card> blind,
    CardSet buried,
    Optional<Card> under,
    OptionalInt picker,
    Optional<Declaration> declaration,
    Optional<Card> partnerCard,
    List<Integer> scores,
    List<CardSet> shownHands,
    List<Integer> power)
    implements HeaderView<SheepsheadRules, SheepsheadState> {

  private static final Concealed BURY = new Concealed("bury");

  /** Checks the header and copies the lists. */
  public SheepsheadView {
    Objects.requireNonNull(header, "header is null");
    blind = List.copyOf(blind);
    scores = List.copyOf(scores);
    shownHands = List.copyOf(shownHands);
    power = List.copyOf(power);
  }

  static SheepsheadView of(SheepsheadState s, int seat) {
    int picker = s.picker();
    boolean isPicker = picker == seat;
    long concealed = s.concealedFrom(seat).bits();
    List<Move> history = s.history();
    if (!isPicker) {
      List<Move> h = new ArrayList<>(history.size());
      for (Move m : history) {
        h.add(publicMove(m, concealed));
      }
      history = h;
    }
    Optional<TrickTable> tricks = s.trickPhase().map(p -> p.table().conceal(concealed));
    return new SheepsheadView(
        HeaderView.headerOf(s.rules(), s, seat, s.hand(seat), history, tricks),
        s.pendingDoublers(),
        s.phase(),
        s.dealtHand(seat),
        isPicker ? s.blind() : List.of(),
        isPicker ? s.buried() : CardSet.EMPTY,
        isPicker ? s.under() : Optional.empty(),
        picker < 0 ? OptionalInt.empty() : OptionalInt.of(picker),
        s.declaration(),
        publicPartnerCard(s),
        s.isTerminal() ? s.scores() : List.of(),
        shownHands(s),
        s.isSchwanzer() ? powers(s) : List.of());
  }

  /**
   * A move of the history as a seat other than the picker sees it: the bury concealed, an under
   * call as {@code call AC under} (§9.1.5(i)1), and a play of a {@code concealed} card face down
   * (§9.1.5(i)3).
   */
  private static Move publicMove(Move m, long concealed) {
    Action a = m.action();
    if (a instanceof SheepsheadAction.Bury) {
      return new Move(m.seat(), BURY);
    }
    if (a instanceof SheepsheadAction.CallUnder c) {
      return new Move(m.seat(), new UnderCalled(c.ace()));
    }
    if (a instanceof CardPlay p && (p.card().bit() & concealed) != 0) {
      return new Move(m.seat(), new FaceDownPlay());
    }
    return m;
  }

  /**
   * An under call as the table hears it (§9.1.5(i)1, (j)): {@code call AC under}, the called ace
   * without the under. Display only: never a legal action, and no text parses to it.
   *
   * @param ace the called ace
   */
  public record UnderCalled(Card ace) implements Action {
    /** Checks the ace. */
    public UnderCalled {
      java.util.Objects.requireNonNull(ace, "ace is null");
    }

    @Override
    public String text() {
      return "call " + ace + " under";
    }

    @Override
    public String toString() {
      return text();
    }
  }

  /** §9.2.1: every dealt hand once a Schwanzer deal is over (never the blind), else none. */
  private static List<CardSet> shownHands(SheepsheadState s) {
    if (!s.isSchwanzer()) {
      return List.of();
    }
    List<CardSet> out = new ArrayList<>(s.players());
    for (int x = 0; x < s.players(); x++) {
      out.add(s.dealtHand(x));
    }
    return out;
  }

  /** §9.2.2: the power of every dealt hand. */
  private static List<Integer> powers(SheepsheadState s) {
    List<Integer> out = new ArrayList<>(s.players());
    for (int x = 0; x < s.players(); x++) {
      out.add(s.power(x));
    }
    return out;
  }

  /**
   * The partner card as the table knows it: the called card, JD for a voluntary partner, and JD
   * under §4.4(a) without a declaration (also when the picker holds it himself and so is alone,
   * which the others cannot tell).
   */
  private static Optional<Card> publicPartnerCard(SheepsheadState s) {
    if (s.picker() < 0 || s.phase().compareTo(SheepsheadState.Phase.CRACK) < 0) {
      return Optional.empty();
    }
    if (s.declaration().isPresent()) {
      return s.partnerCard();
    }
    return s.rules().jackOfDiamondsPartner()
        ? Optional.of(SheepsheadDeclaring.JD)
        : Optional.empty();
  }

  @Override
  public int players() {
    return rules().players();
  }

  // ---------------------------------------------------------------- typed facts

  /** Whether everyone passed and a leaster is played (§7). */
  public boolean leaster() {
    return picker.isEmpty() && tricks().isPresent();
  }

  /**
   * Whether everyone passed under {@code allPass = DOUBLER}: the deal is void, scores 0 and does
   * not count (§9).
   */
  public boolean thrownIn() {
    return phase == SheepsheadState.Phase.OVER
        && tricks().isEmpty()
        && rules().allPass() == AllPass.DOUBLER;
  }

  /**
   * Whether everyone passed under {@code allPass = SCHWANZER} (§9.2): no card is played, and {@link
   * #shownHands()} and {@link #power()} show every dealt hand and its power.
   */
  public boolean schwanzer() {
    return !shownHands.isEmpty();
  }

  /** Whether this deal, once picked, scores double for a pending doubler (§9 DOUBLER). */
  public boolean doubled() {
    return pendingDoublers > 0 && picker.isPresent();
  }

  /** The seat that cracked (§9 crack), if any. */
  public OptionalInt cracker() {
    for (Move m : history()) {
      if (m.action() == SheepsheadAction.Simple.CRACK) {
        return OptionalInt.of(m.seat());
      }
    }
    return OptionalInt.empty();
  }

  /** Whether the picker recracked (§9 crack). */
  public boolean recracked() {
    for (Move m : history()) {
      if (m.action() == SheepsheadAction.Simple.RECRACK) {
        return true;
      }
    }
    return false;
  }

  /**
   * The stakes' multiplier so far: 2 for a crack, 4 for a recrack, times 2 for a pending doubler.
   */
  public int multiplier() {
    return (recracked() ? 4 : cracker().isPresent() ? 2 : 1) * (doubled() ? 2 : 1);
  }

  /** The card the picker called (a jack §4.4(b), an ace or ten §9.1), if he called one. */
  public Optional<Card> calledCard() {
    return declaration.filter(Declaration::isCall).flatMap(d -> partnerCard);
  }

  /**
   * Whether this seat knows the picker plays alone: he declared it, the rules leave him no partner
   * (3 or 4 players, no partner rule), the absence of a declaration says he holds JD (§9
   * voluntaryAlone without the call-up), or — under §4.4(a) without the call-up — this seat is the
   * picker holding JD, or the picker has played JD.
   */
  public boolean alone() {
    if (picker.isEmpty() || phase.compareTo(SheepsheadState.Phase.CRACK) < 0) {
      return false;
    }
    if (declaration.isPresent()) {
      return declaration.get() == Declaration.ALONE;
    }
    if (!rules().jackOfDiamondsPartner()) {
      return true;
    }
    if (rules().jackCallUp() || rules().voluntaryAlone()) {
      return rules().voluntaryAlone();
    }
    int p = picker.getAsInt();
    if (seat() == p) {
      return dealtHand.contains(SheepsheadDeclaring.JD) || blind.contains(SheepsheadDeclaring.JD);
    }
    return playedBy(SheepsheadDeclaring.JD) == p;
  }

  /**
   * The picker's partner when this seat knows him: itself if it holds the partner card, or the seat
   * that played the partner card; empty when unknown, when the picker is alone, or in a leaster.
   */
  public OptionalInt partner() {
    int who = partnerSeat();
    return who < 0 ? OptionalInt.empty() : OptionalInt.of(who);
  }

  /**
   * {@link #partner()} as a raw seat, {@code -1} where it is empty: for encoders that read a view
   * per step without allocating.
   *
   * <pre>{@code
   * boolean mine = v.partnerSeat() == v.seat();    // this seat holds the partner card
   * }</pre>
   */
  public int partnerSeat() {
    if (partnerCard.isEmpty() || alone()) {
      return -1;
    }
    Card c = partnerCard.get();
    int p = picker.getAsInt();
    if (seat() != p && dealtHand.contains(c)) {
      return seat();
    }
    int who = playedBy(c);
    return who >= 0 && who != p ? who : -1;
  }

  /** The seat that played {@code card}, or -1. */
  private int playedBy(Card card) {
    // indexed: a view read per step should not make an iterator per call
    for (int i = 0, size = history().size(); i < size; i++) {
      Move m = history().get(i);
      if (m.action() instanceof CardPlay p && p.card().equals(card)) {
        return m.seat();
      }
    }
    return -1;
  }

  /**
   * The card points (§2.5) of the tricks each seat has won so far, one entry per seat (zeros before
   * trick play). Tricks are public; the bury is not, so the picker's own total adds {@link
   * #buried()}. An under this seat does not know yet is not counted (§9.1.5(i)5): the figures add
   * up the cards the seat can see, and {@link #facts()} leaves them out while a card is concealed.
   */
  public List<Integer> cardPoints() {
    Integer[] out = new Integer[players()];
    Arrays.fill(out, 0);
    if (tricks().isPresent()) {
      for (Trick t : tricks().get().completed()) {
        out[t.winner()] += SheepsheadScoring.points(t.cardSet().bits());
      }
    }
    return List.of(out);
  }

  /**
   * The public facts for generic tools, in the order {@code tenace serve} writes them: the phase,
   * the hand as dealt, the blind and the bury (the picker's own), the picker, the declaration, the
   * partner card once public and the partner once known, going alone, the leaster, the crack, the
   * multiplier, the doublers pending, the card points won and the scores once over; under {@code
   * allPass = SCHWANZER} then whether the deal was one, every dealt hand and its power (§9.2).
   */
  @Override
  public List<Fact> facts() {
    List<Fact> common = commonFacts();
    if (rules().allPass() != AllPass.SCHWANZER && !rules().underCall()) {
      return common;
    }
    List<Fact> out = new ArrayList<>(common);
    if (rules().underCall()) {
      out.add(Fact.optional("under", "your under (face down)", under));
    }
    if (rules().allPass() != AllPass.SCHWANZER) {
      return List.copyOf(out);
    }
    out.add(Fact.of("schwanzer", "everyone passed: Schwanzer, the most power loses", schwanzer()));
    out.add(Fact.of("hands", "dealt hands", schwanzer() ? shownHands : null));
    out.add(Fact.of("power", "power", schwanzer() ? power : null));
    return List.copyOf(out);
  }

  private List<Fact> commonFacts() {
    return List.of(
        Fact.data("phase", lower(phase)),
        Fact.data("dealt_hand", dealtHand),
        Fact.of("blind", "you picked up the blind", CardSet.of(blind)),
        Fact.of("buried", "you buried", buried),
        Fact.seat("picker", "picker", picker),
        Fact.optional("declaration", "declaration", declaration.map(SheepsheadView::lower)),
        Fact.optional("partner_card", "partner card", partnerCard),
        Fact.seat("partner", "the picker's partner", partner()),
        Fact.of("alone", "the picker plays alone", alone()),
        Fact.of("leaster", "a leaster: fewest card points wins", leaster()),
        Fact.seat("cracker", "cracked by", cracker()),
        Fact.of("recracked", "re-cracked", recracked()),
        Fact.of("multiplier", "multiplier", multiplier()),
        Fact.of("pending_doublers", "doublers pending", pendingDoublers),
        Fact.of("card_points", "card points won", concealsACard() ? null : cardPoints()),
        Fact.data("scores", scores),
        Fact.of("trump", "trumps", "queens, jacks and diamonds"),
        Fact.data("card_order", CARD_ORDER));
  }

  /** §2.3, §2.4: the cards as players sort a hand, trumps first, each group high to low. */
  private static final List<Card> CARD_ORDER = cardOrder();

  private static List<Card> cardOrder() {
    List<Card> out = new ArrayList<>(SheepsheadPlayRules.TRUMPS);
    for (Suit suit : List.of(Suit.CLUBS, Suit.SPADES, Suit.HEARTS)) {
      SheepsheadPlayRules.FAIL.forEach(r -> out.add(Card.of(r, suit)));
    }
    return List.copyOf(out);
  }

  /**
   * Whether this view's trick table conceals a card (an under it does not know yet): running card
   * points would then give the card's points away (§9.1.5(i)5).
   */
  private boolean concealsACard() {
    if (tricks().isEmpty()) {
      return false;
    }
    for (Trick t : tricks().get().completed()) {
      if (t.hasConcealed()) {
        return true;
      }
    }
    return tricks().get().current().hasConcealed();
  }

  private static String lower(Enum<?> e) {
    return e.name().toLowerCase(Locale.ROOT);
  }

  /**
   * The card points (§2.5) of the tricks {@code seat} has won so far: {@code
   * cardPoints().get(seat)} without building the list or a set per trick (0 before trick play; the
   * picker's bury is not counted, as there).
   *
   * <pre>{@code
   * int taken = v.cardPoints(v.seat());
   * }</pre>
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of this deal
   */
  public int cardPoints(int seat) {
    if (seat < 0 || seat >= players()) {
      throw new IllegalArgumentException(
          "seat " + seat + " is not a seat of a " + players() + "-player deal");
    }
    if (tricks().isEmpty()) {
      return 0;
    }
    List<Trick> done = tricks().get().completed();
    long won = 0;
    for (int k = 0, size = done.size(); k < size; k++) {
      Trick t = done.get(k);
      if (t.winner() == seat) {
        long packed = t.packed();
        for (int i = 0, n = t.size(); i < n; i++) {
          int card = (int) ((packed >>> (8 * i)) & 0xFF);
          won |= card == Trick.CONCEALED ? 0L : 1L << card; // an under it does not know
        }
      }
    }
    return SheepsheadScoring.points(won);
  }

  // ---------------------------------------------------------------- sampling

  @Override
  public SheepsheadState sampleConsistentState(RandomGenerator rng) {
    return sample(rng, false);
  }

  /**
   * A world drawn as {@link #sampleConsistentState} draws it. In trick play the state is made from
   * the sampled cards directly (without replaying the card plays); {@code replay} makes it instead
   * by dealing the sampled cards and replaying the history, as every other phase does: the same
   * world for the same random numbers, which the tests check.
   */
  SheepsheadState sample(RandomGenerator rng, boolean replay) {
    return new SheepsheadSampler(this).sample(rng, replay);
  }

  /** The worlds of this view, with its inference made once for every draw. */
  @Override
  public WorldSampler<SheepsheadState> sampler() {
    return new SheepsheadSampler(this);
  }
}
