package dev.tenace.core.access;

import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickHistory;

/**
 * Core's own way between two of its packages, not exported: trick play ({@code core.spi}) adds the
 * tricks it has checked card by card to a {@link TrickHistory} ({@code core.trick}), and shows the
 * trick in progress as a {@link Trick}, without checking them again. The public {@link
 * TrickHistory#first} and {@link TrickHistory#then} check every trick they are given, since anyone
 * may call them.
 *
 * <p>The history hands its unchecked constructors over when its class is initialized; {@link
 * #histories()} initializes it first.
 */
public final class TrickAccess {
  /** Histories made of tricks already checked by their maker. */
  public interface Histories {
    /**
     * The history of one trick.
     *
     * @param players the seats at the table
     * @param leader the trick's leader
     * @param packed its cards in play order ({@code Trick#packed()})
     * @param cards the same cards as a mask
     * @param winner its winner
     */
    TrickHistory first(int players, int leader, long packed, long cards, int winner);

    /** {@code before} with one more trick, given as in {@link #first}. */
    TrickHistory then(TrickHistory before, int leader, long packed, long cards, int winner);

    /**
     * The trick in progress, its {@code size} cards already checked: {@code Trick#ofPacked} without
     * checking them again.
     */
    Trick inProgress(int players, int leader, int size, long packed);
  }

  /** Set once by {@link TrickHistory}'s initialization; volatile, as it is read without a lock. */
  private static volatile Histories histories;

  private TrickAccess() {}

  /**
   * Called once, by {@link TrickHistory}'s initialization, and by no other class: code on the class
   * path cannot put its own histories in trick play's way by calling it first.
   *
   * @throws IllegalStateException when called from another class, or a second time
   */
  public static void set(Histories h) {
    if (StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).getCallerClass()
        != TrickHistory.class) {
      throw new IllegalStateException("the histories' access is set by TrickHistory alone");
    }
    synchronized (TrickAccess.class) {
      if (histories != null) {
        throw new IllegalStateException("the histories' access is set once, by TrickHistory");
      }
      histories = h;
    }
  }

  /**
   * The histories' unchecked constructors, initializing {@link TrickHistory} if it is not yet. No
   * lock is held while it initializes, so a thread initializing the history at the same time as
   * another initializes trick play cannot deadlock with it.
   */
  public static Histories histories() {
    Histories h = histories;
    if (h == null) {
      try {
        Class.forName(TrickHistory.class.getName(), true, TrickHistory.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
      h = histories;
    }
    return h;
  }
}
