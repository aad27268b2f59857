package dev.tenace.core.testkit;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Deck;
import dev.tenace.core.game.AbstractCardsAction;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.SearchCursor;
import dev.tenace.core.spi.DealSetup;
import dev.tenace.core.spi.Ints;
import dev.tenace.core.spi.Masks;
import dev.tenace.core.spi.Memo;
import dev.tenace.core.spi.TrickCursor;
import dev.tenace.core.spi.TrickPlay;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;

/**
 * How {@link ViewGraph} walks the instances of one class: what the class is to the check (a card, a
 * mask, an object that holds every hand, a container, a record, a class of the library with fields)
 * and how to read its parts. Made once per class.
 */
final class ViewPlan {
  /** What a class is to the check. */
  enum Kind {
    /** Holds no card: a number, a string, an enum, a rules object that names cards by rule. */
    LEAF,
    CARD,
    CARD_SET,
    /** A {@code Long}: read as a card mask. */
    MASK,
    OPTIONAL_MASK,
    HOLDS_EVERY_HAND,
    /** Cannot be looked inside. */
    OPAQUE,
    ITERABLE,
    MAP,
    OPTIONAL,
    OBJECT_ARRAY,
    LONG_ARRAY,
    RECORD,
    /** A class of the library, read by its fields. */
    FIELDS,
    CARD_PLAY,
    /** A game's {@link AbstractCardsAction}: its cards, then the fields its class adds. */
    CARDS_ACTION,
    TRICK,
    MASKS,
    MEMO
  }

  /** Where a value reached goes next. */
  @FunctionalInterface
  interface Sink {
    void push(Object value, ViewGraph.Route route, boolean surface);
  }

  /** A named part of an object: a field, a record component, a method without arguments. */
  interface Getter {
    String name();

    Object read(Object owner);
  }

  /** Types whose instances hold every seat's hand. */
  private static final List<Class<?>> HOLD_EVERY_HAND =
      List.of(
          GameState.class, TrickPlay.class, TrickCursor.class, DealSetup.class, SearchCursor.class);

  /** Methods of a view class that are not its surface. */
  private static final Set<String> NOT_SURFACE =
      Set.of("hashCode", "toString", "key", "sampler", "getClass");

  private static final ClassValue<ViewPlan> PLANS =
      new ClassValue<>() {
        @Override
        protected ViewPlan computeValue(Class<?> c) {
          return plan(c);
        }
      };

  private static final ClassValue<List<Getter>> SURFACES =
      new ClassValue<>() {
        @Override
        protected List<Getter> computeValue(Class<?> c) {
          return surfaceOf(c);
        }
      };

  private final Kind kind;
  private final String why;
  private final List<Getter> parts;

  private ViewPlan(Kind kind, String why, List<Getter> parts) {
    this.kind = kind;
    this.why = why;
    this.parts = parts;
  }

  private ViewPlan(Kind kind) {
    this(kind, "", List.of());
  }

  /** The plan of class {@code c}. */
  static ViewPlan of(Class<?> c) {
    return PLANS.get(c);
  }

  /**
   * The surface of a view class that is not a record: its public methods without arguments
   * (declared by the library's types), by name.
   */
  static List<Getter> surface(Class<?> c) {
    return SURFACES.get(c);
  }

  Kind kind() {
    return kind;
  }

  /** For {@link Kind#HOLDS_EVERY_HAND} the type, for {@link Kind#OPAQUE} the reason. */
  String why() {
    return why;
  }

  /** Pushes the parts of {@code o} (reached at {@code at}) to {@code sink}. */
  void expand(Object o, ViewGraph.Route at, boolean surface, Sink sink) {
    switch (kind) {
      case ITERABLE -> {
        int i = 0;
        for (Object e : (Iterable<?>) o) {
          sink.push(e, at.at(i++), surface);
        }
      }
      case MAP -> {
        int i = 0;
        for (Map.Entry<?, ?> e : ((Map<?, ?>) o).entrySet()) {
          ViewGraph.Route entry = at.at(i++);
          sink.push(e.getKey(), entry.to("key"), surface);
          sink.push(e.getValue(), entry.to("value"), surface);
        }
      }
      case OPTIONAL -> ((Optional<?>) o).ifPresent(v -> sink.push(v, at.to("get()"), surface));
      case OBJECT_ARRAY -> {
        Object[] a = (Object[]) o;
        for (int i = 0; i < a.length; i++) {
          sink.push(a[i], at.at(i), surface);
        }
      }
      case LONG_ARRAY -> {
        long[] a = (long[]) o;
        for (int i = 0; i < a.length; i++) {
          sink.push(a[i], at.at(i), surface);
        }
      }
      case TRICK -> sink.push(((Trick) o).cards(), at.to("cards()"), surface);
      case MASKS -> {
        Masks m = (Masks) o;
        for (int i = 0; i < m.size(); i++) {
          sink.push(m.get(i), at.at(i), surface);
        }
      }
      case MEMO -> sink.push(((Memo<?>) o).peek(), at.to("peek()"), surface);
      case CARD_PLAY -> {
        sink.push(((CardPlay) o).card(), at.to("card()"), surface);
        readParts(o, at, false, sink);
      }
      case CARDS_ACTION -> {
        sink.push(((AbstractCardsAction) o).cards(), at.to("cards()"), surface);
        readParts(o, at, false, sink);
      }
      case RECORD -> readParts(o, at, surface, sink);
      case FIELDS -> readParts(o, at, false, sink);
      default -> throw new IllegalStateException(kind + " has no parts");
    }
  }

  private void readParts(Object o, ViewGraph.Route at, boolean surface, Sink sink) {
    for (Getter g : parts) {
      sink.push(g.read(o), at.to(g.name()), surface);
    }
  }

  private static ViewPlan plan(Class<?> c) {
    for (Class<?> h : HOLD_EVERY_HAND) {
      if (h.isAssignableFrom(c)) {
        return new ViewPlan(Kind.HOLDS_EVERY_HAND, h.getSimpleName(), List.of());
      }
    }
    if (c == Card.class) {
      return new ViewPlan(Kind.CARD);
    } else if (c == CardSet.class) {
      return new ViewPlan(Kind.CARD_SET);
    } else if (c == Long.class) {
      return new ViewPlan(Kind.MASK);
    } else if (c == OptionalLong.class) {
      return new ViewPlan(Kind.OPTIONAL_MASK);
    } else if (c == Trick.class) {
      return new ViewPlan(Kind.TRICK);
    } else if (c == Masks.class) {
      return new ViewPlan(Kind.MASKS);
    } else if (c == Memo.class) {
      return new ViewPlan(Kind.MEMO);
    } else if (isLeaf(c)) {
      return new ViewPlan(Kind.LEAF);
    } else if (c.isArray()) {
      Class<?> e = c.getComponentType();
      return new ViewPlan(
          e == long.class ? Kind.LONG_ARRAY : e.isPrimitive() ? Kind.LEAF : Kind.OBJECT_ARRAY);
    } else if (c.isRecord()) {
      return components(c);
    } else if (Optional.class == c) {
      return new ViewPlan(Kind.OPTIONAL);
    } else if (Map.class.isAssignableFrom(c)) {
      return new ViewPlan(Kind.MAP);
    } else if (Collection.class.isAssignableFrom(c)) {
      // a collection is its elements, the library's own too (a legal-action list keeps a table of
      // every card's action to answer from: what it holds is the actions it lists)
      return new ViewPlan(Kind.ITERABLE);
    } else if (CardPlay.class.isAssignableFrom(c)) {
      return fields(c, Kind.CARD_PLAY);
    } else if (AbstractCardsAction.class.isAssignableFrom(c)) {
      return fields(c, Kind.CARDS_ACTION);
    } else if (isLibrary(c)) {
      return fields(c, Kind.FIELDS);
    } else if (Iterable.class.isAssignableFrom(c)) {
      return new ViewPlan(Kind.ITERABLE);
    }
    return new ViewPlan(
        Kind.OPAQUE, "not a class of the library, a record or a container", List.of());
  }

  /**
   * Classes that hold no card, or name cards only by rule (the same in every deal): rules objects
   * are not walked.
   */
  private static boolean isLeaf(Class<?> c) {
    return c.isPrimitive()
        || c == String.class
        || c == Integer.class
        || c == Short.class
        || c == Byte.class
        || c == Double.class
        || c == Float.class
        || c == Boolean.class
        || c == Character.class
        || c == Class.class
        || c == OptionalInt.class
        || c == OptionalDouble.class
        || Enum.class.isAssignableFrom(c)
        || TrickOrder.class.isAssignableFrom(c)
        || c == Deck.class
        || c == Ints.class;
  }

  private static boolean isLibrary(Class<?> c) {
    return c.getName().startsWith("dev.tenace.");
  }

  /** A record's components: its fields where they can be read, else its accessors. */
  private static ViewPlan components(Class<?> c) {
    List<Getter> parts = new ArrayList<>();
    for (RecordComponent rc : c.getRecordComponents()) {
      if (rc.getType().isPrimitive() && rc.getType() != long.class) {
        continue;
      }
      Field f = declaredField(c, rc.getName());
      if (f != null && f.trySetAccessible()) {
        parts.add(field(f));
      } else if (rc.getAccessor().trySetAccessible()) {
        parts.add(method(rc.getAccessor()));
      } else {
        return new ViewPlan(
            Kind.OPAQUE, "its component " + rc.getName() + " cannot be read", parts);
      }
    }
    return new ViewPlan(Kind.RECORD, "", List.copyOf(parts));
  }

  private static Field declaredField(Class<?> c, String name) {
    try {
      return c.getDeclaredField(name);
    } catch (NoSuchFieldException e) {
      return null;
    }
  }

  /**
   * The instance fields of the library's classes from {@code c} up (a card play's own card is read
   * by {@link CardPlay#card()}, a cards action's by {@link AbstractCardsAction#cards()}); primitive
   * fields other than {@code long} hold no card.
   */
  private static ViewPlan fields(Class<?> c, Kind kind) {
    List<Getter> parts = new ArrayList<>();
    for (Class<?> k = c;
        k != null && isLibrary(k) && k != CardPlay.class && k != AbstractCardsAction.class;
        k = k.getSuperclass()) {
      for (Field f : k.getDeclaredFields()) {
        if (Modifier.isStatic(f.getModifiers())
            || (f.getType().isPrimitive() && f.getType() != long.class)) {
          continue;
        }
        if (!f.trySetAccessible()) {
          return new ViewPlan(
              Kind.OPAQUE,
              "field "
                  + f.getName()
                  + " cannot be read: package "
                  + k.getPackageName()
                  + " is not open to the test kit",
              List.of());
        }
        parts.add(field(f));
      }
    }
    return new ViewPlan(kind, "", List.copyOf(parts));
  }

  private static List<Getter> surfaceOf(Class<?> c) {
    List<Getter> out = new ArrayList<>();
    for (Method m : c.getMethods()) {
      if (Modifier.isStatic(m.getModifiers())
          || m.getParameterCount() != 0
          || m.getReturnType() == void.class
          || m.isBridge()
          || m.isSynthetic()
          || NOT_SURFACE.contains(m.getName())
          || !isLibrary(m.getDeclaringClass())
          || !m.trySetAccessible()) {
        continue;
      }
      out.add(method(m));
    }
    out.sort(Comparator.comparing(Getter::name));
    return List.copyOf(out);
  }

  private static Getter field(Field f) {
    return new Getter() {
      @Override
      public String name() {
        return f.getName();
      }

      @Override
      public Object read(Object owner) {
        try {
          return f.get(owner);
        } catch (IllegalAccessException e) {
          throw new AssertionError("cannot read " + f, e);
        }
      }
    };
  }

  private static Getter method(Method m) {
    return new Getter() {
      @Override
      public String name() {
        return m.getName() + "()";
      }

      @Override
      public Object read(Object owner) {
        try {
          return m.invoke(owner);
        } catch (InvocationTargetException e) {
          return null; // a method that refuses here (e.g. a score before the end) shows nothing
        } catch (IllegalAccessException e) {
          throw new AssertionError("cannot call " + m, e);
        }
      }
    };
  }
}
