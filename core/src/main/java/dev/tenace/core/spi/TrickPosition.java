package dev.tenace.core.spi;

/**
 * What a {@link PlayRule} reads of a trick-play position. Both the immutable {@link TrickPlay} and
 * the mutable {@link TrickCursor} of search loops are positions, so one rule object, and one legal
 * card cascade, serves both: the cursor is not a second implementation of the rules.
 *
 * <p>A third kind of position is what every seat sees of a play: {@link PlayReveals} asks each rule
 * what a play reveals ({@link PlayRule#reveal}) at positions of public facts only, whose {@link
 * #handBits} and {@link #legalBits} throw.
 *
 * <p>Cards are bit masks by {@link dev.tenace.core.card.Card#index()}, seats are 0-based.
 */
public interface TrickPosition {
  /** Number of seats. */
  int players();

  /** Number of tricks of the phase (the starting hand size). */
  int totalTricks();

  /** Number of completed tricks. */
  int tricksPlayed();

  /** Whether no trick is complete yet. */
  default boolean isFirstTrick() {
    return tricksPlayed() == 0;
  }

  /** Whether the next card is a lead. */
  boolean isLeading();

  /** The seat to play, or {@code -1} when all tricks are played. */
  int toPlay();

  /** Every card played so far, the trick in progress included. */
  long playedBits();

  /** The seat's current hand. */
  long handBits(int seat);

  /** The led card of the trick in progress as a card index, or {@code -1} when leading. */
  int ledCardIndex();

  /** The cards that led the completed tricks. */
  long completedLeadBits();

  /**
   * The legal cards of the seat to play. A rule's {@code explain} may read it; its {@code restrict}
   * must not (it is computing it).
   */
  long legalBits();
}
