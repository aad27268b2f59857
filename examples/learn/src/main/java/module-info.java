/**
 * Encodings of every Tenace game for learning agents: a fixed integer action space per game and
 * rules, legal-action masks, and observation and information-state vectors of a seat's view, with
 * their layouts. Any game on the module or class path gets the generic encoding derived from its
 * definition and views; a game registers a {@link dev.tenace.learn.GameEncoder} for ids and
 * features of its own, as the four bundled games do here.
 */
module dev.tenace.learn {
  requires transitive dev.tenace.core;
  requires dev.tenace.hearts;
  requires dev.tenace.spades;
  requires dev.tenace.sheepshead;
  requires dev.tenace.suitability;
  requires static com.google.errorprone.annotations;

  exports dev.tenace.learn;

  uses dev.tenace.learn.GameEncoder;

  provides dev.tenace.learn.GameEncoder with
      dev.tenace.learn.HeartsEncoder.Registration,
      dev.tenace.learn.SpadesEncoder.Registration,
      dev.tenace.learn.SheepsheadEncoder.Registration,
      dev.tenace.learn.SuitabilityEncoder.Registration;
}
