package dev.tenace.bots.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * The words of a {@code cmd:} command line, split as {@code PROTOCOL.md} says: at spaces, a word in
 * single or double quotes kept whole, {@code %2C} a comma and {@code %25} a percent sign (a bot
 * list is comma-separated, so a comma is never written as itself). No shell runs: no variables,
 * globs, pipes or redirections.
 */
final class CommandWords {
  private CommandWords() {}

  /**
   * The program and its arguments.
   *
   * @throws IllegalArgumentException naming the spec if the line is empty or a quote is not closed
   */
  static List<String> split(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder w = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          w.append(c);
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          words.add(decode(w.toString()));
          w.setLength(0);
          inWord = false;
        }
      } else {
        w.append(c);
        inWord = true;
      }
    }
    if (quote != 0) {
      throw new IllegalArgumentException(
          "bot 'cmd:" + line + "': the quote " + quote + " is not closed");
    }
    if (inWord) {
      words.add(decode(w.toString()));
    }
    if (words.isEmpty()) {
      throw new IllegalArgumentException(
          "bot 'cmd:': name the program to run, as in cmd:python3 examples/python/bot.py");
    }
    return List.copyOf(words);
  }

  /** {@code %2C} a comma, {@code %25} a percent sign, in one pass; any other text as written. */
  private static String decode(String word) {
    StringBuilder b = new StringBuilder(word.length());
    for (int i = 0; i < word.length(); i++) {
      String next = word.substring(i, Math.min(word.length(), i + 3));
      if (next.equalsIgnoreCase("%2C")) {
        b.append(',');
        i += 2;
      } else if (next.equals("%25")) {
        b.append('%');
        i += 2;
      } else {
        b.append(word.charAt(i));
      }
    }
    return b.toString();
  }
}
