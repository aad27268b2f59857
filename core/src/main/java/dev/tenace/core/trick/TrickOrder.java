package dev.tenace.core.trick;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import java.util.List;

/**
 * How cards compare in a trick: every card has an <em>effective suit</em> (what it follows as and
 * what it must be followed with) and a <em>strength</em> within that effective suit.
 *
 * <p>Effective suits are small integers: {@code 0–3} are the printed suits by {@link
 * Suit#ordinal()}, {@link #TRUMP} is a trump group that crosses printed suits (all queens, jacks
 * and diamonds in Sheepshead), {@link #NO_SUIT} is for jokers. One rule resolves every trick, given
 * the led card {@code l}:
 *
 * <ol>
 *   <li>if {@code l} is a {@linkplain #wildCards() wild card} (a joker), it wins;
 *   <li>otherwise, if any card of the {@linkplain #trumpSuit() trump effective suit} was played,
 *       the strongest such card wins;
 *   <li>otherwise the strongest card of {@code l}'s effective suit wins; wild cards and cards of
 *       other effective suits never win.
 * </ol>
 *
 * Following: a player holding a card of the led effective suit must play one, but may always play a
 * wild card; a wild lead can be followed by anything.
 *
 * <p>The four shapes the games need are built by the factories: {@link #noTrump()} (Hearts), {@link
 * #trumpSuit(Suit)} (Spades), {@link #trumpGroup(List, List)} (Sheepshead) and {@link
 * #suitRoles(Suit, Suit, boolean)} (Suitability: a trump, a reversed suit, jokers). All return
 * table-driven implementations, so {@link #effectiveSuit(int)} and {@link #strength(int)} are array
 * reads.
 */
public interface TrickOrder {
  /** The effective suit of a trump group that crosses printed suits. */
  int TRUMP = 4;

  /** The effective suit of cards that belong to no suit (jokers). */
  int NO_SUIT = 5;

  /** Number of effective-suit codes ({@code 0 … 5}). */
  int EFFECTIVE_SUITS = 6;

  /** The effective suit of the card with this index. */
  int effectiveSuit(int cardIndex);

  /** The effective suit of a card. */
  default int effectiveSuit(Card card) {
    return effectiveSuit(card.index());
  }

  /** The strength of a card within its effective suit; higher is stronger. */
  int strength(int cardIndex);

  /** The mask of all cards (of any deck) whose effective suit is {@code effectiveSuit}. */
  long suitMask(int effectiveSuit);

  /** The effective suit that beats all others, or {@code -1} when there is no trump. */
  int trumpSuit();

  /** Cards that may be played at any time, win when led and lose otherwise (jokers); often 0. */
  long wildCards();

  /**
   * The cards of {@code hand} that may be played to a trick led with {@code ledCard} under the
   * follow rule alone (other restrictions are {@link PlayRule}s): {@link #follow} with {@link
   * #followMask} and {@link #wildCards}, which is how positions and search cursors apply the rule.
   * An order changes what must be followed through {@link #followMask}, not by overriding this.
   */
  default long legalFollow(long hand, int ledCard) {
    return follow(hand, followMask(ledCard), wildCards());
  }

  /**
   * What a hand must follow {@code ledCard} with: the mask of its effective suit, or every card
   * when it is a {@linkplain #wildCards() wild card}. Fixed for a whole trick, so a search loop
   * computes it once per trick and then {@link #follow} per card.
   */
  default long followMask(int ledCard) {
    return (wildCards() & (1L << ledCard)) != 0 ? -1L : suitMask(effectiveSuit(ledCard));
  }

  /**
   * The follow rule on masks ({@link #legalFollow}): the cards of {@code hand} in {@code
   * followMask} ({@link #followMask}) and its wild cards, or the whole hand when it holds none of
   * {@code followMask}.
   */
  static long follow(long hand, long followMask, long wild) {
    long same = hand & followMask;
    // without a branch on the cards, which are random in a search: holds has every bit set when
    // the hand holds a card of followMask, none when it does not
    long holds = (same | -same) >> 63;
    return ((same | (hand & wild)) & holds) | (hand & ~holds);
  }

  /**
   * The position (0-based, in play order) of the winning card among {@code count} cards packed 8
   * bits each in {@code packed} (as in {@link Trick#packed()}), the led card first: the led card
   * wins until a card of its {@link #beaters} is played, which then wins until one of its own
   * beaters is played, and so on.
   */
  default int winningPosition(long packed, int count) {
    int best = 0;
    long beat = beaters((int) (packed & 0xFF));
    for (int i = 1; i < count; i++) {
      int card = (int) ((packed >>> (8 * i)) & 0xFF);
      // without a branch on the cards, which are random in a search
      long mine = beaters(card);
      boolean beats = ((beat >>> card) & 1) != 0;
      best = beats ? i : best;
      beat = beats ? mine : beat;
    }
    return best;
  }

  /**
   * The suits the followers of one trick showed void in, per seat: each seat after the leader that
   * played a non-wild card of another effective suit than a non-wild lead is void in the led
   * effective suit. The result holds 8 bits a seat (seat {@code s} in bits {@code 8s..8s+7}), bit
   * {@code e} of a seat's byte for effective suit {@code e}.
   *
   * <pre>{@code
   * long v = order.voidsShown(4, 0, trick.packed(), trick.size());
   * boolean eastVoidInLed = ((v >>> 8) & (1 << order.effectiveSuit(led))) != 0;
   * }</pre>
   *
   * @param players the seats at the table
   * @param leader the trick's leader
   * @param packed the trick's cards packed in play order as {@link Trick#packed()}, the lead first
   * @param size how many cards the trick holds so far
   */
  default long voidsShown(int players, int leader, long packed, int size) {
    if (size < 2) {
      return 0L;
    }
    long wild = wildCards();
    int led = (int) (packed & 0xFF);
    if ((wild & (1L << led)) != 0) {
      return 0L;
    }
    int ledSuit = effectiveSuit(led);
    long voids = 0;
    for (int i = 1, seat = leader + 1; i < size; i++, seat++) {
      int c = (int) ((packed >>> (8 * i)) & 0xFF);
      if ((wild & (1L << c)) == 0 && effectiveSuit(c) != ledSuit) {
        voids |= 1L << (8 * (seat % players) + ledSuit);
      }
    }
    return voids;
  }

  /**
   * The cards that take a trick from {@code card} while it is winning the trick, as a mask: the
   * trick-winning rule as one mask per card. A {@linkplain #wildCards() wild} card that leads wins
   * (no beaters). Otherwise a winning card is the led card or a card of the led effective suit or a
   * trump, and it is beaten by the stronger cards of its own effective suit and, unless it is a
   * trump, by every trump; a card of any other effective suit, or a wild card played after the
   * lead, never wins. A search loop finds a trick's winner as the cards come: a played card wins
   * now exactly when it is in the mask of the card winning so far.
   */
  default long beaters(int card) {
    if ((wildCards() & (1L << card)) != 0) {
      return 0L;
    }
    int suit = effectiveSuit(card);
    int trump = trumpSuit();
    long beaters = trump == -1 || suit == trump ? 0L : suitMask(trump) & ~wildCards();
    int strength = strength(card);
    for (long m = suitMask(suit) & ~wildCards(); m != 0; m &= m - 1) {
      int other = Long.numberOfTrailingZeros(m);
      if (strength(other) > strength) {
        beaters |= 1L << other;
      }
    }
    return beaters;
  }

  /** Describes an effective suit in words for rule explanations: "hearts", "trumps", "jokers". */
  default String describe(int effectiveSuit) {
    if (effectiveSuit >= 0 && effectiveSuit < 4) {
      return Suit.ofOrdinal(effectiveSuit).plural();
    }
    return effectiveSuit == TRUMP ? "trumps" : "jokers";
  }

  /** No trump: the highest card of the led suit wins, {@code A} high (Hearts). */
  static TrickOrder noTrump() {
    return TabledTrickOrder.NO_TRUMP;
  }

  /** One printed suit is trump, {@code A} high everywhere (Spades: {@code trumpSuit(SPADES)}). */
  static TrickOrder trumpSuit(Suit trump) {
    return TabledTrickOrder.trumpSuit(trump);
  }

  /**
   * A trump group that crosses printed suits, with its own order, and plain ("fail") suits with a
   * game-specific rank order (Sheepshead).
   *
   * @param trumpsHighToLow every trump, strongest first; they all get effective suit {@link #TRUMP}
   * @param plainRanksHighToLow rank order of the other cards, strongest first; ranks not listed
   *     rank below the listed ones in natural order
   */
  static TrickOrder trumpGroup(List<Card> trumpsHighToLow, List<Rank> plainRanksHighToLow) {
    return TabledTrickOrder.trumpGroup(trumpsHighToLow, plainRanksHighToLow);
  }

  /**
   * Suit roles chosen during the deal (Suitability): an optional trump suit (normal order), an
   * optional reversed suit ({@code 2} highest, {@code A} lowest), and optionally the jokers {@code
   * X1 X2 X3} as wild cards.
   *
   * @param trump the trump suit, or {@code null} for none
   * @param reversed the suit whose ranks run backwards, or {@code null} for none; must differ from
   *     {@code trump}
   * @param jokers whether the jokers are wild cards
   */
  static TrickOrder suitRoles(Suit trump, Suit reversed, boolean jokers) {
    return TabledTrickOrder.suitRoles(trump, reversed, jokers);
  }
}
