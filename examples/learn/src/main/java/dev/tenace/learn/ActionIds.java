package dev.tenace.learn;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.CardPlay;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.spi.CardActions;
import dev.tenace.core.spi.SubsetActions;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The action side of an {@link Encoder}: what an id does for a seat ({@link #choose}), and the
 * legal-action mask ({@link #mask}, {@link #legalIds}), read from the game's legal actions and the
 * seat's pending multi-card choice. The encoder's public methods of the same names call these.
 */
final class ActionIds {
  private ActionIds() {}

  /** {@link Encoder#choose}: what choosing {@code id} does for {@code e}. */
  static Either<RuleViolation, Step> choose(
      Encoder e, int seat, List<Action> legal, CardSet selected, int id) {
    if (id < 0 || id >= e.actionCount()) {
      return Either.left(
          new RuleViolation(
              RuleCode.UNKNOWN_ACTION,
              seat,
              "action id "
                  + id
                  + " is not an id of "
                  + e.game()
                  + " (0.."
                  + (e.actionCount() - 1)
                  + ")"));
    }
    if (!e.selects(id)) {
      return Either.right(new Step.Act(e.action(id).orElseThrow()));
    }
    Card card = Card.ofIndex(id - e.selectOffset());
    long sel = selected.bits();
    boolean any = false;
    boolean holds = false;
    Action complete = null;
    long next = sel | card.bit();
    Choice fast =
        legal instanceof SubsetActions<?, ?> subsets ? Choice.of(e, subsets, sel, next) : null;
    if (fast != null) {
      any = fast.any();
      holds = fast.holds();
      complete = fast.complete();
    }
    for (int i = 0, size = fast == null ? legal.size() : 0; i < size; i++) {
      Action a = legal.get(i);
      long c = e.cardsOf(a);
      if (c < 0 || (c & sel) != sel) {
        continue;
      }
      any = true;
      if ((c & card.bit()) != 0) {
        holds = true;
        if (c == next) {
          complete = a;
        }
      }
    }
    if (!any) {
      return Either.left(
          new RuleViolation(
              RuleCode.WRONG_PHASE,
              seat,
              "seat "
                  + seat
                  + " has no cards to "
                  + e.selectVerbOrNull()
                  + " now"
                  + (sel == 0 ? "" : " with " + selected + " chosen")
                  + "; its legal actions are "
                  + describe(legal)));
    }
    if ((sel & card.bit()) != 0) {
      return Either.left(
          new RuleViolation(
              Encoder.ALREADY_SELECTED,
              seat,
              "seat "
                  + seat
                  + " has already chosen "
                  + card
                  + " to "
                  + e.selectVerbOrNull()
                  + " (chosen so far: "
                  + selected
                  + ")"));
    }
    if (!holds) {
      return Either.left(
          new RuleViolation(
              RuleCode.CARD_NOT_HELD,
              seat,
              "seat "
                  + seat
                  + " may not choose "
                  + card
                  + " to "
                  + e.selectVerbOrNull()
                  + "; the cards it may choose are "
                  + CardSet.ofBits(selectable(e, legal, sel))));
    }
    if (complete != null) {
      return Either.right(new Step.Act(complete));
    }
    return Either.right(new Step.Select(CardSet.ofBits(next)));
  }

  /**
   * What the scan of {@link #choose} finds in a {@link SubsetActions} list (every k-subset of a
   * set), read from the set and k instead of from its elements (a Hearts pass lists 286): whether a
   * legal action contains the pending choice, whether one contains it and the chosen card, and the
   * action that the choice completes, or null.
   */
  record Choice(boolean any, boolean holds, Action complete) {
    /**
     * The choice of {@code next} after {@code sel} (both raw masks) in {@code subsets}, or null if
     * the list's actions do not carry exactly their subsets' cards (then the scan decides).
     */
    static Choice of(Encoder e, SubsetActions<?, ?> subsets, long sel, long next) {
      int size = subsets.size();
      if (size == 0) {
        return new Choice(false, false, null);
      }
      long first = subsets.subsetBits(0);
      if (e.cardsOf(subsets.get(0)) != first) {
        return null;
      }
      long from = span(subsets);
      int k = Long.bitCount(first);
      // a k-subset of the set contains sel (next) iff sel (next) is in the set and has at most k
      boolean any = (sel & ~from) == 0 && Long.bitCount(sel) <= k;
      boolean holds = (next & ~from) == 0 && Long.bitCount(next) <= k;
      Action complete = null;
      if (holds && Long.bitCount(next) == k) {
        complete = subsets.get((int) SubsetActions.rank(from, k, next));
        if (e.cardsOf(complete) != next) {
          return null;
        }
      }
      return new Choice(any, holds, complete);
    }
  }

  /**
   * The set a non-empty {@link SubsetActions} list chooses from: the lexicographic order lists {c1
   * … c(k-1), cj} for j = k … n first; their union is the whole set, reached when the set's highest
   * card (in the last subset) turns up.
   */
  private static long span(SubsetActions<?, ?> subsets) {
    long top = Long.highestOneBit(subsets.subsetBits(subsets.size() - 1));
    long from = subsets.subsetBits(0);
    for (int i = 1; (from & top) == 0; i++) {
      from |= subsets.subsetBits(i);
    }
    return from;
  }

  /** The cards that extend the pending choice {@code sel} toward a legal multi-card action. */
  private static long selectable(Encoder e, List<Action> legal, long sel) {
    long out = 0;
    for (Action a : legal) {
      long c = e.cardsOf(a);
      if (c >= 0 && (c & sel) == sel) {
        out |= c & ~sel;
      }
    }
    return out;
  }

  private static String describe(List<Action> legal) {
    if (legal.isEmpty()) {
      return "none";
    }
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < legal.size() && i < 8; i++) {
      texts.add(legal.get(i).text());
    }
    return String.join(", ", texts) + (legal.size() > 8 ? ", … (" + legal.size() + ")" : "");
  }

  /**
   * Marks in {@code out} exactly the ids that lead to one of the legal actions, given the seat's
   * pending choice; clears every other id.
   *
   * @param out at least {@link Encoder#actionCount()} entries
   */
  static void mask(Encoder e, List<Action> legal, CardSet selected, boolean[] out) {
    Arrays.fill(out, 0, e.actionCount(), false);
    long sel = selected.bits();
    long raw = rawChoices(e, legal, sel);
    if (raw != NOT_RAW) {
      // one block of ids from a mask: card plays from 0, card choices from the choice block
      int base = legal instanceof CardActions ? 0 : e.selectOffset();
      for (long b = raw; b != 0; b &= b - 1) {
        out[base + Long.numberOfTrailingZeros(b)] = true;
      }
      return;
    }
    for (int i = 0, size = legal.size(); i < size; i++) {
      Action a = legal.get(i);
      if (a instanceof CardPlay p) {
        if (sel == 0) {
          out[p.card().index()] = true;
        }
        continue;
      }
      long c = e.cardsOf(a);
      if (c >= 0) {
        if ((c & sel) == sel) {
          for (long b = c & ~sel; b != 0; b &= b - 1) {
            out[e.selectOffset() + Long.numberOfTrailingZeros(b)] = true;
          }
        }
      } else if (sel == 0) {
        out[idOf(e, a)] = true;
      }
    }
  }

  /** {@link #rawChoices}'s answer for a list that is not one of the raw kinds. */
  private static final long NOT_RAW = -1L;

  /**
   * The marked ids of a legal-action list that is a raw card mask in disguise, as a card mask
   * relative to its block, or {@link #NOT_RAW}: core's {@link CardActions} (the card plays of trick
   * play: the cards of {@link CardActions#mask()}, block 0) and {@link SubsetActions} (every
   * k-subset of a set of cards: a pass, a bury, an exchange; the cards of the set that extend the
   * pending choice, the card-choice block). Reading them so marks the same ids as walking the list,
   * without making an action per element (a Hearts pass lists 286).
   */
  private static long rawChoices(Encoder e, List<Action> legal, long sel) {
    if (legal instanceof CardActions<?> plays) {
      return sel == 0 ? plays.mask() : 0L;
    }
    if (legal instanceof SubsetActions<?, ?> subsets && e.selectOffset() >= 0) {
      int size = subsets.size();
      if (size == 0) {
        return 0L;
      }
      int k = Long.bitCount(subsets.subsetBits(0));
      long from = span(subsets);
      // every card of the set extends a choice of fewer than k of its cards, none extends another
      return (sel & ~from) == 0 && Long.bitCount(sel) < k ? from & ~sel : 0L;
    }
    return NOT_RAW;
  }

  /**
   * Writes the ids {@link Encoder#mask} marks into {@code out} in increasing order; returns how
   * many.
   *
   * @param out at least {@link Encoder#actionCount()} entries
   */
  static int legalIds(Encoder e, List<Action> legal, CardSet selected, int[] out) {
    long sel = selected.bits();
    long raw = rawChoices(e, legal, sel);
    if (raw != NOT_RAW) {
      int base = legal instanceof CardActions ? 0 : e.selectOffset();
      int k = 0;
      for (long b = raw; b != 0; b &= b - 1) {
        out[k++] = base + Long.numberOfTrailingZeros(b);
      }
      return k;
    }
    long lo = 0;
    long hi = 0;
    for (int i = 0, size = legal.size(); i < size; i++) {
      Action a = legal.get(i);
      if (a instanceof CardPlay p) {
        if (sel == 0) {
          lo |= 1L << p.card().index(); // card ids are below 64
        }
        continue;
      }
      long c = e.cardsOf(a);
      if (c >= 0) {
        if ((c & sel) == sel) {
          for (long b = c & ~sel; b != 0; b &= b - 1) {
            int id = e.selectOffset() + Long.numberOfTrailingZeros(b);
            if (id < 64) {
              lo |= 1L << id;
            } else {
              hi |= 1L << (id - 64);
            }
          }
        }
      } else if (sel == 0) {
        int id = idOf(e, a);
        if (id < 64) {
          lo |= 1L << id;
        } else {
          hi |= 1L << (id - 64);
        }
      }
    }
    int k = 0;
    for (long b = lo; b != 0; b &= b - 1) {
      out[k++] = Long.numberOfTrailingZeros(b);
    }
    for (long b = hi; b != 0; b &= b - 1) {
      out[k++] = 64 + Long.numberOfTrailingZeros(b);
    }
    return k;
  }

  /**
   * The id of a single-id legal action.
   *
   * @throws IllegalStateException naming the action if it has no id in the encoder's space
   */
  static int idOf(Encoder e, Action a) {
    int id = e.gameId(a);
    if (id < 0) {
      throw new IllegalStateException(
          "the legal action '"
              + a.text()
              + "' has no id in the action space of "
              + e.game()
              + " ("
              + e
              + "): its encoder does not know it");
    }
    return id;
  }
}
