package dev.tenace.core.game;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Everything a generic tool (the command line, a simulator, a test harness) needs to know to run a
 * game: its name, its variants and presets, how to read rules from {@code name=value} text, and how
 * to start a match or a single deal.
 *
 * <p>The type parameters line up so that generic code captures them once and needs no cast:
 *
 * <pre>{@code
 * static <R, S extends GameState<S, V>, V extends View<S>> void play(GameDefinition<R, S, V> game) {
 *   Match<S> m = game.newMatch(game.defaultRules(), 0, 42L);
 *   MatchRunner.run(m, agents, MatchRunner.Listener.none(), MatchRunner.OnFault.STOP);
 * }
 * for (GameDefinition<?, ?, ?> g : Games.all()) play(g);
 * }</pre>
 *
 * @param <R> the game's rules type
 * @param <S> the game's deal state type
 * @param <V> the game's view type
 */
public interface GameDefinition<R, S extends GameState<S, V>, V extends View<S>> {
  /**
   * How to play the game, in players' words, for a table's "how to play" panel (such as {@code
   * tenace web}'s): plain text, paragraphs separated by a blank line, a paragraph of lines that
   * start with {@code "- "} a list. Tools show it as it is and never write a game's text
   * themselves.
   *
   * <p>By default it is the UTF-8 resource {@code /how-to-play/<name>.txt} beside the game's
   * classes (outside any package, so a named module's resource is readable too), or {@code ""} if
   * the game ships none. A game may override this instead.
   */
  default String howToPlay() {
    try (java.io.InputStream in =
        getClass().getResourceAsStream("/how-to-play/" + name() + ".txt")) {
      return in == null
          ? ""
          : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** The game's name as typed on the command line: {@code "hearts"}. */
  String name();

  /** Every variant, in the order of the rules file. */
  List<Variant> variants();

  /**
   * Every rule code a refusal of this game can carry, with what it means, in a stable order: {@link
   * RuleCode#common()} first, then the game's own.
   */
  Map<String, String> ruleCodes();

  /** Named presets (e.g. Yahoo table types), in a stable order. */
  Map<String, R> presets();

  /** The default rules. */
  R defaultRules();

  /**
   * Rules from {@code name=value} settings applied over {@code base}; every unknown name, bad value
   * and invalid combination is reported at once.
   */
  Validation<Seq<String>, R> rules(R base, Map<String, String> settings);

  /** The rules as {@code name=value} text of every variant (the inverse of {@link #rules}). */
  Map<String, String> settings(R rules);

  /** Number of seats under these rules. */
  int players(R rules);

  /** What the game's matches do under these rules (the deals, the totals, the end condition). */
  MatchPolicy<S> matchPolicy(R rules);

  /**
   * The fixed teams of a match under these rules: the seats of each team, teams in order of their
   * first seat, every seat in exactly one. Partners win and lose a match together and show one team
   * total. By default every seat plays for itself (a team of one); a partnership game overrides
   * this, so generic tools (the command line's {@code simulate}) report team figures without
   * knowing the game.
   */
  default List<List<Integer>> teams(R rules) {
    List<List<Integer>> teams = new ArrayList<>();
    for (int s = 0; s < players(rules); s++) {
      teams.add(List.of(s));
    }
    return List.copyOf(teams);
  }

  /**
   * A new match with the given first dealer; deal {@code k} is shuffled from {@code
   * Shuffle.derive(seed, k)}.
   *
   * @throws IllegalArgumentException if the first dealer is not a seat
   */
  default Match<S> newMatch(R rules, int firstDealer, long seed) {
    return Match.start(matchPolicy(rules), firstDealer, seed);
  }

  /**
   * A single seeded deal with a neutral match context (deal 1, zero totals).
   *
   * @throws IllegalArgumentException if the dealer is not a seat
   */
  S newDeal(R rules, int dealer, long seed);

  /**
   * A single deal from explicit hands, as a replay record gives it.
   *
   * <p>{@code context} carries the optional match-context fields of the replay format ({@code
   * REPLAY.md}): e.g. Hearts {@code "deal"} (Integer) and {@code "passDirection"} (String), Spades
   * {@code "scores"} and {@code "bags"} (List of Integer), Sheepshead {@code "pendingDoublers"}
   * (Integer). Absent keys take their defaults; unknown keys are ignored.
   *
   * @param hands the dealt hands, one per seat
   * @param rest the leftover cards in deal order (blind, widow, turn-up), possibly empty
   * @throws IllegalArgumentException naming the problem when the cards do not form a deal of this
   *     game (wrong count, repeated or missing cards) or a context value is invalid
   */
  S explicitDeal(
      R rules, int dealer, List<CardSet> hands, List<Card> rest, Map<String, Object> context);

  /**
   * The {@code "deal"} number of a replay context: at least 1, default 1.
   *
   * @throws IllegalArgumentException naming the value if it is not a whole number of at least 1
   */
  static int dealNumber(Map<String, Object> context) {
    Object k = context.get("deal");
    if (k == null) {
      return 1;
    }
    if (!(k instanceof Integer || k instanceof Long)
        || ((Number) k).longValue() < 1
        || ((Number) k).longValue() > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          "\"deal\" must be a whole number of at least 1 but was " + k);
    }
    return ((Number) k).intValue();
  }

  /**
   * The {@code "standing"} of a replay context: the match totals before the deal, one whole number
   * per seat; zeros when absent.
   *
   * @throws IllegalArgumentException naming the value if it is not a list of {@code players} whole
   *     numbers
   */
  static List<Integer> standing(Map<String, Object> context, int players) {
    Object value = context.get("standing");
    if (value == null) {
      return List.copyOf(java.util.Collections.nCopies(players, 0));
    }
    List<Integer> out = new java.util.ArrayList<>();
    if (value instanceof List<?> l && l.size() == players) {
      for (Object x : l) {
        if (!(x instanceof Integer i)) {
          break;
        }
        out.add(i);
      }
    }
    if (out.size() != players) {
      throw new IllegalArgumentException(
          "\"standing\" must be a list of " + players + " whole numbers but was " + value);
    }
    return List.copyOf(out);
  }

  /**
   * The leftover cards of a freshly dealt deal in deal order (blind, widow, turn-up), as {@link
   * #explicitDeal} takes them: the order can matter (the face-up half of a widow). The default
   * lists the deck's cards outside the hands in display order, right for games without leftover
   * cards or whose leftovers are unordered.
   */
  default List<Card> rest(S deal) {
    long dealt = 0;
    for (int s = 0; s < deal.players(); s++) {
      dealt |= deal.hand(s).bits();
    }
    return CardSet.ofBits(deal.deck().cards().bits() & ~dealt).toList();
  }

  /**
   * The match-context fields a record of a deal may carry under {@code rules}, as {@link
   * #explicitDeal} reads them and {@link #context} writes them: by default {@code "deal"} (the
   * deal's number, a whole number ≥ 1) and {@code "standing"} (the totals before it, one per seat);
   * a game adds its own. Tools check a record's fields against this list.
   */
  default List<ContextField> contextFields(R rules) {
    return List.of(ContextField.number("deal"), ContextField.numbers("standing", players(rules)));
  }

  /**
   * The match-context fields of the replay format for a deal, as {@link #explicitDeal} reads them
   * back: what a record needs so that a single deal of a match replays exactly as it was played
   * (e.g. Spades {@code "scores"} and {@code "bags"} before the deal). Empty for a game whose deals
   * do not depend on the match.
   */
  default Map<String, Object> context(S deal) {
    return Map.of();
  }

  /**
   * The {@code "result"} object of the replay format for a terminal deal, as an ordered map from
   * field name to value (Integer or List of Integer), e.g. Hearts {@code {"points": [..]}}.
   *
   * @throws IllegalStateException if the deal is not terminal
   */
  Map<String, Object> result(S terminal);

  /**
   * The least and the greatest {@link GameState#utility} one deal under {@code rules} can give a
   * seat, for tools that need a reward's range (a learning framework's minimum and maximum
   * utility); empty when the game does not say (the default). A game that answers derives it from
   * its rules' scoring section and checks in its tests that random deals stay inside.
   */
  default Optional<UtilityRange> utilityRange(R rules) {
    return Optional.empty();
  }

  /**
   * Whether the seats' {@link GameState#utility utilities} sum to zero in every terminal deal under
   * {@code rules}; false by default (not claimed).
   */
  default boolean zeroSum(R rules) {
    return false;
  }
}
