package dev.tenace.suitability;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Fact;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.ViewHeader;
import dev.tenace.core.game.WorldSampler;
import dev.tenace.core.spi.HeaderView;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.table.Seat;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
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
 * <p>A view holds public facts and the seat's own hand only. {@link #sampleConsistentState} and
 * {@link #sampler} re-deal the other hands consistently with voids (a joker never reveals a void)
 * and the turn-up exchange (the exchanger holds the old turn-up until he plays it): {@link
 * SuitabilitySampler}.
 *
 * @param header the rules, the seat, the deal number, the dealer, the match totals before this deal
 *     (one per seat, zeros for a lone deal), the seat to move (-1 when the deal is over), the
 *     seat's current hand and legal actions, every action of the deal in order (declarations,
 *     claims, card plays) and the trick table once trick play has begun
 * @param phase where the deal is
 * @param dealtTurnUp the card dealt face up (3 players)
 * @param exchanger the seat that took the turn-up into its hand (3 players, §8), or -1
 * @param scores the deal scores per seat once over (§6), else empty
 */
public record SuitabilityView(
    ViewHeader<SuitabilityRules> header,
    SuitabilityState.Phase phase,
    Optional<Card> dealtTurnUp,
    int exchanger,
    List<Integer> scores)
    implements HeaderView<SuitabilityRules, SuitabilityState> {

  /** Checks the parts and copies the lists. */
  public SuitabilityView {
    Seat.check(header.seat(), header.rules().players());
    Objects.requireNonNull(phase, "phase is null");
    Objects.requireNonNull(dealtTurnUp, "dealtTurnUp is null");
    scores = List.copyOf(scores);
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
        HeaderView.headerOf(s.rules(), s, seat, s.hand(seat), history, table),
        s.phase(),
        s.dealtTurnUp(),
        s.turnUpExchanger(),
        s.isTerminal() ? s.scores() : List.of());
  }

  private static void addPlays(List<Move> history, Trick t) {
    for (int i = 0; i < t.size(); i++) {
      history.add(new Move(t.seat(i), SuitabilityAction.Play.of(t.card(i))));
    }
  }

  @Override
  public int players() {
    return rules().players();
  }

  // ---------------------------------------------------------------- typed public facts

  /** The suit-role declarations so far, in order (§4.1): who gave which suit which role. */
  public List<Declaration> declarations() {
    return SuitabilityDeclaring.declarations(history());
  }

  /**
   * The role of a suit: empty until declared; after the three declarations the fourth suit is
   * {@link Role#PLAIN}.
   */
  public Optional<Role> role(Suit suit) {
    Objects.requireNonNull(suit, "suit is null");
    return Optional.ofNullable(SuitabilityCalls.of(history()).role(suit));
  }

  /**
   * The suit that has a role, once it is known ({@link Role#PLAIN} after the three declarations).
   */
  public Optional<Suit> suitWith(Role role) {
    return Optional.ofNullable(SuitabilityCalls.of(history()).suitWith(role));
  }

  /**
   * The privilege claimed by a seat (§4.2, §8): empty if it has no right to one or has not chosen
   * yet; {@link Privilege#NONE} if it declined.
   *
   * @throws IllegalArgumentException naming the seat if it is not a seat of the table
   */
  public Optional<Privilege> privilege(int seat) {
    Seat.check(seat, players());
    return Optional.ofNullable(SuitabilityDeclaring.claim(history(), seat));
  }

  /**
   * Each seat's privilege for scoring (§6.3), one per seat: the one it claimed, else {@link
   * Privilege#NONE}.
   */
  public List<Privilege> privileges() {
    return SuitabilityDeclaring.privileges(players(), history());
  }

  /**
   * The card face up now (3 players): the dealt turn-up, or after the exchange the plain card put
   * in its place.
   */
  public Optional<Card> turnUp() {
    return dealtTurnUp.map(
        up ->
            SuitabilityDeclaring.faceUp(
                up, exchanger >= 0, SuitabilityCalls.of(history()).suitWith(Role.PLAIN)));
  }

  /** Penalty-suit cards among the cards each seat has won so far (§6.1), one per seat. */
  public List<Integer> penaltyCards() {
    Integer[] out = new Integer[players()];
    Arrays.fill(out, 0);
    Optional<Suit> pen = suitWith(Role.PENALTY);
    if (tricks().isPresent() && pen.isPresent()) {
      for (Trick t : tricks().get().completed()) {
        out[t.winner()] += SuitabilityScoring.penaltyCards(pen.get(), t.cardSet().bits());
      }
    }
    return List.of(out);
  }

  /**
   * The public facts for generic tools, in the order {@code tenace serve} writes them: the phase,
   * the declarations, the suit roles (by suit letter), the privileges, the penalty cards won, the
   * turn-up (dealt, and face up now), who exchanged with it, and the scores once over.
   */
  @Override
  public List<Fact> facts() {
    List<Map<String, Object>> decl = new ArrayList<>();
    for (Declaration d : declarations()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("seat", d.seat());
      m.put("suit", String.valueOf(d.suit().letter()));
      m.put("role", lower(d.role()));
      decl.add(m);
    }
    Map<String, Object> roles = new LinkedHashMap<>();
    for (Suit x : Suit.values()) {
      roles.put(String.valueOf(x.letter()), role(x).map(SuitabilityView::lower).orElse(null));
    }
    List<Object> claims = new ArrayList<>();
    for (int x = 0; x < players(); x++) {
      claims.add(privilege(x).map(SuitabilityView::lower).orElse(null));
    }
    return List.of(
        Fact.data("phase", lower(phase)),
        Fact.data("declarations", decl),
        Fact.of("roles", "suit roles", roles),
        Fact.of("privileges", "privileges", claims),
        Fact.of("penalty_cards", "penalty cards won", penaltyCards()),
        Fact.optional("turn_up", "turn-up", turnUp()),
        Fact.optional("dealt_turn_up", "", dealtTurnUp),
        Fact.seat("exchanger", "took the turn-up", exchanger),
        Fact.data("scores", scores),
        Fact.data("meanings", MEANINGS));
  }

  /** The privileges and suit roles in players' words (§2.3, §5.3, §6.2, §6.3), for a display. */
  private static final Map<String, Object> MEANINGS = meanings();

  private static Map<String, Object> meanings() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("trump", "beats every card of the other suits (§5.3)");
    m.put("penalty", "each card of it in your tricks divides your score (§6.2)");
    m.put("reverse", "ranks run backwards: 2 highest, A lowest (§5.3)");
    m.put("plain", "no special role");
    m.put("none", "no privilege: the normal score (§6.2)");
    m.put("immunity", "5 points a trick, penalty cards ignored (§6.3)");
    m.put("warranty", "25 points whatever you win (§6.3)");
    m.put("poverty", "tricks count as 5 minus those won, no bonus (§6.3)");
    return java.util.Collections.unmodifiableMap(m);
  }

  private static String lower(Enum<?> e) {
    return e.name().toLowerCase(Locale.ROOT);
  }

  // ---------------------------------------------------------------- sampling

  @Override
  public SuitabilityState sampleConsistentState(RandomGenerator rng) {
    return SuitabilitySampler.of(this).sample(rng);
  }

  /**
   * The worlds of this view, with its inference made once for every draw ({@link
   * SuitabilitySampler}).
   */
  @Override
  public WorldSampler<SuitabilityState> sampler() {
    return SuitabilitySampler.withTemplate(this);
  }
}
