package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.View;
import dev.tenace.core.game.WorldSampler;
import dev.tenace.core.spi.HiddenDeal;
import dev.tenace.core.spi.Keys;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
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
 * <p>{@link #sampleConsistentState} re-deals the hidden cards (other hands, the blind, the bury)
 * consistently with all of that: voids, what the declaration says about the picker's eight cards
 * (§4.4, §9.1), and what the called-ace rules reveal (the picker's hold card, the partner's plays
 * and leads, §9.1.4, §9 calledSuitLead) are the constraints of one core {@link HiddenDeal}, one
 * alternative per seat that may hold the called card; the unseen cards are drawn uniformly among
 * the deals that agree with the view, without retries and without failing.
 *
 * @param rules the rules
 * @param seat the seat whose view this is
 * @param dealNumber the deal number within the match
 * @param dealer the dealer
 * @param pendingDoublers doublers pending before the deal (§9 DOUBLER)
 * @param standing the match totals before the deal, one per seat
 * @param phase where the deal is
 * @param toMove the seat to act, or -1 when the deal is over
 * @param dealtHand the seat's dealt hand
 * @param hand the seat's current hand (the picker's eight cards while he buries)
 * @param blind the blind in deal order, to the picker once picked (empty otherwise)
 * @param buried the bury, to the picker (empty otherwise)
 * @param history every action of the deal in order as this seat knows it
 * @param tricks the trick table once trick play has begun
 * @param picker the picker, once someone picked
 * @param declaration the picker's declaration if he made one (§4.4(b), §9, §9.1)
 * @param partnerCard the card that makes its holder the picker's partner, as the table knows it
 *     (see {@link #partnerCard()})
 * @param scores the scores once the deal is over, else empty
 * @param legalActions this seat's legal actions
 */
public record SheepsheadView(
    SheepsheadRules rules,
    int seat,
    int dealNumber,
    int dealer,
    int pendingDoublers,
    List<Integer> standing,
    SheepsheadState.Phase phase,
    int toMove,
    CardSet dealtHand,
    CardSet hand,
    List<Card> blind,
    CardSet buried,
    List<Move> history,
    Optional<TrickTable> tricks,
    OptionalInt picker,
    Optional<Declaration> declaration,
    Optional<Card> partnerCard,
    List<Integer> scores,
    List<Action> legalActions)
    implements View<SheepsheadState> {

  private static final Concealed BURY = new Concealed("bury");

  /** Copies the lists. */
  public SheepsheadView {
    standing = List.copyOf(standing);
    blind = List.copyOf(blind);
    history = List.copyOf(history);
    scores = List.copyOf(scores);
    legalActions = List.copyOf(legalActions);
  }

  static SheepsheadView of(SheepsheadState s, int seat) {
    int picker = s.picker();
    boolean isPicker = picker == seat;
    List<Move> history = s.history();
    if (!isPicker) {
      List<Move> h = new ArrayList<>(history.size());
      for (Move m : history) {
        h.add(m.action() instanceof SheepsheadAction.Bury ? new Move(m.seat(), BURY) : m);
      }
      history = h;
    }
    return new SheepsheadView(
        s.rules(),
        seat,
        s.dealNumber(),
        s.dealer(),
        s.pendingDoublers(),
        s.standing(),
        s.phase(),
        s.toMove(),
        s.dealtHand(seat),
        s.hand(seat),
        isPicker ? s.blind() : List.of(),
        isPicker ? s.buried() : CardSet.EMPTY,
        history,
        s.trickPhase().map(TrickPlay::table),
        picker < 0 ? OptionalInt.empty() : OptionalInt.of(picker),
        s.declaration(),
        publicPartnerCard(s),
        s.isTerminal() ? s.scores() : List.of(),
        s.legalActions(seat));
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
    return s.rules().jackOfDiamondsPartner() ? Optional.of(SheepsheadState.JD) : Optional.empty();
  }

  @Override
  public int players() {
    return rules.players();
  }

  // ---------------------------------------------------------------- typed facts

  /** Whether everyone passed and a leaster is played (§7). */
  public boolean leaster() {
    return picker.isEmpty() && tricks.isPresent();
  }

  /**
   * Whether everyone passed under {@code allPass = DOUBLER}: the deal is void, scores 0 and does
   * not count (§9).
   */
  public boolean thrownIn() {
    return phase == SheepsheadState.Phase.OVER && tricks.isEmpty();
  }

  /** Whether this deal, once picked, scores double for a pending doubler (§9 DOUBLER). */
  public boolean doubled() {
    return pendingDoublers > 0 && picker.isPresent();
  }

  /** The seat that cracked (§9 crack), if any. */
  public OptionalInt cracker() {
    for (Move m : history) {
      if (m.action() == SheepsheadAction.Simple.CRACK) {
        return OptionalInt.of(m.seat());
      }
    }
    return OptionalInt.empty();
  }

  /** Whether the picker recracked (§9 crack). */
  public boolean recracked() {
    for (Move m : history) {
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
    if (!rules.jackOfDiamondsPartner()) {
      return true;
    }
    if (rules.jackCallUp() || rules.voluntaryAlone()) {
      return rules.voluntaryAlone();
    }
    int p = picker.getAsInt();
    if (seat == p) {
      return dealtHand.contains(SheepsheadState.JD) || blind.contains(SheepsheadState.JD);
    }
    return playedBy(SheepsheadState.JD) == p;
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
    if (seat != p && dealtHand.contains(c)) {
      return seat;
    }
    int who = playedBy(c);
    return who >= 0 && who != p ? who : -1;
  }

  /** The seat that played {@code card}, or -1. */
  private int playedBy(Card card) {
    // indexed: a view read per step should not make an iterator per call
    for (int i = 0, size = history.size(); i < size; i++) {
      Move m = history.get(i);
      if (m.action() instanceof CardPlay p && p.card().equals(card)) {
        return m.seat();
      }
    }
    return -1;
  }

  /**
   * The card points (§2.5) of the tricks each seat has won so far, one entry per seat (zeros before
   * trick play). Tricks are public; the bury is not, so the picker's own total adds {@link
   * #buried()}.
   */
  public List<Integer> cardPoints() {
    Integer[] out = new Integer[players()];
    java.util.Arrays.fill(out, 0);
    if (tricks.isPresent()) {
      for (Trick t : tricks.get().completed()) {
        out[t.winner()] += SheepsheadState.points(t.cardSet());
      }
    }
    return List.of(out);
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
    if (tricks.isEmpty()) {
      return 0;
    }
    List<Trick> done = tricks.get().completed();
    long won = 0;
    for (int k = 0, size = done.size(); k < size; k++) {
      Trick t = done.get(k);
      if (t.winner() == seat) {
        long packed = t.packed();
        for (int i = 0, n = t.size(); i < n; i++) {
          won |= 1L << ((packed >>> (8 * i)) & 0xFF);
        }
      }
    }
    return SheepsheadState.points(won);
  }

  // ---------------------------------------------------------------- key

  @Override
  public long key() {
    long k = Keys.mix(Keys.START, SheepsheadState.rulesKey(rules));
    k =
        Keys.mix(
            k,
            ((long) seat << 48)
                | ((long) dealNumber << 24)
                | ((long) dealer << 16)
                | pendingDoublers);
    for (int t : standing) {
      k = Keys.mix(k, t);
    }
    k = Keys.mix(k, phase.ordinal() * 16L + toMove + 1);
    k = Keys.mix(k, dealtHand.bits());
    k = Keys.mix(k, hand.bits());
    for (Card c : blind) {
      k = Keys.mix(k, c.index());
    }
    k = Keys.mix(k, buried.bits());
    for (Move m : history) {
      k = Keys.mix(k, SheepsheadState.moveCode(m));
    }
    k =
        Keys.mix(
            k,
            declaration.map(d -> d.ordinal() + 1L).orElse(0L) * 64
                + partnerCard.map(Card::index).orElse(-1));
    for (int s : scores) {
      k = Keys.mix(k, s);
    }
    return Keys.mix(k, picker.orElse(-1));
  }

  // ---------------------------------------------------------------- sampling

  @Override
  public SheepsheadState sampleConsistentState(RandomGenerator rng) {
    return sample(rng, false);
  }

  /**
   * A world drawn as {@link #sampleConsistentState} draws it. In trick play the state is made from
   * the sampled cards directly ({@link SheepsheadState#sampledInPlay}); {@code replay} makes it
   * instead by dealing the sampled cards and replaying the history, as every other phase does: the
   * same world for the same random numbers, which the tests check.
   */
  SheepsheadState sample(RandomGenerator rng, boolean replay) {
    return sample(new Inference(this), rng, replay);
  }

  /** The worlds of this view, with its inference made once for every draw. */
  @Override
  public WorldSampler<SheepsheadState> sampler() {
    Inference f = new Inference(this);
    return rng -> sample(f, rng, false);
  }

  private SheepsheadState sample(Inference f, RandomGenerator rng, boolean replay) {
    Objects.requireNonNull(rng, "rng is null");
    int n = players();
    int p = f.picker;
    long[] fresh = HiddenDeal.sampleForView(f.alternatives, rng, seat);
    long sampledBury = f.iAmPicker ? buried.bits() : fresh[n];
    long sampledBlind = f.iAmPicker ? f.blindBits : fresh[n + 1];
    long[] dealt = new long[n];
    for (int x = 0; x < n; x++) {
      if (x == seat) {
        dealt[x] = dealtHand.bits();
      } else if (x == p) {
        // which two of the picker's eight came from the blind is hidden: any two
        long eight = fresh[x] | f.playedBy[x] | (f.buriedYet ? sampledBury : 0L);
        sampledBlind = HiddenDeal.randomSubset(eight, rules.blindSize(), rng);
        dealt[x] = eight & ~sampledBlind;
      } else {
        dealt[x] = fresh[x] | f.playedBy[x];
      }
    }
    List<Card> blindList = f.iAmPicker ? blind : CardSet.ofBits(sampledBlind).toList();
    if (!replay && f.publicPlay != null) {
      List<Move> log = f.beforePlay;
      if (f.concealedAt >= 0) {
        Move[] moves = log.toArray(new Move[0]);
        moves[f.concealedAt] = new Move(p, new SheepsheadAction.Bury(CardSet.ofBits(sampledBury)));
        log = Collections.unmodifiableList(Arrays.asList(moves));
      }
      return SheepsheadState.sampledInPlay(
          rules,
          dealNumber,
          dealer,
          pendingDoublers,
          standing,
          dealt,
          blindList,
          log,
          f.publicPlay);
    }
    List<CardSet> hands = new ArrayList<>();
    for (long h : dealt) {
      hands.add(CardSet.ofBits(h));
    }
    SheepsheadState s =
        SheepsheadState.of(rules, dealer, hands, blindList, pendingDoublers, dealNumber, standing);
    for (Move m : history) {
      s =
          s.applyLegal(
              m.seat(),
              m.action() instanceof Concealed
                  ? new SheepsheadAction.Bury(CardSet.ofBits(sampledBury))
                  : m.action());
    }
    return s;
  }

  /**
   * What the view tells of the unseen cards: the cards each seat has played, the deals of the
   * unseen cards that agree with everything public ({@link HiddenDeal} alternatives), and in trick
   * play the public part of the world: the actions before trick play (the bury concealed unless
   * this seat is the picker) and the trick play so far, in a deal that only agrees on the cards
   * played.
   */
  private static final class Inference {
    final int picker;
    final boolean iAmPicker;
    final boolean buriedYet;
    final long blindBits;
    final long[] playedBy;
    final List<HiddenDeal> alternatives;
    final List<Move> beforePlay;

    /** The index of the concealed bury in {@link #beforePlay}, or -1. */
    final int concealedAt;

    /** The public trick play in trick play ({@link SheepsheadState.Phase#PLAYING}), else null. */
    final TrickPlay publicPlay;

    Inference(SheepsheadView v) {
      int n = v.players();
      int p = v.picker.orElse(-1);
      this.picker = p;
      long[] played = new long[n];
      long playedAll = 0;
      List<Move> before = new ArrayList<>();
      int concealed = -1;
      for (Move m : v.history) {
        if (m.action() instanceof CardPlay c) {
          played[m.seat()] |= c.card().bit();
          playedAll |= c.card().bit();
        } else {
          if (m.action() instanceof Concealed) {
            concealed = before.size();
          }
          before.add(m);
        }
      }
      this.playedBy = played;
      this.iAmPicker = p == v.seat;
      this.blindBits = CardSet.of(v.blind).bits();
      this.buriedYet = p >= 0 && v.phase.compareTo(SheepsheadState.Phase.DECLARE) >= 0;
      this.alternatives = List.copyOf(v.infer(played, playedAll, blindBits, buriedYet));
      this.beforePlay = List.copyOf(before);
      this.concealedAt = concealed;
      this.publicPlay =
          v.phase == SheepsheadState.Phase.PLAYING ? v.publicPlay(played, playedAll) : null;
    }
  }

  /**
   * The trick play so far in a deal where each seat holds the cards it played and unplayed cards as
   * filler, without play rules: the public part of every world ({@link TrickPlay#withHands} gives
   * it the world's hands and rules). The plays are not checked again: the true deal made them.
   */
  private TrickPlay publicPlay(long[] played, long playedAll) {
    int n = players();
    long spare = Deck.piquet().cards().bits() & ~playedAll;
    List<CardSet> hands = new ArrayList<>(n);
    for (int x = 0; x < n; x++) {
      long h = played[x];
      while (Long.bitCount(h) < rules.handSize()) {
        long low = Long.lowestOneBit(spare);
        h |= low;
        spare &= ~low;
      }
      hands.add(CardSet.ofBits(h));
    }
    TrickPlay t = TrickPlay.start(SheepsheadState.ORDER, hands, (dealer + 1) % n, List.of());
    for (Move m : history) {
      if (m.action() instanceof CardPlay c) {
        t = t.playVerified(c.card());
      }
    }
    return t;
  }

  /** The deals of the unseen cards that agree with the view, as {@link HiddenDeal} alternatives. */
  private List<HiddenDeal> infer(
      long[] playedBy, long playedAll, long blindBits, boolean buriedYet) {
    int n = players();
    int p = picker.orElse(-1);
    boolean iAmPicker = p == seat;
    long hidden = Deck.piquet().cards().bits() & ~dealtHand.bits() & ~blindBits & ~playedAll;
    // Places: 0..n-1 the seats' unseen cards (the picker's: his hand after burying, or all eight
    // before), n the bury (the picker's, hidden from the others), n + 1 the blind (no picker yet,
    // leaster).
    int bury = n;
    int[] need = new int[n + 2];
    for (int x = 0; x < n; x++) {
      if (x != seat) {
        need[x] =
            rules.handSize()
                - Long.bitCount(playedBy[x])
                + (x == p && !buriedYet ? rules.blindSize() : 0);
      }
    }
    if (p >= 0 && !iAmPicker && buriedYet) {
      need[bury] = rules.blindSize();
    }
    if (p < 0) {
      need[n + 1] = rules.blindSize();
    }
    HiddenDeal.Builder deal = HiddenDeal.builder(hidden, need);
    List<Integer> voids = tricks.map(TrickTable::voids).orElse(Collections.nCopies(n, 0));
    for (int x = 0; x < n; x++) {
      for (int e = 0; e < TrickOrder.EFFECTIVE_SUITS; e++) {
        if ((voids.get(x) & (1 << e)) != 0) {
          deal.forbid(x, SheepsheadState.ORDER.suitMask(e));
        }
      }
    }
    // What the declaration (or its absence) says of the picker's eight cards: in them, or not.
    if (!iAmPicker && buriedYet) {
      long[] h8 = pickerEight();
      for (int x = 0; x < n; x++) {
        deal.forbid(x, x == p ? h8[1] : h8[0]);
      }
      deal.forbid(bury, h8[1]);
    }
    return calledSuit(deal, p, playedBy, hidden);
  }

  /**
   * The called-ace restrictions of §9.1 (and §9 calledSuitLead) as constraints: the picker kept a
   * hold card of the called suit {@code X} when he declared, and still held one after playing an
   * {@code X} card to another suit before {@code X} was first led; the partner (the holder of the
   * called card) played it to the first trick led in {@code X} unless he led that trick, and led a
   * lower {@code X} card before then only holding four or more. The partner is hidden unless he has
   * played the called card or is this seat: the called card is then with a seat that may be the
   * partner, and a seat whose leads say it held four or more of {@code X} if it was the partner is
   * an alternative of its own. Without a called ace or ten, just the constraints so far.
   */
  private List<HiddenDeal> calledSuit(
      HiddenDeal.Builder deal, int p, long[] playedBy, long hidden) {
    Declaration d = declaration.orElse(null);
    if (d != Declaration.CALL_ACE && d != Declaration.CALL_TEN) {
      return List.of(deal.build());
    }
    int n = players();
    Card called = partnerCard.orElseThrow();
    int suit = called.suit().ordinal();
    long x = SheepsheadState.ORDER.suitMask(suit);
    List<Trick> all = new ArrayList<>();
    tricks.ifPresent(
        t -> {
          all.addAll(t.completed());
          all.add(t.current());
        });
    // every play in order: what a seat plays of X after a given play is still in its hand then
    List<Move> plays = new ArrayList<>();
    for (Trick t : all) {
      for (int i = 0; i < t.size(); i++) {
        plays.add(new Move(t.seat(i), SheepsheadAction.Play.of(t.card(i))));
      }
    }
    int holdMin = p == seat || (playedBy[p] & x) != 0 ? 0 : 1; // §9.1.1: a hold card after the bury
    int[] partnerMin = new int[n];
    boolean[] notPartner = new boolean[n];
    boolean calledPlayed = false;
    boolean active = true; // no trick led in X has been completed
    int k = 0;
    for (int ti = 0; ti < all.size(); ti++) {
      Trick t = all.get(ti);
      boolean ledX = !t.isEmpty() && SheepsheadState.ORDER.effectiveSuit(t.card(0)) == suit;
      for (int i = 0; i < t.size(); i++, k++) {
        int who = t.seat(i);
        Card c = t.card(i);
        boolean lowerX = (c.bit() & x) != 0 && !c.equals(called);
        if (!active) {
          continue;
        }
        if (i == 0) {
          if (rules.calledSuitLead() && lowerX) {
            // §9 calledSuitLead: the partner leads another card of X first only holding four or
            // more
            partnerMin[who] = Math.max(partnerMin[who], 3 - laterIn(plays, k, who, x));
          }
        } else if (ledX) {
          if (!calledPlayed && !c.equals(called)) {
            notPartner[who] =
                true; // §9.1.4: the partner plays the called card to the first trick led in X
          }
        } else if (who == p && lowerX && ti < rules.handSize() - 1) {
          // §9.1.4: the picker discards X before X is led only holding another X card
          holdMin = Math.max(holdMin, 1 - laterIn(plays, k, who, x));
        }
        calledPlayed |= c.equals(called);
      }
      if (ledX) {
        active = false;
      }
    }
    if (p != seat) {
      deal.atLeast(p, x, holdMin);
    }
    int holder = dealtHand.contains(called) ? seat : -1;
    for (Move m : plays) {
      if (((CardPlay) m.action()).card().equals(called)) {
        holder = m.seat();
      }
    }
    if (holder >= 0 || (hidden & called.bit()) == 0) {
      if (holder >= 0 && holder != seat) {
        deal.atLeast(holder, x, partnerMin[holder]);
      }
      return List.of(deal.build());
    }
    // The called card is with a seat that may be the partner: one alternative for each such seat
    // whose leads say more (it then held four or more of X), one for all the others.
    deal.forbid(n, called.bit()).forbid(n + 1, called.bit());
    List<HiddenDeal> out = new ArrayList<>();
    for (int h = 0; h < n; h++) {
      if (h == p || h == seat || notPartner[h]) {
        deal.forbid(h, called.bit());
      } else if (partnerMin[h] > 0) {
        out.add(deal.copy().require(h, called.bit()).atLeast(h, x, partnerMin[h]).build());
        deal.forbid(h, called.bit());
      }
    }
    out.add(deal.build());
    return out;
  }

  /** How many cards of {@code x} {@code who} plays after the {@code k}-th play. */
  private static int laterIn(List<Move> plays, int k, int who, long x) {
    int count = 0;
    for (int j = k + 1; j < plays.size(); j++) {
      Move m = plays.get(j);
      if (m.seat() == who && (((CardPlay) m.action()).card().bit() & x) != 0) {
        count++;
      }
    }
    return count;
  }

  /**
   * The cards that must be and must not be among the picker's eight (hand and bury), from the
   * public declaration or its absence (§4.4, §9 voluntaryAlone, §9.1), for a seat other than the
   * picker once the picker has buried.
   */
  private long[] pickerEight() {
    long in = 0;
    long out = 0;
    Declaration d = declaration.orElse(null);
    if (rules.calledAce()) {
      if (d == Declaration.CALL_ACE || d == Declaration.CALL_TEN) {
        out = partnerCard.get().bit();
      }
      if (d == Declaration.CALL_TEN) {
        in = SheepsheadState.FAIL_ACES; // §9.1.2: a ten is called only holding the three fail aces
      }
    } else if (rules.jackOfDiamondsPartner()) {
      // The picker declares iff he holds JD and the call-up is on, or lacks it and voluntaryAlone
      // is on.
      boolean declaring = d != null || phase == SheepsheadState.Phase.DECLARE;
      long jd = SheepsheadState.JD.bit();
      if (rules.jackCallUp() != rules.voluntaryAlone()) {
        if (declaring == rules.jackCallUp()) {
          in |= jd;
        } else {
          out |= jd;
        }
      }
      if (d == Declaration.PARTNER) {
        out |= jd;
      } else if (d == Declaration.CALL_JACK) {
        // §4.4(b): the called jack is the lowest one missing from the eight cards
        Card called = partnerCard.get();
        for (Card j : SheepsheadState.JACKS_LOW_TO_HIGH) {
          if (j.equals(called)) {
            break;
          }
          in |= j.bit();
        }
        out |= called.bit();
      }
    }
    return new long[] {in, out};
  }
}
