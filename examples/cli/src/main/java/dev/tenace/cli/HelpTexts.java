package dev.tenace.cli;

import java.util.ListResourceBundle;

/**
 * The help lines of {@link SharedOptions} that read differently in one command, by the command's
 * qualified name and the option's {@code descriptionKey} ({@code tenace.ladder.seed}); picocli
 * looks them up for every command ({@code @Command(resourceBundle = ...)} on {@link Tenace}) and
 * takes the option's own line where there is none.
 */
public final class HelpTexts extends ListResourceBundle {
  @Override
  protected Object[][] getContents() {
    return new Object[][] {
      {"tenace.rules", "preset and/or name=value,... over the defaults"},
      {
        "tenace.bots",
        "bots per seat, comma-separated (random, heuristic, pimc, pimc:N with N 1..100000, pimc:Tms,"
            + " ismcts, ismcts:N, ismcts:Tms); default heuristic,pimc,heuristic,random"
      },
      {
        "tenace.play.bots",
        "bots for the other seats (one, or one per seat; yours is ignored; listed below);"
            + " default best, the game's strongest bot within 100 ms a decision"
      },
      {"tenace.ladder.seed", "seed of the deals, any whole number (default: ${DEFAULT-VALUE})"},
    };
  }
}
