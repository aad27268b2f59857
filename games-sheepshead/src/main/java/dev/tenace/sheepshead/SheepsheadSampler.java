package dev.tenace.sheepshead;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.FaceDownPlay;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.RuleViolationException;
import dev.tenace.core.game.WorldSampler;
import dev.tenace.core.spi.DealHeader;
import dev.tenace.core.spi.HiddenDeal;
import dev.tenace.core.spi.Ints;
import dev.tenace.core.spi.Masks;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.trick.FaceDownOrder;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * The worlds of one seat's {@link SheepsheadView}: full deals that agree with everything the seat
 * has seen, the unseen cards (the other hands, the blind, the bury) drawn uniformly among the deals
 * that {@link SheepsheadInference} allows, without retries and without failing. Which of the
 * picker's eight cards came from the blind is hidden from the others: any of them.
 *
 * <p>What the view tells is read once, when the sampler is made: the cards each seat has played,
 * the {@link HiddenDeal} alternatives, and in trick play the public part of every world (the
 * actions before trick play, the bury concealed unless this seat is the picker, and the trick play
 * so far in a deal that only agrees on the cards played).
 *
 * <pre>{@code
 * WorldSampler<SheepsheadState> worlds = view.sampler();
 * SheepsheadState world = worlds.sample(rng);   // world.viewFor(view.seat()) equals view
 * }</pre>
 */
final class SheepsheadSampler implements WorldSampler<SheepsheadState> {
  private final SheepsheadView view;
  private final int picker;
  private final boolean iAmPicker;
  private final boolean buriedYet;
  private final long blindBits;
  private final long[] playedBy;
  private final List<HiddenDeal> alternatives;
  private final List<Move> beforePlay;

  /** The index of the concealed bury in {@link #beforePlay}, or -1. */
  private final int concealedAt;

  /** Whether the under is hidden from this seat and drawn as a place of its own (§9.1.5(i)6). */
  private final boolean underHidden;

  /** The under when this seat knows it (on its table's face-down order), else null. */
  private final Card knownUnder;

  /** The public trick play in trick play ({@link SheepsheadState.Phase#PLAYING}), else null. */
  private final TrickPlay publicPlay;

  /** Reads what {@code v} tells of the unseen cards, once for every draw. */
  SheepsheadSampler(SheepsheadView v) {
    this.view = v;
    int n = v.players();
    this.picker = v.picker().orElse(-1);
    long[] played = new long[n];
    long playedAll = 0;
    List<Move> before = new ArrayList<>();
    int concealed = -1;
    for (Move m : v.history()) {
      if (m.action() instanceof CardPlay c) {
        played[m.seat()] |= c.card().bit();
        playedAll |= c.card().bit();
      } else if (!(m.action() instanceof FaceDownPlay)) {
        // (a face-down play is the under, hidden from this seat: drawn with the unseen cards)
        if (m.action() instanceof Concealed) {
          concealed = before.size();
        }
        before.add(m);
      }
    }
    this.playedBy = played;
    this.iAmPicker = picker == v.seat();
    this.blindBits = CardSet.of(v.blind()).bits();
    this.buriedYet = picker >= 0 && v.phase().compareTo(SheepsheadState.Phase.DECLARE) >= 0;
    this.alternatives =
        List.copyOf(SheepsheadInference.alternatives(v, played, playedAll, blindBits, buriedYet));
    this.beforePlay = List.copyOf(before);
    this.concealedAt = concealed;
    this.underHidden = SheepsheadInference.underHidden(v);
    this.knownUnder =
        v.under()
            .or(
                () ->
                    v.tricks()
                        .map(
                            t ->
                                t.order() instanceof FaceDownOrder f
                                    ? Card.ofIndex(f.card())
                                    : null))
            .orElse(null);
    // after an under call the deal's trick order depends on the under: replayed, never public
    boolean under = v.declaration().orElse(null) == Declaration.CALL_UNDER;
    this.publicPlay =
        v.phase() == SheepsheadState.Phase.PLAYING && !under
            ? publicPlay(v, played, playedAll)
            : null;
  }

  @Override
  public SheepsheadState sample(RandomGenerator rng) {
    return sample(rng, false);
  }

  /**
   * A world: in trick play made from the sampled cards directly ({@link #inPlay}) unless {@code
   * replay}; otherwise dealt from them and the history replayed.
   */
  SheepsheadState sample(RandomGenerator rng, boolean replay) {
    Objects.requireNonNull(rng, "rng is null");
    if (view.schwanzer()) {
      return schwanzerWorld(rng);
    }
    int n = view.players();
    long[] fresh = HiddenDeal.sampleForView(alternatives, rng, view.seat());
    long bury = iAmPicker ? view.buried().bits() : fresh[n];
    long[] cards = deal(fresh, bury, rng);
    List<Card> blind = iAmPicker ? view.blind() : CardSet.ofBits(cards[n]).toList();
    SheepsheadSetup dealt = dealt(Arrays.copyOf(cards, n), blind);
    if (!replay && publicPlay != null) {
      return inPlay(dealt, logWith(bury));
    }
    Card under = underHidden ? Card.ofIndex(Long.numberOfTrailingZeros(fresh[n + 2])) : knownUnder;
    SheepsheadState s = SheepsheadState.at(dealt, null);
    for (Move m : view.history()) {
      s = s.applyLegal(m.seat(), actual(m.action(), bury, under));
    }
    return s;
  }

  /**
   * The action a world's history holds for an action of the view's: the sampled bury for the
   * concealed one, and the under in the under call and its face-down play (§9.1.5(i)1, 3).
   */
  private static Action actual(Action a, long bury, Card under) {
    if (a instanceof Concealed) {
      return new SheepsheadAction.Bury(CardSet.ofBits(bury));
    }
    if (a instanceof SheepsheadView.UnderCalled c) {
      return new SheepsheadAction.CallUnder(c.ace(), under);
    }
    return a instanceof FaceDownPlay ? SheepsheadAction.Play.of(under) : a;
  }

  /** The deal of {@code hands} (one mask per seat) and {@code blind} with this view's context. */
  private SheepsheadSetup dealt(long[] hands, List<Card> blind) {
    DealHeader header =
        new DealHeader(
            Deck.piquet(),
            view.dealer(),
            Masks.wrap(hands),
            blind,
            view.dealNumber(),
            Ints.of(view.standing()));
    return SheepsheadSetup.dealt(view.rules(), header, view.pendingDoublers());
  }

  /**
   * §9.2.1: after a Schwanzer deal every dealt hand is shown; only the blind's cards in their order
   * are unknown (§10.20), any order of the cards left.
   */
  private SheepsheadState schwanzerWorld(RandomGenerator rng) {
    int n = view.players();
    long[] hands = new long[n];
    long rest = Deck.piquet().cards().bits();
    for (int x = 0; x < n; x++) {
      hands[x] = view.shownHands().get(x).bits();
      rest &= ~hands[x];
    }
    List<Card> blind = new ArrayList<>(CardSet.ofBits(rest).toList());
    for (int i = blind.size() - 1; i > 0; i--) {
      Collections.swap(blind, i, rng.nextInt(i + 1));
    }
    SheepsheadState s = SheepsheadState.at(dealt(hands, blind), null);
    for (Move m : view.history()) {
      s = s.applyLegal(m.seat(), m.action());
    }
    return s;
  }

  /**
   * A world in trick play made directly from its cards: the state that {@code dealt} followed by
   * the actions {@code log} and the public plays would reach, without replaying the plays. The
   * hidden cards were drawn so that this deal agrees with the public play; {@link
   * TrickPlay#withHands} still checks that every seat holds the cards it played.
   *
   * @param log every action before trick play, the bury in full (the setup's log)
   * @throws RuleViolationException if an action of {@code log} breaks a rule in this deal
   */
  private SheepsheadState inPlay(SheepsheadSetup dealt, List<Move> log) {
    SheepsheadSetup u = dealt;
    for (Move m : log) {
      Either<RuleViolation, SheepsheadSetup> next =
          SheepsheadState.step(u, m.seat(), (SheepsheadAction) m.action());
      if (next.isLeft()) {
        throw new RuleViolationException(next.getLeft());
      }
      u = next.get();
    }
    u = u.withLog(log);
    long[] hands = new long[u.players()];
    for (int x = 0; x < hands.length; x++) {
      hands[x] = u.handBeforePlay(x);
    }
    return SheepsheadState.at(u, publicPlay.withHands(hands, SheepsheadState.playRules(u)));
  }

  /**
   * The dealt hands, one per seat, and the blind after them, from the drawn {@code fresh} cards,
   * the cards played and the sampled {@code bury}: the picker's blind is any of his eight cards.
   */
  private long[] deal(long[] fresh, long bury, RandomGenerator rng) {
    int n = view.players();
    long[] out = new long[n + 1];
    out[n] = iAmPicker ? blindBits : fresh[n + 1];
    for (int x = 0; x < n; x++) {
      if (x == view.seat()) {
        out[x] = view.dealtHand().bits();
      } else if (x == picker) {
        // which two of the picker's eight came from the blind is hidden: any two
        long eight =
            fresh[x] | playedBy[x] | (buriedYet ? bury : 0L) | (underHidden ? fresh[n + 2] : 0L);
        out[n] = HiddenDeal.randomSubset(eight, view.rules().blindSize(), rng);
        out[x] = eight & ~out[n];
      } else {
        out[x] = fresh[x] | playedBy[x];
      }
    }
    return out;
  }

  /** The actions before trick play with the sampled bury in place of the concealed one. */
  private List<Move> logWith(long bury) {
    if (concealedAt < 0) {
      return beforePlay;
    }
    List<Move> log = new ArrayList<>(beforePlay);
    log.set(concealedAt, new Move(picker, new SheepsheadAction.Bury(CardSet.ofBits(bury))));
    return log;
  }

  /**
   * The trick play so far in a deal where each seat holds the cards it played and unplayed cards as
   * filler, without play rules: the public part of every world ({@link TrickPlay#withHands} gives
   * it the world's hands and rules). The plays are not checked again: the true deal made them.
   */
  private static TrickPlay publicPlay(SheepsheadView v, long[] played, long playedAll) {
    int n = v.players();
    long spare = Deck.piquet().cards().bits() & ~playedAll;
    List<CardSet> hands = new ArrayList<>(n);
    for (int x = 0; x < n; x++) {
      long h = played[x];
      while (Long.bitCount(h) < v.rules().handSize()) {
        long low = Long.lowestOneBit(spare);
        h |= low;
        spare &= ~low;
      }
      hands.add(CardSet.ofBits(h));
    }
    TrickPlay t =
        TrickPlay.start(SheepsheadPlayRules.ORDER, hands, (v.dealer() + 1) % n, List.of());
    for (Move m : v.history()) {
      if (m.action() instanceof CardPlay c) {
        t = t.playVerified(c.card());
      }
    }
    return t;
  }
}
