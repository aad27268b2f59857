package dev.tenace.learn;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.suitability.Privilege;
import dev.tenace.suitability.Role;
import dev.tenace.suitability.SuitabilityAction;
import dev.tenace.suitability.SuitabilityRules;
import dev.tenace.suitability.SuitabilityView;
import java.util.List;
import java.util.Optional;

/**
 * Suitability (rules/suitability.md) as numbers: card plays {@code 0–54} (jokers {@code X1 X2 X3}
 * are 52–54), {@code declare <suit> <role>} {@code 55–66} (§4.1) and {@code privilege none|immunity
 * |warranty|poverty} {@code 67–70} (§4.2); the view's suit roles and who declared them, the
 * privileges, penalty cards taken and the turn-up.
 */
final class SuitabilityEncoder extends Encoder {
  /** The declarable roles, in id order. */
  private static final Role[] DECLARED = {Role.TRUMP, Role.PENALTY, Role.REVERSE};

  private final int declare;
  private final int privilege;
  private final int phase;
  private final int roles;
  private final int declaredBy;
  private final int privileges;
  private final int penalty;
  private final int turnUp;
  private final int dealtTurnUp;
  private final int exchanger;
  private final int scores;

  SuitabilityEncoder(SuitabilityRules rules) {
    super(
        "suitability",
        rules.players(),
        55,
        null,
        List.of(
            new Part(
                "declare",
                12,
                "`declare <suit> <role>` (§4.1): id 55 + 3 × suit + role, suits C D S H = 0…3,"
                    + " roles trump penalty reverse = 0…2"),
            new Part(
                "privilege",
                4,
                "`privilege none`, `immunity`, `warranty`, `poverty` (§4.2), in that order")),
        parts(rules.players()),
        // three declarations, the privilege claims, the cards
        3 + rules.players() + rules.handSize() * rules.players());
    this.declare = actionAt("declare");
    this.privilege = actionAt("privilege");
    this.phase = at("phase");
    this.roles = at("roles");
    this.declaredBy = at("declared_by");
    this.privileges = at("privileges");
    this.penalty = at("penalty_cards");
    this.turnUp = at("turn_up");
    this.dealtTurnUp = at("dealt_turn_up");
    this.exchanger = at("exchanger");
    this.scores = at("scores");
  }

  private static List<Part> parts(int n) {
    return List.of(
        new Part("phase", 3, "one-hot: declaring, playing, over"),
        new Part(
            "roles",
            16,
            "per suit C D S H, 4 entries: one-hot of its role — trump, penalty, reverse, plain;"
                + " all 0 while unknown (§2.3)"),
        new Part(
            "declared_by", 4 * n, "per suit C D S H, n entries: one-hot of the declaring seat"),
        new Part(
            "privileges",
            4 * n,
            "per relative seat, 4 entries: one-hot of the privilege it claimed — none, immunity,"
                + " warranty, poverty; all 0 if it claimed none (§4.2)"),
        new Part(
            "penalty_cards",
            n,
            "per relative seat: the penalty-suit cards among the tricks it has won (§6.1)"),
        new Part("turn_up", 55, "one-hot: the card face up now (3 players, §8)"),
        new Part("dealt_turn_up", 55, "one-hot: the card dealt face up (3 players)"),
        new Part("exchanger", n, "one-hot: the seat that took the turn-up into its hand (§8)"),
        new Part("scores", n, "per relative seat: the deal's scores once over, else 0"));
  }

  @Override
  protected int gameId(Action action) {
    if (action instanceof SuitabilityAction.Declare d) {
      return declare + 3 * d.suit().ordinal() + d.role().ordinal();
    }
    if (action instanceof SuitabilityAction.Claim c) {
      return privilege + c.privilege().ordinal();
    }
    return -1;
  }

  @Override
  protected long cardsOf(Action action) {
    return -1;
  }

  @Override
  protected Action gameAction(int id) {
    if (id >= declare && id < declare + 12) {
      int k = id - declare;
      return new SuitabilityAction.Declare(Suit.ofOrdinal(k / 3), DECLARED[k % 3]);
    }
    if (id >= privilege && id < privilege + 4) {
      return new SuitabilityAction.Claim(Privilege.values()[id - privilege]);
    }
    return null;
  }

  @Override
  protected Action play(Card card) {
    return SuitabilityAction.Play.of(card);
  }

  @Override
  protected Class<? extends View<?>> viewType() {
    return SuitabilityView.class;
  }

  @Override
  protected void writeGame(View<?> view, TrickTable table, float[] out) {
    SuitabilityView v = (SuitabilityView) view;
    int me = v.seat();
    int n = players();
    out[phase + v.phase().ordinal()] = 1f;
    // one pass over the calls (they come before the card plays): roles, declarers, privileges
    int declared = 0;
    int roleSet = 0;
    long pen = -1;
    List<Move> h = v.history();
    for (int i = 0; i < h.size(); i++) {
      Move m = h.get(i);
      Action a = m.action();
      if (a instanceof SuitabilityAction.Declare d) {
        int s = d.suit().ordinal();
        out[roles + 4 * s + d.role().ordinal()] = 1f;
        out[declaredBy + n * s + rel(m.seat(), me)] = 1f;
        roleSet |= 1 << s;
        declared++;
        if (d.role() == Role.PENALTY) {
          pen = CardSet.suitMask(d.suit());
        }
      } else if (a instanceof SuitabilityAction.Claim c) {
        out[privileges + 4 * rel(m.seat(), me) + c.privilege().ordinal()] = 1f;
      } else {
        break;
      }
    }
    if (declared == 3) {
      for (int s = 0; s < 4; s++) {
        if ((roleSet & (1 << s)) == 0) {
          out[roles + 4 * s + Role.PLAIN.ordinal()] = 1f;
        }
      }
    }
    if (table != null && pen >= 0) {
      List<Trick> done = table.completed();
      for (int k = 0; k < done.size(); k++) {
        Trick t = done.get(k);
        long packed = t.packed();
        int count = 0;
        for (int i = 0; i < t.size(); i++) {
          count += (int) ((pen >>> ((packed >>> (8 * i)) & 0xFF)) & 1L);
        }
        out[penalty + rel(t.winner(), me)] += count;
      }
    }
    Optional<Card> up = v.turnUp();
    if (up.isPresent()) {
      out[turnUp + up.get().index()] = 1f;
    }
    if (v.dealtTurnUp().isPresent()) {
      out[dealtTurnUp + v.dealtTurnUp().get().index()] = 1f;
    }
    seat(out, exchanger, v.exchanger(), me);
    perSeat(out, scores, v.scores(), me);
  }

  /**
   * The suitability encoding as the tools find it ({@link GameEncoder}, registered for
   * ServiceLoader).
   */
  public static final class Registration implements GameEncoder {
    /** The registration, for ServiceLoader. */
    public Registration() {}

    @Override
    public String game() {
      return "suitability";
    }

    @Override
    public Encoder encoder(GameDefinition<?, ?, ?> game, Object rules) {
      return new SuitabilityEncoder(GameEncoder.rules(SuitabilityRules.class, rules, game()));
    }
  }
}
