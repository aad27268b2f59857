package dev.tenace.cli.store;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.View;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Validation;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A stored table's match, rebuilt by dealing it again from its seed and replaying its actions
 * through its game's {@link GameDefinition} (no game is named here). Either every stored action
 * replays and the match is as it was after the last one, or a {@link StoreException} names the
 * table and the step that does not: never a half-built match.
 *
 * <p>If the last action ended a deal of a match that goes on, the match is left at that finished
 * deal: the caller deals the next ({@link Match#nextDeal}) as after any deal. An action stored
 * after a finished deal is replayed on the next deal.
 *
 * @param <R> the game's rules type
 * @param <S> the game's deal state type
 * @param <V> the game's view type
 */
public final class Rebuild<R, S extends GameState<S, V>, V extends View<S>> {
  private final String table;
  private final GameDefinition<R, S, V> game;
  private final R rules;
  private final Match<S> match;

  private Rebuild(String table, GameDefinition<R, S, V> game, R rules, Match<S> match) {
    this.table = table;
    this.game = game;
    this.rules = rules;
    this.match = match;
  }

  /** What is told of the rebuilt match as it is replayed (for the game record). */
  interface Listener<S> {
    /** A deal was dealt (its number from 1). */
    void dealt(int dealNumber, S deal);

    /** {@code seat} took {@code action}, giving {@code after}. */
    void acted(int seat, Action action, S after);
  }

  /** Makes the listener of a table once its game is known, typed by that game's states. */
  interface Listening {
    /** The listener of a match of {@code game}. */
    <R, S extends GameState<S, V>, V extends View<S>> Listener<S> of(GameDefinition<R, S, V> game);
  }

  /**
   * Rebuilds a stored table's match.
   *
   * @throws StoreException naming the table, and the step when a stored action does not replay: an
   *     unknown game, invalid rules, a text that is no action, an action the rules refuse (with the
   *     rule's code and message) or one after the end of the match
   */
  public static Rebuild<?, ?, ?> of(StoredTable t) {
    return of(t, null);
  }

  static Rebuild<?, ?, ?> of(StoredTable t, Listening listening) {
    GameDefinition<?, ?, ?> g =
        Games.find(t.info().game())
            .orElseThrow(
                () ->
                    new StoreException(
                        "table "
                            + t.info().id()
                            + ": no game \""
                            + t.info().game()
                            + "\" is registered"));
    return replay(g, t, listening);
  }

  private static <R, S extends GameState<S, V>, V extends View<S>> Rebuild<R, S, V> replay(
      GameDefinition<R, S, V> g, StoredTable t, Listening listening) {
    Listener<S> tell = listening == null ? null : listening.of(g);
    String id = t.info().id();
    R rules = rules(g, t.info());
    Match<S> m = start(g, rules, t.info());
    if (tell != null) {
      tell.dealt(m.dealNumber(), m.deal());
    }
    for (StoredAction a : t.actions()) {
      String at = "table " + id + ": step " + a.step() + " (\"" + a.recordText() + "\")";
      if (m.deal().isTerminal()) {
        if (!t.info().wholeMatch() || m.isOver()) {
          throw new StoreException(
              at + " comes after the end of the " + (m.isOver() ? "match" : "deal"));
        }
        m = m.nextDeal();
        if (tell != null) {
          tell.dealt(m.dealNumber(), m.deal());
        }
      }
      if (a.seat() < 0 || a.seat() >= m.deal().players()) {
        throw new StoreException(at + ": no seat " + a.seat() + " at this table");
      }
      Action action;
      try {
        action = m.deal().parseAction(a.action());
      } catch (IllegalArgumentException e) {
        throw new StoreException(at + ": not an action of " + g.name() + ": " + e.getMessage(), e);
      }
      Either<RuleViolation, Match<S>> r = m.apply(a.seat(), action);
      if (r.isLeft()) {
        throw new StoreException(
            at
                + " in deal "
                + m.dealNumber()
                + " is refused: "
                + r.getLeft().code()
                + " "
                + r.getLeft().message());
      }
      m = r.get();
      if (tell != null) {
        tell.acted(a.seat(), action, m.deal());
      }
    }
    return new Rebuild<>(id, g, rules, m);
  }

  /** The table's match before its first action: a seeded match, or a match of its one deal. */
  private static <R, S extends GameState<S, V>, V extends View<S>> Match<S> start(
      GameDefinition<R, S, V> g, R rules, TableInfo t) {
    int n = g.players(rules);
    if (t.dealer() < 0 || t.dealer() >= n) {
      throw new StoreException(
          "table " + t.id() + ": dealer " + t.dealer() + " is not a seat of " + n + " players");
    }
    if (t.wholeMatch()) {
      return g.newMatch(rules, t.dealer(), t.seed());
    }
    return Match.resume(
        g.matchPolicy(rules),
        t.dealer(),
        t.seed(),
        Collections.nCopies(n, 0),
        1,
        0,
        g.newDeal(rules, t.dealer(), t.seed()));
  }

  /**
   * The rules of a stored {@code "rules"} object over the game's defaults.
   *
   * @throws StoreException naming the table when they are not valid rules of the game
   */
  static <R> R rules(GameDefinition<R, ?, ?> g, TableInfo t) {
    Map<String, String> settings = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> e : t.rules().properties()) {
      if (e.getValue().isContainerNode()) {
        throw new StoreException(
            "table " + t.id() + ": rules." + e.getKey() + " must be a boolean, number or string");
      }
      settings.put(e.getKey(), e.getValue().asText());
    }
    Validation<Seq<String>, R> v = g.rules(g.defaultRules(), settings);
    if (v.isInvalid()) {
      throw new StoreException(
          "table "
              + t.id()
              + ": invalid rules of "
              + g.name()
              + ": "
              + v.getError().mkString("; "));
    }
    return v.get();
  }

  /** The table's id. */
  public String table() {
    return table;
  }

  /** The table's game. */
  public GameDefinition<R, S, V> game() {
    return game;
  }

  /** The table's rules. */
  public R rules() {
    return rules;
  }

  /** The match as it was after the table's last stored action. */
  public Match<S> match() {
    return match;
  }
}
