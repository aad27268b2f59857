package dev.tenace.core.trick;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.card.Rank;
import dev.tenace.core.card.Suit;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/** The one implementation of {@link TrickOrder}: three small arrays built once per shape. */
final class TabledTrickOrder implements TrickOrder {
  static final TabledTrickOrder NO_TRUMP = natural(-1, -1, false, "no trump");
  private static final TabledTrickOrder[] TRUMP_SUIT = new TabledTrickOrder[4];

  /** Cache of suit-role orders: index (trump+1) * 5 + (reversed+1), times 2 for jokers. */
  private static final TabledTrickOrder[] ROLES = new TabledTrickOrder[50];

  static {
    for (Suit s : Suit.values()) {
      TRUMP_SUIT[s.ordinal()] = natural(s.ordinal(), -1, false, s.plural() + " trump");
    }
    for (int t = -1; t < 4; t++) {
      for (int r = -1; r < 4; r++) {
        if (t >= 0 && t == r) {
          continue;
        }
        for (int j = 0; j < 2; j++) {
          String name =
              "roles(trump "
                  + (t < 0 ? "none" : Suit.ofOrdinal(t).plural())
                  + ", reversed "
                  + (r < 0 ? "none" : Suit.ofOrdinal(r).plural())
                  + (j == 1 ? ", jokers" : "")
                  + ")";
          ROLES[((t + 1) * 5 + (r + 1)) * 2 + j] = natural(t, r, j == 1, name);
        }
      }
    }
  }

  private final int[] effective = new int[64];
  private final int[] strength = new int[64];
  private final long[] masks = new long[EFFECTIVE_SUITS];

  /** {@link #beaters} by card index. */
  private final long[] beaters = new long[64];

  private final int trump;
  private final long wild;
  private final String name;

  private TabledTrickOrder(int trump, long wild, String name) {
    this.trump = trump;
    this.wild = wild;
    this.name = name;
  }

  private static TabledTrickOrder natural(
      int trumpSuit, int reversedSuit, boolean jokers, String name) {
    TabledTrickOrder o = new TabledTrickOrder(trumpSuit, jokers ? CardSet.JOKER_BITS : 0L, name);
    for (int i = 0; i < 52; i++) {
      int suit = i / 13;
      int rank = i % 13;
      o.effective[i] = suit;
      o.strength[i] = suit == reversedSuit ? 12 - rank : rank;
    }
    for (int i = 52; i < 64; i++) {
      o.effective[i] = NO_SUIT;
    }
    o.fillMasks();
    return o;
  }

  static TrickOrder trumpSuit(Suit trump) {
    return TRUMP_SUIT[Objects.requireNonNull(trump, "trump suit is null").ordinal()];
  }

  static TrickOrder suitRoles(Suit trump, Suit reversed, boolean jokers) {
    if (trump != null && trump == reversed) {
      throw new IllegalArgumentException(trump.plural() + " cannot be both trump and reversed");
    }
    int t = trump == null ? -1 : trump.ordinal();
    int r = reversed == null ? -1 : reversed.ordinal();
    return ROLES[((t + 1) * 5 + (r + 1)) * 2 + (jokers ? 1 : 0)];
  }

  static TrickOrder trumpGroup(List<Card> trumpsHighToLow, List<Rank> plainRanksHighToLow) {
    Objects.requireNonNull(trumpsHighToLow, "trumps is null");
    Objects.requireNonNull(plainRanksHighToLow, "plain ranks is null");
    TabledTrickOrder o =
        new TabledTrickOrder(
            TRUMP, 0L, "trump group " + trumpsHighToLow + ", plain " + plainRanksHighToLow);
    int[] rankStrength = new int[13];
    for (int r = 0; r < 13; r++) {
      rankStrength[r] = r; // unlisted ranks: natural order, below all listed ones
    }
    for (int k = 0; k < plainRanksHighToLow.size(); k++) {
      rankStrength[plainRanksHighToLow.get(k).ordinal()] = 100 - k;
    }
    for (int i = 0; i < 52; i++) {
      o.effective[i] = i / 13;
      o.strength[i] = rankStrength[i % 13];
    }
    for (int i = 52; i < 64; i++) {
      o.effective[i] = NO_SUIT;
    }
    long seen = 0;
    for (int k = 0; k < trumpsHighToLow.size(); k++) {
      Card c = Objects.requireNonNull(trumpsHighToLow.get(k), "a trump is null");
      if (c.isJoker() || (seen & c.bit()) != 0) {
        throw new IllegalArgumentException("trump group lists " + c + " twice or lists a joker");
      }
      seen |= c.bit();
      o.effective[c.index()] = TRUMP;
      o.strength[c.index()] = trumpsHighToLow.size() - k;
    }
    o.fillMasks();
    return o;
  }

  private void fillMasks() {
    Arrays.fill(masks, 0L);
    for (int i = 0; i < Card.COUNT; i++) {
      masks[effective[i]] |= 1L << i;
    }
    for (int card = 0; card < 64; card++) {
      beaters[card] = TrickOrder.super.beaters(card);
    }
  }

  @Override
  public long beaters(int card) {
    return beaters[card];
  }

  @Override
  public int effectiveSuit(int cardIndex) {
    return effective[cardIndex];
  }

  @Override
  public int strength(int cardIndex) {
    return strength[cardIndex];
  }

  @Override
  public long suitMask(int effectiveSuit) {
    return masks[effectiveSuit];
  }

  @Override
  public int trumpSuit() {
    return trump;
  }

  @Override
  public long wildCards() {
    return wild;
  }

  @Override
  public String toString() {
    return "TrickOrder(" + name + ")";
  }
}
