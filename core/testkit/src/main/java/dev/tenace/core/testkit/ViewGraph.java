package dev.tenace.core.testkit;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.GameState;
import dev.tenace.core.trick.FaceDownOrder;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * What a view can reach, by reflection: the check that a view holds only what its seat knows (issue
 * 34). A bot gets its view and may read the view's private fields by reflection (on the class path,
 * or in a module opened to it), so a view must not even privately hold what its seat may not know.
 *
 * <pre>{@code
 * assertThat(ViewGraph.problems(state, seat)).isEmpty();   // what GameContract checks
 * }</pre>
 *
 * <p>The check walks the view's object graph: the fields of the library's own classes ({@code
 * dev.tenace.*}), transitively, the components of records, the elements of collections, arrays and
 * the entries of maps, and the values of optionals, with an identity set against cycles.
 * Collections and maps are walked through their public API, never their fields (a collection is its
 * elements, the library's own too), so no JDK internals need opening; on the module path the game's
 * package must be open to the test kit, as Surefire opens a module's test packages. It fails when
 * the graph
 *
 * <ul>
 *   <li>reaches an object that holds every hand: a {@link GameState}, a {@code TrickPlay}, a {@code
 *       TrickCursor}, a {@code DealSetup} or a {@code SearchCursor};
 *   <li>reaches a card the seat may not know: one in another seat's current hand ({@link
 *       GameState#hand}) that the view does not show. A card is a {@link Card}, the bits of a
 *       {@link CardSet}, or any {@code long} (a field, a {@code long[]} element, a boxed {@code
 *       Long}) read as a card mask: a mask is allowed when it holds no such card;
 *   <li>reaches an object it cannot look inside (a class of a package not open to the test kit, an
 *       unknown container): what it cannot see, it cannot vouch for.
 * </ul>
 *
 * <p><b>What the view shows.</b> Its public surface: the components of a record view, or the public
 * no-argument methods of a view class, and from there record components, collections, optionals and
 * the public card accessors of {@link Card}, {@link CardSet}, {@code Trick}, {@code CardPlay},
 * {@code AbstractCardsAction} and {@code Masks}. The cards on that surface (its own hand, the cards
 * it passed or was told of, the called card, the played cards) are what the seat legitimately
 * knows: the contract's information-set check already requires that surface to be the same in every
 * deal consistent with the view. This check covers what that one cannot see: fields behind the
 * surface (private fields of the library's classes, a record's non-record component's internals),
 * which take no part in a view's equality. A card or mask reached only there fails when it holds
 * another seat's hidden card that the surface does not show.
 *
 * <p>Cards that lie in no seat's hand (a face-down widow or blind, buried cards) are outside this
 * check: the game state says only whose hand a card is in. The exception is a card played face down
 * that the seat does not know yet ({@link GameState#concealedFrom}): it may be reached nowhere, on
 * the surface or behind it.
 *
 * <p>Rules objects that name cards without saying where they are (a trick order's trump masks, a
 * deck) are not walked, except that a {@link FaceDownOrder} names its face-down card.
 */
public final class ViewGraph {
  private final List<CardSet> hands;
  private final int seat;
  private final long hidden;

  /** Cards played face down that the seat does not know: shown nowhere, not even on the surface. */
  private final long concealed;

  /** The cards the view's public surface shows. */
  private long shown;

  /** Masks reached behind the surface that hold a hidden card, to judge once shown is known. */
  private final List<Reached> behind = new ArrayList<>();

  private final List<String> problems = new ArrayList<>();

  /** Objects walked: {@code true} if walked on the surface, {@code false} if only behind it. */
  private final IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();

  private final Deque<Reached> stack = new ArrayDeque<>();

  private ViewGraph(int seat, List<CardSet> hands, long concealed) {
    this.seat = seat;
    this.hands = hands;
    long h = 0;
    for (int s = 0; s < hands.size(); s++) {
      h |= s == seat ? 0 : hands.get(s).bits();
    }
    this.hidden = h | concealed;
    this.concealed = concealed;
  }

  /**
   * The problems of the view of {@code seat} in {@code state}: empty when its object graph reaches
   * no card the seat may not know and no object that holds every hand.
   */
  public static List<String> problems(GameState<?, ?> state, int seat) {
    List<CardSet> hands = new ArrayList<>();
    for (int s = 0; s < state.players(); s++) {
      hands.add(state.hand(s));
    }
    return problems(state.viewFor(seat), seat, hands, state.concealedFrom(seat));
  }

  /**
   * The problems of {@code view}, the view of {@code seat} when the seats hold {@code hands}.
   *
   * @param view a view, or any object that stands for one
   * @param seat the seat whose view it is
   * @param hands every seat's current hand, indexed by seat
   */
  public static List<String> problems(Object view, int seat, List<CardSet> hands) {
    return problems(view, seat, hands, CardSet.EMPTY);
  }

  /**
   * The problems of {@code view} as {@link #problems(Object, int, List)} finds them, and also every
   * place, on the surface or behind it, where it reaches a card of {@code concealed}: cards played
   * face down that the seat does not know yet.
   */
  public static List<String> problems(
      Object view, int seat, List<CardSet> hands, CardSet concealed) {
    Objects.requireNonNull(view, "view is null");
    ViewGraph g = new ViewGraph(seat, List.copyOf(hands), concealed.bits());
    g.walk(view);
    return g.judge();
  }

  private void walk(Object view) {
    Route root = new Route(null, view.getClass().getSimpleName(), -1);
    boolean isRecord = ViewPlan.of(view.getClass()).kind() == ViewPlan.Kind.RECORD;
    if (!isRecord) {
      for (ViewPlan.Getter m : ViewPlan.surface(view.getClass())) {
        push(m.read(view), root.to(m.name()), true);
      }
    }
    visit(view, root, isRecord);
    while (!stack.isEmpty()) {
      Reached r = stack.pop();
      visit(r.value(), r.route(), r.surface());
    }
  }

  /** Walks {@code value} later (an explicit stack: the graph may be deep). */
  private void push(Object value, Route route, boolean surface) {
    if (value != null) {
      stack.push(new Reached(value, route, surface));
    }
  }

  private void visit(Object value, Route route, boolean surface) {
    if (value instanceof FaceDownOrder f) {
      // a rules object, not walked, but it names the card played face down
      cards(f.cardBit(), route.to("card"), surface);
    }
    ViewPlan plan = ViewPlan.of(value.getClass());
    switch (plan.kind()) {
      case LEAF -> {}
      case CARD -> cards(((Card) value).bit(), route, surface);
      case CARD_SET -> cards(((CardSet) value).bits(), route, surface);
      case MASK -> cards((Long) value, route, surface);
      case OPTIONAL_MASK -> {
        OptionalLong o = (OptionalLong) value;
        if (o.isPresent()) {
          cards(o.getAsLong(), route, surface);
        }
      }
      case HOLDS_EVERY_HAND ->
          problems.add(route + " is a " + plan.why() + ", which holds every seat's hand");
      case OPAQUE ->
          problems.add(
              route
                  + ": cannot look inside "
                  + value.getClass().getName()
                  + " ("
                  + plan.why()
                  + ")");
      default -> {
        Boolean before = seen.get(value);
        if (before == null || (surface && !before)) {
          seen.put(value, surface);
          plan.expand(value, route, surface, this::push);
        }
      }
    }
  }

  /** A card mask reached at {@code route}. */
  private void cards(long bits, Route route, boolean surface) {
    if ((bits & concealed) != 0) {
      problems.add(
          route
              + " holds {"
              + CardSet.ofBits(bits & concealed)
              + "}, played face down and hidden from seat "
              + seat);
    }
    if (surface) {
      shown |= bits;
    } else if ((bits & hidden) != 0) {
      behind.add(new Reached(bits, route, false));
    }
  }

  private List<String> judge() {
    List<String> out = new ArrayList<>(problems);
    for (Reached r : behind) {
      long leak = (Long) r.value() & hidden & ~shown;
      if (leak != 0) {
        out.add(r.route() + " holds {" + CardSet.ofBits(leak) + "}, " + whose(leak));
      }
    }
    if (out.isEmpty()) {
      return out;
    }
    List<String> head = new ArrayList<>();
    head.add("the view of seat " + seat + " reaches what its seat may not know:");
    int most = 8;
    for (int i = 0; i < out.size() && i < most; i++) {
      head.add("  " + out.get(i));
    }
    if (out.size() > most) {
      head.add("  and " + (out.size() - most) + " more");
    }
    return List.of(String.join("\n", head));
  }

  private String whose(long cards) {
    List<String> in = new ArrayList<>();
    for (int s = 0; s < hands.size(); s++) {
      long here = cards & hands.get(s).bits();
      if (s != seat && here != 0) {
        in.add("{" + CardSet.ofBits(here) + "} in the hand of seat " + s);
      }
    }
    return "hidden from seat " + seat + ": " + String.join(", ", in);
  }

  /** A value reached by a route, on the view's surface or behind it. */
  private record Reached(Object value, Route route, boolean surface) {}

  /** The way from the view to a value, for messages: {@code HeartsView.play}, {@code ….get(3)}. */
  record Route(Route from, String name, int index) {
    /** The route to a field, component or method {@code name}. */
    Route to(String name) {
      return new Route(this, name, -1);
    }

    /** The route to element {@code index}. */
    Route at(int index) {
      return new Route(this, null, index);
    }

    @Override
    public String toString() {
      StringBuilder s = new StringBuilder();
      append(s);
      return s.toString();
    }

    private void append(StringBuilder s) {
      if (from != null) {
        from.append(s);
      }
      if (name == null) {
        s.append('[').append(index).append(']');
      } else {
        s.append(from == null ? "" : ".").append(name);
      }
    }
  }
}
