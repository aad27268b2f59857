package dev.tenace.core.spi;

import dev.tenace.core.card.Card;
import dev.tenace.core.game.ContextField;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.MatchPolicy;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.UtilityRange;
import dev.tenace.core.game.Variant;
import dev.tenace.core.game.View;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntUnaryOperator;
import java.util.function.ToIntFunction;

/**
 * The part of a {@link GameDefinition} that every game writes the same way, written once: the name,
 * the variants, rules from settings and settings from rules (all from the game's {@link
 * VariantTable}), the presets, the rule codes ({@link RuleCode#common()} then the game's own), the
 * number of seats, the match policy and seeded deals from the game's factories (deal 1 of the match
 * policy by default), the utility range and zero-sum claim from the game's {@link UtilityBounds},
 * the match context of a {@link TrickGameState}'s deal, and the check that a replay result is asked
 * of a finished deal. A game adds what is its own: explicit deals and the replay result (and a
 * context that carries more than the deal number and standing).
 *
 * <p>Oh Hell ({@code examples/ohhell}, the game authors' tutorial) is written this way; this is an
 * excerpt of its definition, which that module's tests check line by line:
 *
 * <pre>{@code
 * public final class OhHellGame extends AbstractGameDefinition<OhHellRules, OhHellState, OhHellView> {
 *   // ...
 *   public OhHellGame() {
 *     super(
 *         "ohhell",
 *         VARIANTS,
 *         OhHellRules::players,
 *         Policy::new,
 *         OhHellRules.defaults(),
 *         presetTable(),
 *         CODES);
 *   }
 *   // ...
 *   protected Map<String, Object> resultOf(OhHellState end) {
 *     Map<String, Object> m = new LinkedHashMap<>();
 *     m.put("tricks", end.tricks().orElseThrow().tricksWon());
 *     m.put("bids", perSeat(end, s -> end.bid(s).orElseThrow()));
 *     m.put("score", perSeat(end, end::score));
 *     return m;
 *   }
 *   // ...
 * }
 * }</pre>
 *
 * @param <R> the game's rules type
 * @param <S> the game's deal state type
 * @param <V> the game's view type
 */
public abstract class AbstractGameDefinition<R, S extends GameState<S, V>, V extends View<S>>
    implements GameDefinition<R, S, V> {
  private final String name;
  private final VariantTable<R, ?> table;
  private final ToIntFunction<R> players;
  private final Function<R, MatchPolicy<S>> matchPolicy;
  private final SeededDeal<R, S> seededDeal;
  private final R defaults;
  private final Map<String, R> presets;
  private final Map<String, String> ruleCodes;
  private final UtilityBounds<R> utility; // null: the game says nothing of its utilities

  /**
   * A definition from its parts.
   *
   * @param name the game's name as typed on the command line
   * @param table the game's variants
   * @param players the number of seats under given rules
   * @param matchPolicy the match policy under given rules
   * @param seededDeal a shuffled first deal under given rules
   * @param defaults the default rules
   * @param presets named rules in a stable order
   * @param ownRuleCodes the game's own rule codes with their meanings, in order (see {@link
   *     #codes})
   */
  protected AbstractGameDefinition(
      String name,
      VariantTable<R, ?> table,
      ToIntFunction<R> players,
      Function<R, MatchPolicy<S>> matchPolicy,
      SeededDeal<R, S> seededDeal,
      R defaults,
      Map<String, R> presets,
      Map<String, String> ownRuleCodes) {
    this(name, table, players, matchPolicy, seededDeal, defaults, presets, ownRuleCodes, null);
  }

  private AbstractGameDefinition(
      String name,
      VariantTable<R, ?> table,
      ToIntFunction<R> players,
      Function<R, MatchPolicy<S>> matchPolicy,
      SeededDeal<R, S> seededDeal,
      R defaults,
      Map<String, R> presets,
      Map<String, String> ownRuleCodes,
      UtilityBounds<R> utility) {
    this.name = Objects.requireNonNull(name, "name is null");
    this.table = Objects.requireNonNull(table, "table is null");
    this.players = Objects.requireNonNull(players, "players is null");
    this.matchPolicy = Objects.requireNonNull(matchPolicy, "matchPolicy is null");
    this.seededDeal = Objects.requireNonNull(seededDeal, "seededDeal is null");
    this.defaults = Objects.requireNonNull(defaults, "defaults is null");
    this.presets = Collections.unmodifiableMap(new LinkedHashMap<>(presets));
    Map<String, String> codes = RuleCode.common();
    codes.putAll(ownRuleCodes);
    this.ruleCodes = Collections.unmodifiableMap(codes);
    this.utility = utility;
  }

  /**
   * A definition from the game's variant table, which gives its name (lower case: {@code "Hearts"}
   * is {@code "hearts"}) and its default rules, and its match policy, which gives the number of
   * seats under given rules.
   *
   * <pre>{@code
   * super(TABLE, MyMatchPolicy::new, MyState::deal, PRESETS, CODES);
   * }</pre>
   *
   * @param table the game's variants, built with its default rules
   * @param matchPolicy the match policy under given rules; its {@link MatchPolicy#players()} is the
   *     number of seats
   * @param seededDeal a shuffled first deal under given rules
   * @param presets named rules in a stable order
   * @param ownRuleCodes the game's own rule codes with their meanings, in order (see {@link
   *     #codes})
   */
  protected AbstractGameDefinition(
      VariantTable<R, ?> table,
      Function<R, MatchPolicy<S>> matchPolicy,
      SeededDeal<R, S> seededDeal,
      Map<String, R> presets,
      Map<String, String> ownRuleCodes) {
    this(table, matchPolicy, seededDeal, presets, ownRuleCodes, Optional.empty());
  }

  /**
   * The constructor above with what the game says of its utilities: {@link #utilityRange} and
   * {@link #zeroSum} answer from {@code utility}.
   *
   * <pre>{@code
   * super(TABLE, MyMatchPolicy::new, MyState::deal, PRESETS, CODES, UtilityBounds.of(MyUtility::range));
   * }</pre>
   *
   * @param utility the range of a deal's utilities and whether they sum to zero
   */
  protected AbstractGameDefinition(
      VariantTable<R, ?> table,
      Function<R, MatchPolicy<S>> matchPolicy,
      SeededDeal<R, S> seededDeal,
      Map<String, R> presets,
      Map<String, String> ownRuleCodes,
      UtilityBounds<R> utility) {
    this(
        table,
        matchPolicy,
        seededDeal,
        presets,
        ownRuleCodes,
        Optional.of(Objects.requireNonNull(utility, "utility is null")));
  }

  private AbstractGameDefinition(
      VariantTable<R, ?> table,
      Function<R, MatchPolicy<S>> matchPolicy,
      SeededDeal<R, S> seededDeal,
      Map<String, R> presets,
      Map<String, String> ownRuleCodes,
      Optional<UtilityBounds<R>> utility) {
    this(
        table.game().toLowerCase(Locale.ROOT),
        table,
        rules -> matchPolicy.apply(rules).players(),
        matchPolicy,
        seededDeal,
        table.defaults(),
        presets,
        ownRuleCodes,
        utility.orElse(null));
  }

  /**
   * A definition from the game's variant table, which also gives its presets ({@link
   * VariantTable#presets()}), its match policy and its seeded deal: the constructor above without
   * the presets.
   *
   * <pre>{@code
   * super(TABLE, MyMatchPolicy::new, MyState::deal, CODES);
   * }</pre>
   */
  protected AbstractGameDefinition(
      VariantTable<R, ?> table,
      Function<R, MatchPolicy<S>> matchPolicy,
      SeededDeal<R, S> seededDeal,
      Map<String, String> ownRuleCodes) {
    this(table, matchPolicy, seededDeal, table.presets(), ownRuleCodes, Optional.empty());
  }

  /**
   * The constructor above with what the game says of its utilities ({@link UtilityBounds}).
   *
   * <pre>{@code
   * super(TABLE, MyMatchPolicy::new, MyState::deal, CODES, UtilityBounds.zeroSum(MyUtility::range));
   * }</pre>
   */
  protected AbstractGameDefinition(
      VariantTable<R, ?> table,
      Function<R, MatchPolicy<S>> matchPolicy,
      SeededDeal<R, S> seededDeal,
      Map<String, String> ownRuleCodes,
      UtilityBounds<R> utility) {
    this(table, matchPolicy, seededDeal, table.presets(), ownRuleCodes, utility);
  }

  /**
   * A definition whose seeded deal is the match policy's first: {@code newDeal(rules, dealer,
   * seed)} is {@code matchPolicy(rules).deal(1, dealer, seed, zeros, null)}, deal 1 of a match with
   * every total zero (the parameters as in the other constructor).
   */
  protected AbstractGameDefinition(
      String name,
      VariantTable<R, ?> table,
      ToIntFunction<R> players,
      Function<R, MatchPolicy<S>> matchPolicy,
      R defaults,
      Map<String, R> presets,
      Map<String, String> ownRuleCodes) {
    this(
        name,
        table,
        players,
        matchPolicy,
        (r, dealer, seed) ->
            matchPolicy
                .apply(r)
                .deal(1, dealer, seed, Collections.nCopies(players.applyAsInt(r), 0), null),
        defaults,
        presets,
        ownRuleCodes);
  }

  /**
   * A game's shuffled first deal: {@code MyState::deal}.
   *
   * @param <R> the rules type
   * @param <S> the deal state type
   */
  @FunctionalInterface
  public interface SeededDeal<R, S> {
    /** Deal 1 under {@code rules} with {@code dealer}, shuffled from {@code seed}. */
    S deal(R rules, int dealer, long seed);
  }

  /**
   * Rule codes and their meanings in the order given: {@code codes("A", "meaning of A", "B", ...)}.
   *
   * @throws IllegalArgumentException if a code has no meaning
   */
  protected static Map<String, String> codes(String... codeThenMeaning) {
    if (codeThenMeaning.length % 2 != 0) {
      throw new IllegalArgumentException(
          "rule codes come in pairs of code and meaning; "
              + codeThenMeaning[codeThenMeaning.length - 1]
              + " has no meaning");
    }
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < codeThenMeaning.length; i += 2) {
      m.put(codeThenMeaning[i], codeThenMeaning[i + 1]);
    }
    return m;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final List<Variant> variants() {
    return table.variants();
  }

  /** {@link RuleCode#common()} first, then the game's own codes. */
  @Override
  public final Map<String, String> ruleCodes() {
    return ruleCodes;
  }

  @Override
  public final Map<String, R> presets() {
    return presets;
  }

  @Override
  public final R defaultRules() {
    return defaults;
  }

  @Override
  public final Validation<Seq<String>, R> rules(R base, Map<String, String> settings) {
    return table.rules(base, settings);
  }

  @Override
  public final Map<String, String> settings(R rules) {
    return table.settings(rules);
  }

  @Override
  public final int players(R rules) {
    return players.applyAsInt(rules);
  }

  @Override
  public final MatchPolicy<S> matchPolicy(R rules) {
    return matchPolicy.apply(rules);
  }

  @Override
  public final S newDeal(R rules, int dealer, long seed) {
    return seededDeal.deal(rules, dealer, seed);
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalStateException if the deal is not over
   */
  @Override
  public final Map<String, Object> result(S terminal) {
    if (!terminal.isTerminal()) {
      throw new IllegalStateException("the deal is not over");
    }
    return resultOf(terminal);
  }

  /**
   * The {@code "result"} object of a terminal deal as an ordered map (see {@link #result}).
   *
   * @param terminal a finished deal
   */
  protected abstract Map<String, Object> resultOf(S terminal);

  /**
   * The match context of a deal of a {@link TrickGameState}: its {@code "deal"} number and, when a
   * total is not zero, the {@code "standing"}, from its {@link DealHeader}; none for another state.
   * A game whose deals carry more (bags, doublers) overrides it.
   */
  @Override
  public Map<String, Object> context(S deal) {
    return deal instanceof TrickGameState<?, ?, ?> t
        ? withStanding(dealContext(t.setup.header().dealNumber()), deal.standing())
        : Map.of();
  }

  /**
   * The cards dealt to no hand, in deal order: the {@link DealHeader}'s rest of a deal of a {@link
   * TrickGameState}; for another state, {@link GameDefinition#rest}'s (the deck minus the hands).
   */
  @Override
  public List<Card> rest(S deal) {
    return deal instanceof TrickGameState<?, ?, ?> t
        ? t.setup.header().rest()
        : GameDefinition.super.rest(deal);
  }

  /**
   * The range of the game's {@link UtilityBounds} when it was given one, else empty (a game may
   * override it instead).
   */
  @Override
  public Optional<UtilityRange> utilityRange(R rules) {
    return utility == null ? Optional.empty() : Optional.of(utility.range().apply(rules));
  }

  /** The zero-sum claim of the game's {@link UtilityBounds}; false without one. */
  @Override
  public boolean zeroSum(R rules) {
    return utility != null && utility.zeroSum().test(rules);
  }

  /** One value per seat of a deal, in seat order: a result's per-seat field. */
  protected static List<Integer> perSeat(GameState<?, ?> deal, IntUnaryOperator value) {
    List<Integer> out = new ArrayList<>(deal.players());
    for (int s = 0; s < deal.players(); s++) {
      out.add(value.applyAsInt(s));
    }
    return List.copyOf(out);
  }

  /**
   * The context fields of {@link GameDefinition#contextFields}'s default, {@code "deal"} and {@code
   * "standing"} (one number per seat under {@code rules}), then the game's own: a game whose
   * context carries more returns {@code dealContextFields(rules,
   * ContextField.text("passDirection"))}.
   */
  protected final List<ContextField> dealContextFields(R rules, ContextField... own) {
    List<ContextField> out = new ArrayList<>(GameDefinition.super.contextFields(rules));
    out.addAll(List.of(own));
    return List.copyOf(out);
  }

  /**
   * A replay context that starts with the deal's {@code "deal"} number; {@link #withStanding} adds
   * the standing when it matters.
   */
  protected static Map<String, Object> dealContext(int dealNumber) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("deal", dealNumber);
    return m;
  }

  /**
   * The context with the deal's {@code "standing"} (the match totals before it) when a total is not
   * zero; a deal played on its own needs none.
   */
  protected static Map<String, Object> withStanding(
      Map<String, Object> context, List<Integer> standing) {
    for (int t : standing) {
      if (t != 0) {
        context.put("standing", standing);
        break;
      }
    }
    return context;
  }
}
