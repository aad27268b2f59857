package dev.tenace.learn;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.hearts.HeartsAction;
import dev.tenace.hearts.HeartsRules;
import dev.tenace.hearts.HeartsView;
import java.util.List;

/**
 * Hearts (rules/hearts.md) as numbers: card plays {@code 0–51}, pass choices {@code 52–103} (a pass
 * of k cards, §3.2 and §7.1.2, is k choices), {@code moon add} 104 and {@code moon subtract} 105
 * (§5.2); the view's passes, pass direction, hearts broken, points taken and shooter.
 */
final class HeartsEncoder extends Encoder {
  private final int stages;
  private final int moon;
  private final int phase;
  private final int direction;
  private final int passed;
  private final int received;
  private final int chosen;
  private final int dealtHand;
  private final int widowUp;
  private final int widowDown;
  private final int broken;
  private final int taken;
  private final int shooter;
  private final int points;

  HeartsEncoder(HeartsRules rules) {
    super(
        "hearts",
        rules.players(),
        52,
        "pass",
        List.of(
            new Part(
                "moon",
                2,
                "104: `moon add` (+26 to every other seat), 105: `moon subtract` (−26 for the shooter), §5.2")),
        parts(rules.players(), stages(rules)),
        stages(rules) * rules.players() + rules.handSize() * rules.players() + 1);
    this.stages = stages(rules);
    this.moon = actionAt("moon");
    this.phase = at("phase");
    this.direction = at("pass_direction");
    this.passed = at("passed");
    this.received = at("received");
    this.chosen = at("chosen");
    this.dealtHand = at("dealt_hand");
    this.widowUp = at("widow_face_up");
    this.widowDown = at("widow_face_down");
    this.broken = at("hearts_broken");
    this.taken = at("points_taken");
    this.shooter = at("shooter");
    this.points = at("points");
  }

  private static int stages(HeartsRules rules) {
    return Math.max(1, rules.passStages().length);
  }

  private static List<Part> parts(int n, int stages) {
    return List.of(
        new Part("phase", 4, "one-hot: passing, playing, moon (the shooter chooses), over"),
        new Part("pass_direction", 4, "one-hot: left, right, across, hold (§3.1)"),
        new Part(
            "passed",
            stages * 52,
            "per passing stage (" + stages + "), 52 entries: the cards this seat chose to pass"),
        new Part(
            "received",
            stages * 52,
            "per passing stage, 52 entries: the cards this seat received, once delivered"),
        new Part(
            "chosen", n, "per relative seat: 1 if it has chosen its pass in the current stage"),
        new Part("dealt_hand", 52, "the hand this seat was dealt, before passing"),
        new Part("widow_face_up", 52, "the face-up widow cards (§7.1.1; widow rules only)"),
        new Part("widow_face_down", 1, "the number of face-down widow cards"),
        new Part("hearts_broken", 1, "1 once hearts are broken (§4.3)"),
        new Part(
            "points_taken",
            n,
            "per relative seat: the penalty points of the cards it has won so far (§5.1)"),
        new Part("shooter", n, "one-hot: the seat that shot the moon (§5.2), if any"),
        new Part("points", n, "per relative seat: the deal's points once scored (§5), else 0"));
  }

  @Override
  protected int gameId(Action action) {
    if (action instanceof HeartsAction.Moon m) {
      return m.add() ? moon : moon + 1;
    }
    return -1;
  }

  @Override
  protected long cardsOf(Action action) {
    return action instanceof HeartsAction.Pass p ? p.cards().bits() : -1;
  }

  @Override
  protected Action gameAction(int id) {
    if (id == moon) {
      return HeartsAction.Moon.ADD;
    }
    return id == moon + 1 ? HeartsAction.Moon.SUBTRACT : null;
  }

  @Override
  protected Action play(Card card) {
    return HeartsAction.Play.of(card);
  }

  @Override
  protected Class<? extends View<?>> viewType() {
    return HeartsView.class;
  }

  @Override
  protected void writeGame(View<?> view, TrickTable table, float[] out) {
    HeartsView v = (HeartsView) view;
    int me = v.seat();
    out[phase + v.phase().ordinal()] = 1f;
    out[direction + v.passDirection().ordinal()] = 1f;
    List<CardSet> p = v.passed();
    for (int k = 0; k < p.size() && k < stages; k++) {
      cards(out, passed + 52 * k, p.get(k).bits());
    }
    List<CardSet> r = v.received();
    for (int k = 0; k < r.size() && k < stages; k++) {
      cards(out, received + 52 * k, r.get(k).bits());
    }
    List<Boolean> c = v.chosen();
    for (int s = 0; s < c.size(); s++) {
      if (c.get(s)) {
        out[chosen + rel(s, me)] = 1f;
      }
    }
    cards(out, dealtHand, v.dealtHand().bits());
    cards(out, widowUp, v.widowFaceUp().bits());
    out[widowDown] = v.widowFaceDown();
    if (v.heartsBroken()) {
      out[broken] = 1f;
    }
    perSeat(out, taken, v.pointsTaken(), me);
    seat(out, shooter, v.shooter(), me);
    perSeat(out, points, v.points(), me);
  }

  /**
   * The hearts encoding as the tools find it ({@link GameEncoder}, registered for ServiceLoader).
   */
  public static final class Registration implements GameEncoder {
    /** The registration, for ServiceLoader. */
    public Registration() {}

    @Override
    public String game() {
      return "hearts";
    }

    @Override
    public Encoder encoder(GameDefinition<?, ?, ?> game, Object rules) {
      return new HeartsEncoder(GameEncoder.rules(HeartsRules.class, rules, game()));
    }
  }
}
