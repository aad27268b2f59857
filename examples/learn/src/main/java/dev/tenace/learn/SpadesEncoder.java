package dev.tenace.learn;

import dev.tenace.core.card.Card;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Concealed;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.Move;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.TrickTable;
import dev.tenace.spades.SpadesAction;
import dev.tenace.spades.SpadesBid;
import dev.tenace.spades.SpadesRules;
import dev.tenace.spades.SpadesView;
import java.util.List;
import java.util.Optional;

/**
 * Spades (rules/spades.md) as numbers: card plays {@code 0–51}, exchange choices {@code 52–103}
 * (the 2-card exchange after a blind nil, §7 doubleNilPass, is 2 choices), {@code bid 1 … bid 13}
 * {@code 104–116}, {@code nil} 117, {@code blindnil} 118, {@code look} 119 (§3); the view's bids,
 * who sees a hand, the exchange, contracts, team tricks and the match context.
 */
final class SpadesEncoder extends Encoder {
  /** Per seat in {@code bids}: nil, blind nil, 1 … 13. */
  private static final int BID_KINDS = 15;

  private final int bid;
  private final int nil;
  private final int phase;
  private final int bids;
  private final int seen;
  private final int exchanging;
  private final int exchangeChosen;
  private final int gave;
  private final int received;
  private final int contract;
  private final int teamTricks;
  private final int scoresBefore;
  private final int bagsBefore;
  private final int teamScores;
  private final int bagsAfter;

  SpadesEncoder(SpadesRules rules) {
    super(
        "spades",
        4,
        52,
        "exchange",
        List.of(
            new Part("bid", 13, "`bid 1` … `bid 13`: id 104 + k − 1 bids k tricks (§3.2)"),
            new Part("nil", 1, "`nil` (§3.2)"),
            new Part("blindnil", 1, "`blindnil`, before looking (§3.2, §3.3)"),
            new Part("look", 1, "`look` at one's cards (§3.3)")),
        parts(),
        4 + 4 + 4 + 52);
    this.bid = actionAt("bid");
    this.nil = actionAt("nil");
    this.phase = at("phase");
    this.bids = at("bids");
    this.seen = at("hand_seen");
    this.exchanging = at("exchanging");
    this.exchangeChosen = at("exchange_chosen");
    this.gave = at("gave");
    this.received = at("received");
    this.contract = at("contract");
    this.teamTricks = at("team_tricks");
    this.scoresBefore = at("scores_before");
    this.bagsBefore = at("bags_before");
    this.teamScores = at("team_scores");
    this.bagsAfter = at("bags_after");
  }

  private static List<Part> parts() {
    String teams = ", this seat's team first";
    return List.of(
        new Part("phase", 4, "one-hot: bidding, exchange, playing, over"),
        new Part(
            "bids",
            4 * BID_KINDS,
            "per relative seat, 15 entries: one-hot of its bid — nil, blind nil, 1 … 13; all 0"
                + " before it bids"),
        new Part("hand_seen", 4, "per relative seat: 1 if it sees its hand (§3.3)"),
        new Part(
            "exchanging",
            4,
            "per relative seat: 1 if it exchanges 2 cards with its partner this deal (§7)"),
        new Part(
            "exchange_chosen",
            4,
            "per relative seat: 1 once it has chosen its exchange cards (the cards stay hidden from"
                + " the other team)"),
        new Part("gave", 52, "the cards this seat gave (or chose to give) its partner"),
        new Part("received", 52, "the cards this seat received from its partner, once delivered"),
        new Part("contract", 2, "per team: the sum of its numeric bids so far (§3.5)" + teams),
        new Part("team_tricks", 2, "per team: tricks taken so far" + teams),
        new Part("scores_before", 2, "per team: the total before this deal" + teams),
        new Part("bags_before", 2, "per team: the bags before this deal (§5.3)" + teams),
        new Part("team_scores", 2, "per team: the deal score once over, else 0" + teams),
        new Part("bags_after", 2, "per team: the bags after the deal once over, else 0" + teams));
  }

  @Override
  protected int gameId(Action action) {
    if (action instanceof SpadesAction.Bid b) {
      return bid + b.tricks() - 1;
    }
    if (action == SpadesAction.Nil.NIL) {
      return nil;
    }
    if (action == SpadesAction.BlindNil.BLIND_NIL) {
      return nil + 1;
    }
    return action == SpadesAction.Look.LOOK ? nil + 2 : -1;
  }

  @Override
  protected long cardsOf(Action action) {
    return action instanceof SpadesAction.Exchange e ? e.cards().bits() : -1;
  }

  @Override
  protected Action gameAction(int id) {
    if (id >= bid && id < bid + 13) {
      return new SpadesAction.Bid(id - bid + 1);
    }
    if (id == nil) {
      return SpadesAction.Nil.NIL;
    }
    if (id == nil + 1) {
      return SpadesAction.BlindNil.BLIND_NIL;
    }
    return id == nil + 2 ? SpadesAction.Look.LOOK : null;
  }

  @Override
  protected Action play(Card card) {
    return SpadesAction.Play.of(card);
  }

  @Override
  protected Class<? extends View<?>> viewType() {
    return SpadesView.class;
  }

  @Override
  protected void writeGame(View<?> view, TrickTable table, float[] out) {
    SpadesView v = (SpadesView) view;
    int me = v.seat();
    out[phase + v.phase().ordinal()] = 1f;
    List<Optional<SpadesBid>> b = v.bids();
    List<Boolean> sees = v.handSeen();
    boolean any = false;
    // an exchange follows a blind nil once every seat has bid (§7): ask the view only then
    boolean blind = false;
    boolean allBid = true;
    for (int s = 0; s < 4; s++) {
      Optional<SpadesBid> x = b.get(s);
      allBid &= x.isPresent();
      blind |= x.isPresent() && x.get().blind();
    }
    boolean maybeExchange = allBid && blind;
    for (int s = 0; s < 4; s++) {
      int r = rel(s, me);
      Optional<SpadesBid> x = b.get(s);
      if (x.isPresent()) {
        SpadesBid k = x.get();
        int kind = k.blind() ? 1 : k.tricks() == 0 ? 0 : k.tricks() + 1;
        out[bids + r * BID_KINDS + kind] = 1f;
      }
      if (sees.get(s)) {
        out[seen + r] = 1f;
      }
      if (maybeExchange && v.exchanging(s)) {
        out[exchanging + r] = 1f;
        any = true;
      }
    }
    if (any) {
      // who has chosen, as SpadesView.hasChosen says, in one pass over the history
      List<Move> h = v.history();
      for (int i = 0; i < h.size(); i++) {
        Move m = h.get(i);
        if (m.action() instanceof SpadesAction.Exchange || m.action() instanceof Concealed) {
          out[exchangeChosen + rel(m.seat(), me)] = 1f;
        }
      }
    }
    cards(out, gave, v.gave().bits());
    cards(out, received, v.received().bits());
    int mine = me % 2;
    // the contracts (§3.5), as contract(team) says, without its Optional per seat
    int even = 0;
    int odd = 0;
    for (int s = 0; s < 4; s++) {
      Optional<SpadesBid> x = b.get(s);
      if (x.isPresent()) {
        if (s % 2 == 0) {
          even += x.get().tricks();
        } else {
          odd += x.get().tricks();
        }
      }
    }
    team(out, contract, mine == 0 ? even : odd, mine == 0 ? odd : even);
    if (table != null) {
      // relative seats 0 and 2 are this seat's team: their tricks_won entries are already written
      int w = tricksWonAt();
      team(out, teamTricks, out[w] + out[w + 2], out[w + 1] + out[w + 3]);
    }
    teams(out, scoresBefore, v.scoresBefore(), mine);
    teams(out, bagsBefore, v.bagsBefore(), mine);
    teams(out, teamScores, v.teamScores(), mine);
    teams(out, bagsAfter, v.bagsAfter(), mine);
  }

  private static void team(float[] out, int offset, float mine, float theirs) {
    out[offset] = mine;
    out[offset + 1] = theirs;
  }

  private static void teams(float[] out, int offset, List<Integer> ab, int mine) {
    if (ab.size() == 2) {
      team(out, offset, ab.get(mine), ab.get(1 - mine));
    }
  }

  /**
   * The spades encoding as the tools find it ({@link GameEncoder}, registered for ServiceLoader).
   */
  public static final class Registration implements GameEncoder {
    /** The registration, for ServiceLoader. */
    public Registration() {}

    @Override
    public String game() {
      return "spades";
    }

    @Override
    public Encoder encoder(GameDefinition<?, ?, ?> game, Object rules) {
      return new SpadesEncoder(GameEncoder.rules(SpadesRules.class, rules, game()));
    }
  }
}
