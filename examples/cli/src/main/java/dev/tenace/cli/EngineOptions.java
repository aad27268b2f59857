package dev.tenace.cli;

import dev.tenace.bots.engine.EngineSettings;
import dev.tenace.bots.engine.Engines;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The options of the commands that seat programs by {@code cmd:<command line>} ({@code simulate},
 * {@code play}, {@code ladder}; {@code examples/bots/PROTOCOL.md}): {@code --move-time} and {@code
 * --engine-fault}. A command with this mixin runs programs while it runs, and only then: its
 * execution is wrapped so that {@code cmd:} is allowed, faults are reported on the command's error
 * stream, a run in which a program broke the protocol ends with exit status {@value
 * Engines#EXIT_STATUS} (when it would have been 0), and every program still running when the
 * command ends is ended. {@code serve}, whose clients choose the seats, does not have it, so it
 * refuses {@code cmd:}; {@code web} has {@link Served}: the same options for the programs its
 * {@code --engine} names, and {@code cmd:} still refused.
 */
public class EngineOptions {
  @Spec(Spec.Target.MIXEE)
  CommandSpec mixee;

  private EngineSettings settings = EngineSettings.defaults();
  private boolean wrapped;

  EngineOptions() {}

  /**
   * The options of a server whose clients choose the seats ({@code tenace web}): the settings of
   * the programs the server itself names; a client's {@code cmd:} stays refused.
   */
  public static final class Served extends EngineOptions {
    @Override
    boolean allowsCommands() {
      return false;
    }
  }

  /** Whether the command's bot specs may start programs by {@code cmd:}. */
  boolean allowsCommands() {
    return true;
  }

  /** The settings the options give. */
  public EngineSettings settings() {
    return settings;
  }

  /** Where the command reports faults and passes the programs' standard error. */
  public java.io.PrintStream err() {
    return Tenace.IO.err;
  }

  @Option(
      names = "--move-time",
      paramLabel = "TIME",
      defaultValue = EngineSettings.DEFAULT_MOVE_TIME_MS + "ms",
      description =
          "time a program (cmd:, or web's engine:NAME) has per decision, as 500ms or 10s"
              + " (default: ${DEFAULT-VALUE})")
  void moveTime(String v) {
    try {
      settings = settings.withMoveTime(EngineSettings.parseTime(v));
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(
          mixee.commandLine(), "--move-time: " + e.getMessage());
    }
    wrap();
  }

  @Option(
      names = "--engine-fault",
      paramLabel = "fallback|fallback:BOT|forfeit",
      defaultValue = "fallback",
      description =
          "when a program (cmd:, engine:NAME) breaks the protocol, the bot that plays its seat"
              + " from then on"
              + " (fallback: random) or forfeit its match (default: ${DEFAULT-VALUE}); either way"
              + " the fault is reported and the exit status is "
              + Engines.EXIT_STATUS)
  void onFault(String v) {
    try {
      settings = settings.withFault(v);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(mixee.commandLine(), e.getMessage());
    }
    wrap();
  }

  /** Runs the command with programs allowed and these settings; exit status 5 after a fault. */
  private void wrap() {
    if (wrapped) {
      return;
    }
    wrapped = true;
    CommandLine root = mixee.root().commandLine();
    CommandLine.IExecutionStrategy inner = root.getExecutionStrategy();
    root.setExecutionStrategy(
        parsed -> {
          int before = Engines.faultCount();
          Engines.configure(settings);
          Engines.reportTo(Tenace.IO.err);
          Engines.allowCommands(allowsCommands());
          try {
            int status = inner.execute(parsed);
            int faults = Engines.faultCount() - before;
            if (status == 0 && faults > 0) {
              Tenace.IO.err.println(
                  "tenace: "
                      + faults
                      + " engine fault"
                      + (faults == 1 ? "" : "s")
                      + " (above); exit status "
                      + Engines.EXIT_STATUS);
              return Engines.EXIT_STATUS;
            }
            return status;
          } finally {
            Engines.closeAll(); // play's programs, and any a failed run left: none outlives it
            Engines.allowCommands(false);
            Engines.reportTo(null);
            Engines.configure(EngineSettings.defaults());
          }
        });
  }
}
