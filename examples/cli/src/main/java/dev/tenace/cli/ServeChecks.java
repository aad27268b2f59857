package dev.tenace.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tenace.core.game.GameDefinition;

/**
 * What {@code tenace serve} checks of a table's request, for the other servers of this module
 * ({@code tenace web}'s rooms): the rules of a request's {@code "rules"} and a bot's search budget,
 * each refused with the sentence {@code serve} answers.
 */
public final class ServeChecks {
  private ServeChecks() {}

  /**
   * The rules a request's {@code "rules"} names (a {@code preset,name=value} text or an object of
   * variant values; the game's defaults if absent).
   *
   * @throws IllegalArgumentException naming what is wrong
   */
  public static <R> R rules(GameDefinition<R, ?, ?> game, JsonNode request) {
    try {
      return ServeRequests.rules(game, request);
    } catch (ServeSession.BadRequest e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  /**
   * Checks a bot's search budget against {@code limits} (the registry checks the rest of the spec
   * when the bot is made).
   *
   * @throws IllegalArgumentException naming the bot and the bound
   */
  public static void botBudget(String spec, ServeSession.Limits limits) {
    try {
      ServeSeats.checkBudget(spec, limits);
    } catch (ServeSession.BadRequest e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  /** The seed of the bot of {@code seat} at a table of seed {@code seed}, as {@code serve}'s. */
  public static long botSeed(long seed, int seat) {
    return ServeSession.botSeed(seed, seat);
  }
}
