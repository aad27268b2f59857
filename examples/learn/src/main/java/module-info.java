/**
 * Encodings of every bundled Tenace game for learning agents: a fixed integer action space per game
 * and rules, legal-action masks, and observation and information-state vectors of a seat's view,
 * with their layouts. Built on the public API of core and the games only.
 */
module dev.tenace.learn {
  requires transitive dev.tenace.core;
  requires dev.tenace.hearts;
  requires dev.tenace.spades;
  requires dev.tenace.sheepshead;
  requires dev.tenace.suitability;
  requires static com.google.errorprone.annotations;

  exports dev.tenace.learn;
}
