package dev.tenace.learn;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.sheepshead.Declaration;
import dev.tenace.sheepshead.SheepsheadAction;
import dev.tenace.sheepshead.SheepsheadRules;
import dev.tenace.sheepshead.SheepsheadView;
import java.util.ArrayList;
import java.util.List;

/**
 * Sheepshead (rules/sheepshead.md) as numbers: card plays {@code 0–51} (the piquet pack's 32 cards
 * keep their standard indices), bury choices {@code 52–103} (§4.3: 2 cards, 4 with 4 players),
 * {@code pick pass alone partner crack recrack nocrack} {@code 104–110}, and the calls {@code
 * 111–120} (§4.4(b) jacks, §9.1 fail aces and tens); the view's picker, declaration, partner card,
 * blind and bury (the picker's), cracks and card points.
 */
final class SheepsheadEncoder extends Encoder {
  /** The cards a {@code call} can name, in card order: every jack, the fail aces and tens. */
  private static final List<Card> CALLABLE = callable();

  private final int simple;
  private final int call;

  private final int phase;
  private final int dealtHand;
  private final int blind;
  private final int buried;
  private final int picker;
  private final int declaration;
  private final int partnerCard;
  private final int partner;
  private final int alone;
  private final int leaster;
  private final int cracker;
  private final int recracked;
  private final int multiplier;
  private final int doublers;
  private final int cardPoints;
  private final int scores;

  SheepsheadEncoder(SheepsheadRules rules) {
    super(
        "sheepshead",
        rules.players(),
        52,
        "bury",
        actionParts(),
        parts(rules.players()),
        // picks and passes, the bury, a declaration, the crack round and the recrack, the cards
        rules.players() + 1 + 1 + rules.players() + rules.handSize() * rules.players());
    this.simple = actionAt("pick");
    this.call = actionAt("call");
    this.phase = at("phase");
    this.dealtHand = at("dealt_hand");
    this.blind = at("blind");
    this.buried = at("buried");
    this.picker = at("picker");
    this.declaration = at("declaration");
    this.partnerCard = at("partner_card");
    this.partner = at("partner");
    this.alone = at("alone");
    this.leaster = at("leaster");
    this.cracker = at("cracker");
    this.recracked = at("recracked");
    this.multiplier = at("multiplier");
    this.doublers = at("pending_doublers");
    this.cardPoints = at("card_points");
    this.scores = at("scores");
  }

  private static List<Card> callable() {
    List<Card> out = new ArrayList<>();
    for (int i = 0; i < 52; i++) {
      Card c = Card.ofIndex(i);
      boolean failHonour =
          c.suit() != Suit.DIAMONDS && (c.rank() == Rank.ACE || c.rank() == Rank.TEN);
      if (c.rank() == Rank.JACK || failHonour) {
        out.add(c);
      }
    }
    return List.copyOf(out);
  }

  private static List<Part> actionParts() {
    List<Part> out = new ArrayList<>();
    String[] what = {
      "take the blind (§4.1)",
      "decline to pick (§4.1)",
      "play without a partner (§4.4, §9)",
      "keep the JD holder as partner (§9 voluntaryAlone)",
      "double as a defender (§9 crack)",
      "double again as the picker (§9 crack)",
      "decline to crack or recrack (§9 crack)"
    };
    SheepsheadAction.Simple[] simple = SheepsheadAction.Simple.values();
    for (int i = 0; i < simple.length; i++) {
      out.add(new Part(simple[i].text(), 1, "`" + simple[i].text() + "`: " + what[i]));
    }
    StringBuilder calls = new StringBuilder();
    for (int i = 0; i < CALLABLE.size(); i++) {
      calls.append(i == 0 ? "" : ", ").append("+").append(i).append(" ").append(CALLABLE.get(i));
    }
    out.add(
        new Part(
            "call",
            CALLABLE.size(),
            "`call <card>`, a jack (§4.4(b)) or a fail ace or ten (§9.1), by offset: " + calls));
    return out;
  }

  private static List<Part> parts(int n) {
    return List.of(
        new Part("phase", 6, "one-hot: picking, bury, declare, crack, playing, over"),
        new Part("dealt_hand", 52, "the hand this seat was dealt"),
        new Part("blind", 52, "the blind, if this seat picked it"),
        new Part("buried", 52, "the bury, if this seat is the picker"),
        new Part("picker", n, "one-hot: the picker, once someone picked"),
        new Part(
            "declaration",
            5,
            "one-hot: the picker's declaration — call jack, call ace, call ten, alone, partner"),
        new Part(
            "partner_card",
            52,
            "one-hot: the card whose holder is the picker's partner, as the table knows it"),
        new Part("partner", n, "one-hot: the picker's partner, once this seat knows him"),
        new Part("alone", 1, "1 if this seat knows the picker plays alone"),
        new Part("leaster", 1, "1 if everyone passed and a leaster is played (§7)"),
        new Part("cracker", n, "one-hot: the seat that cracked (§9 crack)"),
        new Part("recracked", 1, "1 if the picker recracked"),
        new Part(
            "multiplier", 1, "the stakes' multiplier so far: crack ×2, recrack ×4, doubler ×2"),
        new Part("pending_doublers", 1, "doublers pending before this deal (§9 DOUBLER)"),
        new Part("card_points", n, "per relative seat: the card points of the tricks it has won"),
        new Part("scores", n, "per relative seat: the deal's scores once over, else 0"));
  }

  @Override
  protected int gameId(Action action) {
    if (action instanceof SheepsheadAction.Simple s) {
      return simple + s.ordinal();
    }
    if (action instanceof SheepsheadAction.Call c) {
      int k = CALLABLE.indexOf(c.card());
      return k < 0 ? -1 : call + k;
    }
    if (action instanceof SheepsheadView.UnderCalled heard) {
      // the call as the table hears it, without the under: in the history as a call of the ace
      return call + CALLABLE.indexOf(heard.ace());
    }
    return -1;
  }

  /**
   * The cards chosen one by one: a bury's, and an under call's ace and under (§9.1.5; {@code call
   * AC under AD} is {@code AC AD}). No two legal under calls have the same two cards: the called
   * ace is not among the picker's cards, the under is.
   */
  @Override
  protected long cardsOf(Action action) {
    if (action instanceof SheepsheadAction.CallUnder u) {
      return u.ace().bit() | u.under().bit();
    }
    return action instanceof SheepsheadAction.Bury b ? b.cards().bits() : -1;
  }

  @Override
  protected Action gameAction(int id) {
    SheepsheadAction.Simple[] s = SheepsheadAction.Simple.values();
    if (id >= simple && id < simple + s.length) {
      return s[id - simple];
    }
    if (id >= call && id < call + CALLABLE.size()) {
      return new SheepsheadAction.Call(CALLABLE.get(id - call));
    }
    return null;
  }

  /**
   * The declaration's slot: call jack, call ace, call ten, alone, partner; an under call is a call
   * of an ace (the table hears {@code call AC under}).
   */
  private static int declarationSlot(Declaration d) {
    return switch (d) {
      case CALL_JACK -> 0;
      case CALL_ACE, CALL_UNDER -> 1;
      case CALL_TEN -> 2;
      case ALONE -> 3;
      case PARTNER -> 4;
    };
  }

  @Override
  protected Action play(Card card) {
    return SheepsheadAction.Play.of(card);
  }

  @Override
  protected Class<? extends View<?>> viewType() {
    return SheepsheadView.class;
  }

  @Override
  protected void writeGame(View<?> view, TrickTable table, float[] out) {
    SheepsheadView v = (SheepsheadView) view;
    int me = v.seat();
    out[phase + v.phase().ordinal()] = 1f;
    cards(out, dealtHand, v.dealtHand().bits());
    List<Card> b = v.blind();
    for (int i = 0; i < b.size(); i++) {
      out[blind + b.get(i).index()] = 1f;
    }
    cards(out, buried, v.buried().bits());
    if (v.picker().isPresent()) {
      seat(out, picker, v.picker().getAsInt(), me);
    }
    if (v.declaration().isPresent()) {
      out[declaration + declarationSlot(v.declaration().get())] = 1f;
    }
    if (v.partnerCard().isPresent()) {
      out[partnerCard + v.partnerCard().get().index()] = 1f;
    }
    seat(out, partner, v.partnerSeat(), me);
    if (v.alone()) {
      out[alone] = 1f;
    }
    if (v.leaster()) {
      out[leaster] = 1f;
    }
    // the cracks, as cracker(), recracked() and multiplier() say, in one pass over the history
    int cracked = -1;
    boolean re = false;
    if (v.rules().crack()) {
      List<Move> h = v.history();
      for (int i = 0; i < h.size(); i++) {
        Move m = h.get(i);
        if (m.action() == SheepsheadAction.Simple.CRACK && cracked < 0) {
          cracked = m.seat();
        } else if (m.action() == SheepsheadAction.Simple.RECRACK) {
          re = true;
        }
      }
    }
    seat(out, cracker, cracked, me);
    if (re) {
      out[recracked] = 1f;
    }
    out[multiplier] = (re ? 4 : cracked >= 0 ? 2 : 1) * (v.doubled() ? 2 : 1);
    out[doublers] = v.pendingDoublers();
    for (int s = 0, n = players(); s < n; s++) {
      out[cardPoints + rel(s, me)] = v.cardPoints(s);
    }
    perSeat(out, scores, v.scores(), me);
  }

  /**
   * The sheepshead encoding as the tools find it ({@link GameEncoder}, registered for
   * ServiceLoader).
   */
  public static final class Registration implements GameEncoder {
    /** The registration, for ServiceLoader. */
    public Registration() {}

    @Override
    public String game() {
      return "sheepshead";
    }

    @Override
    public Encoder encoder(GameDefinition<?, ?, ?> game, Object rules) {
      return new SheepsheadEncoder(GameEncoder.rules(SheepsheadRules.class, rules, game()));
    }
  }
}
