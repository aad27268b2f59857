package dev.tenace.learn;

import dev.tenace.core.card.Card;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Fact;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.View;
import dev.tenace.core.trick.TrickTable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The encoding of any game, derived from its definition and the core view alone: what {@link
 * Encoders#forGame} gives a game that registers no {@link GameEncoder} of its own (Oh Hell, say).
 *
 * <p><b>Actions.</b> Card plays are the card's index, as in every encoder; the cards of a
 * multi-card action ({@link dev.tenace.core.game.CardsAction}) are chosen one at a time from a
 * block of their own; then one block per verb of the game's other actions (Oh Hell's {@code bid 0}
 * … {@code bid 10}), in verb order, each verb's actions by their numbers. These are the actions the
 * game's legal-action lists offer in seeded random matches of its definition under the rules
 * ({@link GenericSpace}); an action never met there has no id, and a mask that meets one fails
 * naming it (the game then registers a {@link GameEncoder}).
 *
 * <p><b>Observation.</b> The common segments of every encoder (seat to act, dealer, hand, the cards
 * each seat played, the trick in progress, tricks won, voids, standing), then one segment {@code
 * fact.<name>} per public fact the views publish ({@link View#facts()}: trump, bids, contract…),
 * each of the fixed shape its values take ({@link FactShape}: a number is "set" and its value, a
 * text a one-hot over the texts met, a card or set of cards by card index, a seat or a per-seat
 * list relative to the viewer). A view holds only what its seat may know, and so do these vectors.
 */
public final class GenericEncoder extends Encoder {
  private final GenericSpace space;
  private final List<Action> ids;
  private final Map<String, Integer> idOf;
  private final int firstOther;
  private final List<String> factNames;
  private final int[] factAt;
  private final FactShape[] shapes;

  private GenericEncoder(GenericSpace space) {
    super(
        space.game(),
        space.players(),
        space.cards(),
        space.selectVerb(),
        actionParts(space),
        observationParts(space),
        space.longestHistory() + space.players());
    this.space = space;
    List<Action> all = new ArrayList<>();
    space.others().values().forEach(all::addAll);
    this.ids = List.copyOf(all);
    this.firstOther = actionCount() - ids.size();
    Map<String, Integer> m = new HashMap<>();
    for (int i = 0; i < ids.size(); i++) {
      m.put(ids.get(i).text(), firstOther + i);
    }
    this.idOf = Map.copyOf(m);
    this.factNames = new ArrayList<>();
    List<Integer> at = new ArrayList<>();
    List<FactShape> laid = new ArrayList<>();
    for (Map.Entry<String, GenericSpace.LabelledShape> e : space.facts().entrySet()) {
      if (FactShape.length(e.getValue().shape(), space.players(), space.cards()) > 0) {
        factNames.add(e.getKey());
        at.add(at(segmentName(e.getKey())));
        laid.add(e.getValue().shape());
      }
    }
    this.factAt = at.stream().mapToInt(Integer::intValue).toArray();
    this.shapes = laid.toArray(new FactShape[0]);
  }

  /**
   * The generic encoder of {@code game} under {@code rules}, whether or not the game registers one
   * of its own. Derived afresh (it plays seeded matches): {@link Encoders#generic} keeps them.
   *
   * @throws IllegalStateException naming the fact if a fact's values are of different kinds
   */
  static <R> GenericEncoder derive(GameDefinition<R, ?, ?> game, R rules) {
    return new GenericEncoder(GenericSpace.explore(game, rules));
  }

  private static String segmentName(String fact) {
    return "fact." + fact;
  }

  private static List<Part> actionParts(GenericSpace space) {
    List<Part> out = new ArrayList<>();
    for (Map.Entry<String, List<Action>> e : space.others().entrySet()) {
      List<Action> as = e.getValue();
      List<String> texts = new ArrayList<>();
      for (Action a : as) {
        texts.add("`" + a.text() + "`");
      }
      String which =
          texts.size() <= 6
              ? String.join(", ", texts)
              : texts.get(0) + ", " + texts.get(1) + " … " + texts.get(texts.size() - 1);
      out.add(new Part(e.getKey(), as.size(), which + ", in that order"));
    }
    return out;
  }

  private static List<Part> observationParts(GenericSpace space) {
    List<Part> out = new ArrayList<>();
    int n = space.players();
    int cards = space.cards();
    for (Map.Entry<String, GenericSpace.LabelledShape> e : space.facts().entrySet()) {
      FactShape shape = e.getValue().shape();
      int length = FactShape.length(shape, n, cards);
      if (length > 0) {
        String label = e.getValue().label();
        out.add(
            new Part(
                segmentName(e.getKey()),
                length,
                "the fact "
                    + e.getKey()
                    + (label.isEmpty() ? "" : " (" + label + ")")
                    + ": "
                    + FactShape.describe(shape, n, cards)));
      }
    }
    return out;
  }

  @Override
  protected int gameId(Action action) {
    Integer id = idOf.get(action.text());
    return id == null ? -1 : id;
  }

  @Override
  protected Action gameAction(int id) {
    int k = id - firstOther;
    return k >= 0 && k < ids.size() ? ids.get(k) : null;
  }

  @Override
  protected Action play(Card card) {
    Action p = space.plays().get(card.index());
    if (p == null) {
      throw new IllegalStateException(
          space.game() + " does not read 'play " + card + "' as the play of " + card);
    }
    return p;
  }

  @Override
  protected Class<?> viewType() {
    return space.viewType();
  }

  @Override
  protected void writeGame(View<?> view, TrickTable table, float[] out) {
    FactShape.Target t = new FactShape.Target(out, view.seat(), players(), cardIds());
    List<Fact> facts = view.facts();
    for (int i = 0; i < facts.size(); i++) {
      Fact f = facts.get(i);
      int k = indexOf(f.name(), i);
      if (k >= 0) {
        FactShape.write(shapes[k], f.value(), t, factAt[k]);
      }
    }
  }

  /** The index of a fact among the laid-out ones; {@code hint} is where it usually is. */
  private int indexOf(String name, int hint) {
    if (hint < factNames.size() && factNames.get(hint).equals(name)) {
      return hint;
    }
    return factNames.indexOf(name);
  }
}
