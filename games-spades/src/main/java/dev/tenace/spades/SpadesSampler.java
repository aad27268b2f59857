package dev.tenace.spades;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.WorldSampler;
import dev.tenace.core.spi.BiddingRound;
import dev.tenace.core.spi.DealHeader;
import dev.tenace.core.spi.HiddenDeal;
import dev.tenace.core.spi.Ints;
import dev.tenace.core.spi.Masks;
import dev.tenace.core.spi.PlayReveals;
import dev.tenace.core.spi.PlayRule;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.trick.Trick;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * The consistent-state sampler of {@link SpadesView#sampleConsistentState}: it states what the view
 * reveals about the hidden cards as constraints of one core {@link HiddenDeal} (cards a seat may
 * not hold, cards it must hold, a mirror bidder's exact number of spades), draws the unseen cards
 * uniformly among the deals that meet them (constructively: no retries, no failure), undoes the
 * exchanges to find the dealt hands, and replays the view's history on them. A replay that fails is
 * a bug, reported by {@code applyLegal}'s exception. In trick play it makes the world directly
 * instead: the view's tricks (played once per view) from the sampled hands, with the setup of the
 * sampled deal, equal to the replayed world (the tests check it).
 *
 * <p>What the view reveals (spades §4, §7): the cards each seat played; a suit a seat did not
 * follow; a spade led before spades were broken (a hand of spades only); under lefty/righty, no
 * legal card further left/right than the one played (except the forced 2C lead); the first leader's
 * 2C under firstLeadTwoOfClubs; the cards this seat gave its partner; and under mirror, each
 * bidder's number of spades.
 */
final class SpadesSampler {
  private SpadesSampler() {}

  static SpadesState sample(SpadesView v, RandomGenerator rng) {
    return sample(v, rng, false);
  }

  /**
   * A world drawn as {@link SpadesView#sampleConsistentState} draws it. In trick play the state is
   * made from the sampled hands directly ({@link SpadesState#at}); {@code replay} makes it instead
   * by dealing the sampled hands and replaying the history, as every other phase does: the same
   * world for the same random numbers, which the tests check.
   */
  static SpadesState sample(SpadesView v, RandomGenerator rng, boolean replay) {
    return sample(v, infer(v), rng, replay);
  }

  /** The worlds of a view ({@link SpadesView#sampler}), with its inference made once. */
  static WorldSampler<SpadesState> sampler(SpadesView v) {
    Inference f = infer(v);
    return rng -> sample(v, f, rng, false);
  }

  private static SpadesState sample(
      SpadesView v, Inference f, RandomGenerator rng, boolean replay) {
    Objects.requireNonNull(rng, "rng is null");
    int me = v.seat();
    long[] fresh = f.constraints.sampleForView(rng, me);

    long[] post = new long[4];
    for (int x = 0; x < 4; x++) {
      post[x] = (x == me && f.seesHand ? f.known : fresh[x]) | f.playedBy[x];
    }
    long[] dealt = post.clone();
    long[] gift = undoExchange(v, f, rng, post, dealt);
    if (!replay && f.publicPlay != null) {
      // the state the deal, the bids, the exchange and the public play reach, without replaying
      // them; TrickPlay#withHands still checks that every seat holds the cards it played
      SpadesSetup u =
          new SpadesSetup(
              f.header(dealt),
              v.rules(),
              f.scoresBefore,
              f.bagsBefore,
              SpadesSetup.ALL,
              f.bidding,
              new SpadesExchange(f.exchangers, Masks.wrap(gift), f.exchangeOrder));
      return SpadesState.at(u, f.publicPlay.withHands(post, f.playRules));
    }
    SpadesState s =
        SpadesState.start(
            SpadesSetup.fresh(v.rules(), f.header(dealt), f.scoresBefore, f.bagsBefore));
    for (Move m : v.history()) {
      Action a =
          m.action() instanceof Concealed
              ? new SpadesAction.Exchange(CardSet.ofBits(gift[m.seat()]))
              : m.action();
      s = s.applyLegal(m.seat(), a);
    }
    return s;
  }

  /**
   * Undoes the exchanges of a world whose hands are {@code post} (after the exchange, once
   * delivered) to find the dealt hands, written to {@code dealt}; returns what each seat gave its
   * partner (drawn for the other team, known for the viewer's).
   */
  private static long[] undoExchange(
      SpadesView v, Inference f, RandomGenerator rng, long[] post, long[] dealt) {
    int me = v.seat();
    long[] gift = new long[4];
    if (f.delivered) {
      for (int a = 0; a < 2; a++) {
        int b = a + 2;
        if (!f.exchanging[a]) {
          continue;
        }
        boolean mine = a == me % 2;
        gift[a] =
            mine
                ? (a == me ? v.gave() : v.received()).bits()
                : HiddenDeal.randomSubset(post[b], 2, rng);
        gift[b] =
            mine
                ? (b == me ? v.gave() : v.received()).bits()
                : HiddenDeal.randomSubset(post[a], 2, rng);
        dealt[a] = (post[a] & ~gift[b]) | gift[a];
        dealt[b] = (post[b] & ~gift[a]) | gift[b];
      }
    } else {
      for (int x = 0; x < 4; x++) {
        if (v.hasChosen(x)) {
          gift[x] = x == me ? v.gave().bits() : HiddenDeal.randomSubset(dealt[x], 2, rng);
        }
      }
    }
    return gift;
  }

  /**
   * What a view tells of the unseen cards, for {@link #sample}: the constraints of the hidden deal,
   * the cards each seat played and, in trick play, the public part of the world (the tricks so far
   * as one {@link TrickPlay}, the bids, the order of the exchange) that every world shares.
   */
  private static final class Inference {
    final boolean seesHand;
    final long known;
    final long[] playedBy;
    final boolean delivered;

    /** Per team (0 = A, 1 = B), whether its partners exchange cards. */
    final boolean[] exchanging;

    final HiddenDeal constraints;

    /** The tricks so far from some consistent deal, in trick play only; else null. */
    final TrickPlay publicPlay;

    final List<PlayRule> playRules;
    final int dealer;
    final int dealNumber;
    final Ints scoresBefore;
    final Ints bagsBefore;
    final Ints standing;

    /** The bids, in trick play only (complete then); else null. */
    final BiddingRound<SpadesBid> bidding;

    /** The seats that exchange cards, in trick play only. */
    final int exchangers;

    final int exchangeOrder;

    Inference(
        SpadesView view,
        long[] playedBy,
        HiddenDeal constraints,
        TrickPlay publicPlay,
        List<PlayRule> playRules) {
      this.seesHand = view.seesHand();
      this.known = seesHand ? view.hand().bits() : 0L;
      this.playedBy = playedBy;
      this.delivered = view.tricks().isPresent();
      this.exchanging = new boolean[] {view.exchanging(0), view.exchanging(1)};
      this.constraints = constraints;
      this.publicPlay = publicPlay;
      this.playRules = playRules;
      this.dealer = view.dealer();
      this.dealNumber = view.dealNumber();
      this.scoresBefore = Ints.of(view.scoresBefore());
      this.bagsBefore = Ints.of(view.bagsBefore());
      this.standing = Ints.of(view.standing());
      this.bidding = publicPlay == null ? null : bids(view);
      this.exchangers =
          bidding == null ? 0 : SpadesExchange.after(view.rules(), bidding).exchangers();
      int order = 0;
      int chosen = 0;
      for (Move m : view.history()) {
        if (m.action() instanceof SpadesAction.Exchange || m.action() instanceof Concealed) {
          order |= m.seat() << (2 * chosen++);
        }
      }
      this.exchangeOrder = order;
    }

    /** The view's bids as a round, in turn from the dealer's left. */
    private static BiddingRound<SpadesBid> bids(SpadesView view) {
      BiddingRound<SpadesBid> r = SpadesBidding.round(view.dealer());
      for (int i = 1; i <= 4; i++) {
        Optional<SpadesBid> b = view.bid((view.dealer() + i) % 4);
        if (b.isEmpty()) {
          break;
        }
        r = r.with(b.get());
      }
      return r;
    }

    /** The header of the deal with these hands dealt. */
    DealHeader header(long[] dealt) {
      return new DealHeader(
          Deck.standard(), dealer, Masks.wrap(dealt), List.of(), dealNumber, standing);
    }
  }

  private static Inference infer(SpadesView v) {
    SpadesRules rules = v.rules();
    int me = v.seat();
    int partner = (me + 2) % 4;
    List<Trick> tricks = new ArrayList<>();
    v.tricks()
        .ifPresent(
            t -> {
              tricks.addAll(t.completed());
              tricks.add(t.current());
            });
    // what the tricks tell: voids (§4.4) and what the play rules reveal (§4.3, §7 lefty, righty)
    List<PlayRule> playRules = SpadesPlayRules.of(rules);
    PlayReveals seen = v.tricks().map(t -> PlayReveals.of(t, playRules)).orElse(null);
    long[] playedBy = new long[4];
    long played = 0;
    for (int x = 0; seen != null && x < 4; x++) {
      playedBy[x] = seen.playedBy(x);
      played |= playedBy[x];
    }

    long known = v.seesHand() ? v.hand().bits() : 0L;
    long hidden = CardSet.STANDARD_BITS & ~known & ~played;
    int[] need = new int[4];
    for (int x = 0; x < 4; x++) {
      need[x] = x == me && v.seesHand() ? 0 : 13 - Long.bitCount(playedBy[x]);
    }
    boolean delivered = v.tricks().isPresent();
    HiddenDeal.Builder deal = HiddenDeal.builder(hidden, need);
    if (seen != null) {
      seen.constrain(deal);
    }
    for (int x = 0; x < 4; x++) {
      if (rules.mirror() && need[x] > 0 && v.bid(x).isPresent()) {
        // §7 mirror: the bid is the number of spades held (no exchange there, so dealt = held)
        deal.exactly(
            x,
            SpadesPlayRules.SPADES,
            v.bid(x).get().tricks() - Long.bitCount(playedBy[x] & SpadesPlayRules.SPADES));
      }
    }
    if (delivered && v.exchanging(me)) {
      deal.require(partner, v.gave().bits());
    }
    if (rules.firstLeadTwoOfClubs() && delivered) {
      deal.require(tricks.get(0).leader(), SpadesPlayRules.TWO_CLUBS);
    }
    HiddenDeal constraints = deal.build();
    TrickPlay publicPlay =
        v.phase() == SpadesState.Phase.PLAYING
            ? publicPlay(v, constraints, playedBy, tricks, playRules)
            : null;
    return new Inference(v, playedBy, constraints, publicPlay, playRules);
  }

  /**
   * The tricks so far, played once from one consistent deal (drawn apart from the caller's random
   * numbers): each world then swaps in its own unplayed cards ({@link TrickPlay#withHands}).
   */
  private static TrickPlay publicPlay(
      SpadesView v,
      HiddenDeal constraints,
      long[] playedBy,
      List<Trick> tricks,
      List<PlayRule> playRules) {
    int me = v.seat();
    long[] some = constraints.sampleForView(new SplittableRandom(0), me);
    List<CardSet> hands = new ArrayList<>(4);
    for (int x = 0; x < 4; x++) {
      long held = x == me && v.seesHand() ? v.hand().bits() : some[x];
      hands.add(CardSet.ofBits(held | playedBy[x]));
    }
    TrickPlay p = SpadesPlayRules.start(hands, tricks.get(0).leader(), playRules);
    for (Trick t : tricks) {
      for (int i = 0; i < t.size(); i++) {
        p =
            p.play(t.seat(i), t.card(i))
                .getOrElseThrow(
                    r ->
                        new IllegalStateException("the view's tricks do not replay (a bug): " + r));
      }
    }
    return p;
  }
}
