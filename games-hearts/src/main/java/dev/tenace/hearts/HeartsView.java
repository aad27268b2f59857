package dev.tenace.hearts;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Fact;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.View;
import dev.tenace.core.game.WorldSampler;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * What one seat knows of a Hearts deal, and nothing more: its dealt and current hand, the cards it
 * passed and received in each stage, who has chosen in the current stage and in which order the
 * seats chose, the face-up widow cards, the trick table, whether hearts are broken, the points
 * taken so far, the shooter and the moon choice, the points once scored and the match standing
 * before the deal. The history is told from these, with the other seats' passes concealed.
 *
 * <pre>{@code
 * HeartsView v = state.viewFor(2);
 * int mine = v.pointsTaken().get(2);                     // hearts and QS (and JD) won so far
 * boolean ahead = v.standing().get(2) == Collections.min(v.standing());   // lowest total wins
 * v.currentTrick().ifPresent(t -> ...);                   // the trick in progress
 * v.tricks().map(TrickTable::currentWinner);             // who is winning it
 * }</pre>
 *
 * <p>A view is a value of public facts only: it holds no other seat's hand, and nothing that holds
 * one (the trick table is core's {@link TrickTable}, what was put on the table). Equal information
 * gives equal views, hash codes and {@link #key()}s, all derived from the components.
 *
 * <p>{@link #sampleConsistentState} re-deals every card the seat cannot see consistently with all
 * of this ({@link HeartsSampler}).
 *
 * @param rules the rules of the deal
 * @param seat the seat whose view this is
 * @param dealNumber the deal number within the game, from 1 (it sets the pass direction, §3.1)
 * @param dealer the dealer
 * @param passDirection the pass direction of the deal (§3.1, §7.1.2)
 * @param phase where the deal is
 * @param standing the match totals before this deal, one per seat (zeros for a deal on its own);
 *     the lowest total wins (§6.2)
 * @param hand the seat's current hand
 * @param dealtHand the hand the seat was dealt, before any passing
 * @param passed the cards the seat chose per passing stage, in stage order, a choice not yet
 *     delivered included
 * @param received the cards the seat received per delivered passing stage, in stage order
 * @param chosen per seat, whether it has chosen in the current passing stage (all false outside
 *     passing)
 * @param choosers the seats in the order they chose their passes, stage after stage
 * @param widowFaceUp the face-up widow cards (§7.1.1); empty without the widow
 * @param widowFaceDown the number of face-down widow cards
 * @param tricks the trick table, once trick play has begun
 * @param moon how the moon scores, once chosen (or applied without {@code moonChoice}, §5.2)
 * @param heartsBroken whether hearts are broken (§4.3)
 * @param pointsTaken per seat, the penalty points of the cards it has won so far: hearts and QS
 *     (§5.1), −10 for JD with {@code jackOfDiamonds}, the widow with the last trick (§7.1.5); the
 *     moon and {@code noTricksBonus} count only in {@code points}
 * @param toMove the seat to act, {@code -1} when the deal is over
 * @param shooter the seat that shot the moon, taking every heart and QS (§5.2), or {@code -1}
 *     (always with {@code shootTheMoon} off)
 * @param points the deal points once scored (§5), else empty
 * @param legalActions the seat's legal actions
 */
public record HeartsView(
    HeartsRules rules,
    int seat,
    int dealNumber,
    int dealer,
    PassDirection passDirection,
    HeartsState.Phase phase,
    List<Integer> standing,
    CardSet hand,
    CardSet dealtHand,
    List<CardSet> passed,
    List<CardSet> received,
    List<Boolean> chosen,
    List<Integer> choosers,
    CardSet widowFaceUp,
    int widowFaceDown,
    Optional<TrickTable> tricks,
    Optional<HeartsAction.Moon> moon,
    boolean heartsBroken,
    List<Integer> pointsTaken,
    int toMove,
    int shooter,
    List<Integer> points,
    List<Action> legalActions)
    implements View<HeartsState> {

  /** Checks the parts and copies the lists (the legal actions are taken as they are). */
  public HeartsView {
    Objects.requireNonNull(rules, "rules are null");
    Objects.requireNonNull(passDirection, "passDirection is null");
    Objects.requireNonNull(phase, "phase is null");
    standing = List.copyOf(standing);
    Objects.requireNonNull(hand, "hand is null");
    Objects.requireNonNull(dealtHand, "dealtHand is null");
    passed = List.copyOf(passed);
    received = List.copyOf(received);
    chosen = List.copyOf(chosen);
    choosers = List.copyOf(choosers);
    Objects.requireNonNull(widowFaceUp, "widowFaceUp is null");
    Objects.requireNonNull(tricks, "tricks is null");
    Objects.requireNonNull(moon, "moon is null");
    pointsTaken = List.copyOf(pointsTaken);
    points = List.copyOf(points);
    // not copied: the state's lists of legal actions are immutable and built lazily, and a copy
    // would make every action of a passing stage's hundreds
    Objects.requireNonNull(legalActions, "legalActions is null");
  }

  /** The view of {@code seat} in {@code s}. */
  static HeartsView of(HeartsState s, int seat) {
    HeartsSetup u = s.setup();
    TrickPlay p = s.play();
    long up = u.widowFaceUpBits();
    return new HeartsView(
        u.rules(),
        seat,
        u.dealNumber(),
        u.dealer(),
        u.direction(),
        s.phase(),
        u.standing(),
        s.hand(seat),
        s.dealtHand(seat),
        HeartsPassing.passedBy(u, seat),
        HeartsPassing.receivedBy(u, seat),
        HeartsPassing.chosen(s),
        u.choosers(),
        CardSet.ofBits(up),
        u.widow().size() - Long.bitCount(up),
        p == null ? Optional.empty() : Optional.of(p.table()),
        s.moonChoice(),
        s.heartsBroken(),
        s.pointsTaken(),
        s.toMove(),
        s.shooter(),
        s.isTerminal() ? s.points() : List.of(),
        s.legalActions(seat));
  }

  @Override
  public int players() {
    return rules.players();
  }

  /**
   * Every action of the deal in order: the passes in the order the seats chose them (the other
   * seats' as {@code Concealed("pass")}, this seat's in full), the card plays ({@link
   * HeartsAction.Play}), the shooter's {@link HeartsAction.Moon} choice.
   */
  @Override
  public List<Move> history() {
    return HeartsHistory.of(
        players(),
        choosers,
        (stage, y) ->
            y == seat ? new HeartsAction.Pass(passed.get(stage)) : HeartsHistory.CONCEALED_PASS,
        tricks.map(TrickTable::completed).orElse(List.of()),
        tricks.map(TrickTable::current).orElse(null),
        HeartsHistory.moonMove(rules, shooter, moon.orElse(null)));
  }

  /**
   * The trick in progress (empty, with its leader, between tricks), once trick play has begun:
   * {@code tricks().map(TrickTable::current)}.
   */
  public Optional<Trick> currentTrick() {
    return tricks.map(TrickTable::current);
  }

  /**
   * The public facts for generic tools, in the order {@code tenace serve} writes them: the phase,
   * the pass direction and, while passing, the seat this one passes to, what this seat passed and
   * received per stage, who has chosen, the hand as dealt, the widow, hearts broken, the points
   * taken, the shooter and the points once scored.
   */
  @Override
  public List<Fact> facts() {
    return List.of(
        Fact.data("phase", phase.name().toLowerCase(Locale.ROOT)),
        Fact.of("pass_direction", "pass", passDirection.name().toLowerCase(Locale.ROOT)),
        Fact.seat(
            "pass_to",
            "you pass to",
            phase == HeartsState.Phase.PASSING ? passDirection.receiver(seat, players()) : -1),
        Fact.of("passed", "you passed", passed),
        Fact.of("received", "you received", received),
        Fact.data("chosen", chosen),
        Fact.data("dealt_hand", dealtHand),
        Fact.of("widow_face_up", "widow face up", widowFaceUp),
        Fact.data("widow_face_down", widowFaceDown),
        Fact.of("hearts_broken", "hearts broken", heartsBroken),
        Fact.of("points_taken", "points taken", pointsTaken),
        Fact.seat("shooter", "shot the moon", shooter),
        Fact.data("points", points));
  }

  /** The seat, the deal, the phase, the hand and the history. */
  @Override
  public String toString() {
    return "HeartsView(seat "
        + seat
        + ", deal "
        + dealNumber
        + ", "
        + phase
        + ", hand "
        + hand
        + ", history "
        + history()
        + ")";
  }

  @Override
  public HeartsState sampleConsistentState(RandomGenerator rng) {
    return sample(rng, false);
  }

  /** The worlds of this view, with what it implies worked out once for every draw. */
  @Override
  public WorldSampler<HeartsState> sampler() {
    HeartsSampler worlds = HeartsSampler.of(this);
    return rng -> worlds.sample(rng, false);
  }

  /**
   * A world drawn as {@link #sampleConsistentState} draws it; {@code replay} makes a world in trick
   * play by replaying the history instead of from its cards ({@link HeartsSampler#sample}).
   */
  HeartsState sample(RandomGenerator rng, boolean replay) {
    return HeartsSampler.of(this).sample(rng, replay);
  }
}
