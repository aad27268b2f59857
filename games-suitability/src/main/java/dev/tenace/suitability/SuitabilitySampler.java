package dev.tenace.suitability;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deal;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.WorldSampler;
import dev.tenace.core.spi.HiddenDeal;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * The worlds of a {@link SuitabilityView}: full deals that agree with everything its seat knows.
 * The other hands are re-dealt by one {@link HiddenDeal}, uniformly over the deals of the unseen
 * cards that agree with the voids revealed in play (a joker may always be played, so it never
 * reveals one, §8.1) and with the 3-player exchange (the exchanger holds the old turn-up until he
 * plays it, §8), never retrying and never failing; the history is then replayed on them.
 *
 * <p>What the view implies is worked out once, when the sampler is made. {@link #withTemplate} also
 * draws a first world in trick play (from a generator of its own) and makes every later draw on
 * that world's trick play ({@link SuitabilityState#withHands}), the state that dealing and
 * replaying the drawn hands would reach.
 */
final class SuitabilitySampler implements WorldSampler<SuitabilityState> {
  private final SuitabilityView view;

  /** The cards each seat has played. */
  private final long[] playedBy;

  /** The card face up now (3 players), or 0. */
  private final long faceUp;

  /** The deals of the unseen cards that agree with the view. */
  private final HiddenDeal constraints;

  /** A world of the view in trick play whose trick play later draws reuse, or {@code null}. */
  private final SuitabilityState template;

  private SuitabilitySampler(SuitabilityView view, boolean withTemplate) {
    this.view = view;
    int n = view.players();
    long[] by = new long[n];
    long played = 0;
    for (Move m : view.history()) {
      if (m.action() instanceof CardPlay p) {
        by[m.seat()] |= p.card().bit();
        played |= p.card().bit();
      }
    }
    this.playedBy = by;
    this.faceUp = view.turnUp().map(Card::bit).orElse(0L);
    this.constraints = constraints(view, by, played, faceUp);
    this.template =
        withTemplate && view.phase() == SuitabilityState.Phase.PLAYING
            ? draw(new SplittableRandom(view.dealNumber()), null)
            : null;
  }

  /** A sampler of the view's worlds, each dealt and replayed. */
  static SuitabilitySampler of(SuitabilityView view) {
    return new SuitabilitySampler(view, false);
  }

  /** A sampler of the view's worlds that draws on a first world's trick play, once in it. */
  static SuitabilitySampler withTemplate(SuitabilityView view) {
    return new SuitabilitySampler(view, true);
  }

  @Override
  public SuitabilityState sample(RandomGenerator rng) {
    return draw(rng, template);
  }

  /**
   * The places of the unseen cards: one per seat (the view's own seat needs nothing), its cards not
   * yet played, forbidding the suits it showed void of, and the old turn-up kept by the exchanger.
   */
  private static HiddenDeal constraints(
      SuitabilityView view, long[] playedBy, long played, long faceUp) {
    int n = view.players();
    SuitabilityRules rules = view.rules();
    long hidden = rules.deck().cards().bits() & ~view.hand().bits() & ~played & ~faceUp;
    int[] need = new int[n];
    for (int x = 0; x < n; x++) {
      need[x] = x == view.seat() ? 0 : rules.handSize() - Long.bitCount(playedBy[x]);
    }
    HiddenDeal.Builder deal = HiddenDeal.builder(hidden, need);
    // Voids revealed by play (a joker may always be played, so it never reveals one).
    if (view.tricks().isPresent()) {
      TrickTable t = view.tricks().get();
      for (int x = 0; x < n; x++) {
        deal.forbid(x, t.voidCards(x));
      }
    }
    // The exchanger holds the old turn-up until he plays it (§8).
    if (view.exchanger() >= 0) {
      deal.require(view.exchanger(), view.dealtTurnUp().orElseThrow().bit());
    }
    return deal.build();
  }

  /**
   * A world: the unseen cards drawn, then the deal made from them by replaying the history, or,
   * when {@code template} is a world of this view in trick play, on the template's trick play.
   */
  private SuitabilityState draw(RandomGenerator rng, SuitabilityState template) {
    Objects.requireNonNull(rng, "rng is null");
    int n = view.players();
    int seat = view.seat();
    int exchanger = view.exchanger();
    long[] fresh = constraints.sampleForView(rng, seat);
    long[] now = new long[n]; // the hands when trick play began (after the exchange)
    long[] dealt = new long[n];
    for (int x = 0; x < n; x++) {
      long h = (x == seat ? view.hand().bits() : fresh[x]) | playedBy[x];
      now[x] = h;
      if (x == exchanger) {
        // undo the exchange: the exchanger was dealt the plain card now face up
        h = (h & ~view.dealtTurnUp().orElseThrow().bit()) | faceUp;
      }
      dealt[x] = h;
    }
    if (template != null) {
      return template.withHands(dealt, now);
    }
    return replay(dealt);
  }

  /** The deal of these hands with the view's turn-up, and the view's history played on it. */
  private SuitabilityState replay(long[] dealt) {
    SuitabilityRules rules = view.rules();
    List<CardSet> hands = new ArrayList<>(dealt.length);
    for (long h : dealt) {
      hands.add(CardSet.ofBits(h));
    }
    List<Card> rest = view.dealtTurnUp().map(List::of).orElse(Collections.emptyList());
    SuitabilityState s =
        SuitabilityState.start(
            rules,
            Deal.of(rules.deck(), view.dealer(), hands, rest),
            view.dealNumber(),
            view.standing());
    for (Move m : view.history()) {
      s = s.applyLegal(m.seat(), m.action());
    }
    return s;
  }
}
