package dev.tenace.core.card;

import io.vavr.control.Either;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * An immutable set of cards backed by one {@code long}: bit {@code i} is the card with {@link
 * Card#index() index} {@code i}.
 *
 * <p>Because the layout is suit-major with 13 contiguous bits per suit, questions a rules engine
 * asks all the time are single instructions: "does the hand hold the led suit" is {@code
 * hand.bits() & CardSet.suitMask(led)}; the lowest card in display order is the lowest set bit.
 * Iteration is in display order (clubs, diamonds, spades, hearts, each 2→A; jokers last) and is
 * stable.
 *
 * <pre>{@code
 * CardSet hand = CardSet.parse("AS KS 4D");
 * hand.contains(Card.parse("KS"));          // true
 * hand.inSuit(Suit.SPADES).toString();      // "KS AS"
 * hand.minus(CardSet.parse("AS")).size();   // 2
 * }</pre>
 *
 * <p>Hot loops may use the static {@code long} helpers ({@link #suitMask(Suit)}, {@link
 * #count(long)}) and wrap the result with {@link #ofBits(long)} only at the API boundary.
 */
public final class CardSet implements Iterable<Card> {
  /** The mask of all 55 valid card bits. */
  public static final long ALL_BITS = (1L << Card.COUNT) - 1;

  /** The mask of the 52 standard cards. */
  public static final long STANDARD_BITS = (1L << 52) - 1;

  /** The mask of the three jokers. */
  public static final long JOKER_BITS = ALL_BITS & ~STANDARD_BITS;

  private static final long[] SUIT_MASKS = new long[4];
  private static final long[] RANK_MASKS = new long[13];

  static {
    for (int s = 0; s < 4; s++) {
      SUIT_MASKS[s] = ((1L << 13) - 1) << (13 * s);
    }
    for (int r = 0; r < 13; r++) {
      long m = 0;
      for (int s = 0; s < 4; s++) {
        m |= 1L << (13 * s + r);
      }
      RANK_MASKS[r] = m;
    }
  }

  /** The empty set. */
  public static final CardSet EMPTY = new CardSet(0L);

  private final long bits;

  private CardSet(long bits) {
    this.bits = bits;
  }

  /**
   * The set whose members are the set bits of {@code bits}.
   *
   * @throws IllegalArgumentException if a bit above the last joker is set
   */
  public static CardSet ofBits(long bits) {
    if ((bits & ~ALL_BITS) != 0) {
      throw new IllegalArgumentException("bits 55-63 are not cards: " + Long.toHexString(bits));
    }
    return bits == 0 ? EMPTY : new CardSet(bits);
  }

  /** The set of the given cards (duplicates are ignored). */
  public static CardSet of(Card... cards) {
    long b = 0;
    for (Card c : cards) {
      b |= c.bit();
    }
    return ofBits(b);
  }

  /** The set of the given cards (duplicates are ignored). */
  public static CardSet of(Collection<Card> cards) {
    long b = 0;
    for (Card c : cards) {
      b |= c.bit();
    }
    return ofBits(b);
  }

  /**
   * Parses cards separated by white space and/or commas, optionally inside braces: {@code "AS KS
   * 4D"}, {@code "{AS KS 4D}"}, {@code "{}"} and {@code ""} are all accepted.
   *
   * @throws NotationException naming the position of the first unreadable card, or of a repeated
   *     card
   */
  public static CardSet parse(String text) {
    long b = 0;
    for (Card c : parseList(text)) {
      b |= c.bit();
    }
    return ofBits(b);
  }

  /**
   * Parses a list of cards in the given order (same syntax as {@link #parse}); a repeated card is
   * an error.
   *
   * @throws NotationException naming the position of the problem
   */
  public static List<Card> parseList(String text) {
    if (text == null) {
      throw new NotationException("null", 0, "card list is null");
    }
    int start = 0;
    int end = text.length();
    String trimmed = text.trim();
    if (trimmed.startsWith("{")) {
      start = text.indexOf('{') + 1;
      if (!trimmed.endsWith("}")) {
        throw new NotationException(text, text.length(), "missing closing '}'");
      }
      end = text.lastIndexOf('}');
    }
    List<Card> out = new ArrayList<>();
    long seen = 0;
    int i = start;
    while (i < end) {
      char ch = text.charAt(i);
      if (Character.isWhitespace(ch) || ch == ',') {
        i++;
        continue;
      }
      int j = i;
      while (j < end && !Character.isWhitespace(text.charAt(j)) && text.charAt(j) != ',') {
        j++;
      }
      Card c;
      try {
        c = Card.parse(text.substring(i, j));
      } catch (NotationException e) {
        throw e.within(text, i);
      }
      if ((seen & c.bit()) != 0) {
        throw new NotationException(text, i, "card " + c + " is listed twice");
      }
      seen |= c.bit();
      out.add(c);
      i = j;
    }
    return List.copyOf(out);
  }

  /** Parses a card set, returning the problem as a value instead of throwing. */
  public static Either<NotationException, CardSet> tryParse(String text) {
    try {
      return Either.right(parse(text));
    } catch (NotationException e) {
      return Either.left(e);
    }
  }

  /**
   * A uniformly random card index of a non-empty mask, for play-outs on masks ({@link
   * dev.tenace.core.game.SearchCursor#legalBits()}): the {@code k}-th lowest set bit for a uniform
   * {@code k} below the bit count. {@code k} is the high half of 32 random bits times the count
   * (Lemire's method: exact, without a division except in a correction step that almost never
   * runs), so one card costs one {@code nextLong} and a few bit operations.
   *
   * @throws IllegalArgumentException if {@code bits} is empty
   */
  public static int randomIndex(long bits, RandomGenerator rng) {
    int n = Long.bitCount(bits);
    if (n == 0) {
      throw new IllegalArgumentException("no card to pick from an empty mask");
    }
    long m = (rng.nextLong() >>> 32) * n;
    if ((m & 0xFFFF_FFFFL) < n) {
      long threshold = (0x1_0000_0000L - n) % n;
      while ((m & 0xFFFF_FFFFL) < threshold) {
        m = (rng.nextLong() >>> 32) * n;
      }
    }
    return select(bits, (int) (m >>> 32));
  }

  private static final long BYTE_ONES = 0x0101_0101_0101_0101L;
  private static final long BYTE_HIGHS = 0x8080_8080_8080_8080L;

  /**
   * The position of the {@code r}-th set bit (0-based) of each byte value: {@code [byte | r << 8]}.
   */
  private static final byte[] SELECT_IN_BYTE = new byte[256 * 8];

  static {
    for (int b = 0; b < 256; b++) {
      for (int r = 0, bit = 0; bit < 8; bit++) {
        if ((b & (1 << bit)) != 0) {
          SELECT_IN_BYTE[b | (r++ << 8)] = (byte) bit;
        }
      }
    }
  }

  /**
   * The index of the {@code k}-th lowest set bit of {@code bits}, {@code 0 <= k < bitCount(bits)},
   * without a branch: a random {@code k} makes a loop's exit unpredictable, which costs more than
   * this. The bytes' bit counts are summed into running totals by one multiplication, the byte
   * holding the bit is the number of totals not above {@code k} (compared byte by byte in one
   * subtraction), and a table gives the bit within that byte (broadword selection, after Vigna,
   * "Broadword implementation of rank/select queries", 2008).
   */
  private static int select(long bits, int k) {
    long s = bits - ((bits >>> 1) & 0x5555_5555_5555_5555L);
    s = (s & 0x3333_3333_3333_3333L) + ((s >>> 2) & 0x3333_3333_3333_3333L);
    s = (s + (s >>> 4)) & 0x0F0F_0F0F_0F0F_0F0FL;
    long totals = s * BYTE_ONES; // byte i: the set bits in bytes 0..i
    // byte i has its high bit set when totals_i <= k (both below 128: no borrow between bytes)
    long atMost = ((((long) k * BYTE_ONES) | BYTE_HIGHS) - totals) & BYTE_HIGHS;
    int shift = Long.bitCount(atMost) << 3;
    int before = (int) (((totals << 8) >>> shift) & 0xFF);
    return shift + SELECT_IN_BYTE[(int) ((bits >>> shift) & 0xFF) | ((k - before) << 8)];
  }

  /** The 13-bit mask of a suit. */
  public static long suitMask(Suit suit) {
    return SUIT_MASKS[suit.ordinal()];
  }

  /** The 4-bit mask of a rank across the four suits. */
  public static long rankMask(Rank rank) {
    return RANK_MASKS[rank.ordinal()];
  }

  /** Number of cards in a raw mask. */
  public static int count(long bits) {
    return Long.bitCount(bits);
  }

  /**
   * The index of the {@code k}-th set bit (0-based, in display order) of a raw mask.
   *
   * @throws IndexOutOfBoundsException if the mask has {@code k} or fewer bits
   */
  public static int selectIndex(long bits, int k) {
    if (k < 0 || k >= Long.bitCount(bits)) {
      throw new IndexOutOfBoundsException("index " + k + " of a set of " + Long.bitCount(bits));
    }
    return select(bits, k);
  }

  /** The raw 64-bit representation. */
  public long bits() {
    return bits;
  }

  /** Number of cards. */
  public int size() {
    return Long.bitCount(bits);
  }

  /** Whether the set has no card. */
  public boolean isEmpty() {
    return bits == 0;
  }

  /** Whether the card is a member. */
  public boolean contains(Card card) {
    return (bits & card.bit()) != 0;
  }

  /** Whether every card of {@code other} is a member. */
  public boolean containsAll(CardSet other) {
    return (other.bits & ~bits) == 0;
  }

  /** Whether the two sets share a card. */
  public boolean intersects(CardSet other) {
    return (bits & other.bits) != 0;
  }

  /** This set with the card added. */
  public CardSet plus(Card card) {
    return ofBits(bits | card.bit());
  }

  /** This set with the card removed. */
  public CardSet minus(Card card) {
    return ofBits(bits & ~card.bit());
  }

  /** The union. */
  public CardSet union(CardSet other) {
    return ofBits(bits | other.bits);
  }

  /** The intersection. */
  public CardSet intersect(CardSet other) {
    return ofBits(bits & other.bits);
  }

  /** The cards of this set that are not in {@code other}. */
  public CardSet minus(CardSet other) {
    return ofBits(bits & ~other.bits);
  }

  /** The cards of this set in the given printed suit. */
  public CardSet inSuit(Suit suit) {
    return ofBits(bits & SUIT_MASKS[suit.ordinal()]);
  }

  /** The cards of this set with the given rank. */
  public CardSet withRank(Rank rank) {
    return ofBits(bits & RANK_MASKS[rank.ordinal()]);
  }

  /** The jokers of this set. */
  public CardSet jokers() {
    return ofBits(bits & JOKER_BITS);
  }

  /** The cards grouped by printed suit, every suit present (possibly empty), in display order. */
  public Map<Suit, CardSet> bySuit() {
    Map<Suit, CardSet> m = new EnumMap<>(Suit.class);
    for (Suit s : Suit.values()) {
      m.put(s, inSuit(s));
    }
    return m;
  }

  /**
   * The first card in display order.
   *
   * @throws NoSuchElementException if the set is empty
   */
  public Card first() {
    if (bits == 0) {
      throw new NoSuchElementException("empty card set has no first card");
    }
    return Card.ofIndex(Long.numberOfTrailingZeros(bits));
  }

  /**
   * The last card in display order.
   *
   * @throws NoSuchElementException if the set is empty
   */
  public Card last() {
    if (bits == 0) {
      throw new NoSuchElementException("empty card set has no last card");
    }
    return Card.ofIndex(63 - Long.numberOfLeadingZeros(bits));
  }

  /**
   * The {@code k}-th card in display order (0-based).
   *
   * @throws IndexOutOfBoundsException if {@code k} is not below {@link #size()}
   */
  public Card get(int k) {
    return Card.ofIndex(selectIndex(bits, k));
  }

  /** The cards in display order, as an unmodifiable list that reads the bits lazily. */
  public List<Card> toList() {
    final long b = bits;
    final int n = Long.bitCount(b);
    return new AbstractList<>() {
      @Override
      public Card get(int index) {
        return Card.ofIndex(selectIndex(b, index));
      }

      @Override
      public int size() {
        return n;
      }
    };
  }

  /** The cards in display order. */
  public Stream<Card> stream() {
    return StreamSupport.stream(spliterator(), false);
  }

  @Override
  public Iterator<Card> iterator() {
    return new Iterator<>() {
      private long rest = bits;

      @Override
      public boolean hasNext() {
        return rest != 0;
      }

      @Override
      public Card next() {
        if (rest == 0) {
          throw new NoSuchElementException();
        }
        int i = Long.numberOfTrailingZeros(rest);
        rest &= rest - 1;
        return Card.ofIndex(i);
      }
    };
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CardSet other && other.bits == bits;
  }

  @Override
  public int hashCode() {
    // mixed, not Long.hashCode: that folds card i onto card i + 32, so two sets that trade such
    // cards (8D and AH) would hash alike, and so would a record holding both (a hand and a bury)
    return (int) ((bits * 0x9E3779B97F4A7C15L) >>> 32);
  }

  /**
   * The cards in display order separated by single spaces, e.g. {@code "4D KS AS"}; empty: {@code
   * ""}.
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(3 * Long.bitCount(bits));
    for (long b = bits; b != 0; b &= b - 1) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(Card.ofIndex(Long.numberOfTrailingZeros(b)));
    }
    return sb.toString();
  }

  /** The rules-file notation with braces, e.g. {@code "{4D KS AS}"}. */
  public String toNotation() {
    return "{" + this + "}";
  }
}
