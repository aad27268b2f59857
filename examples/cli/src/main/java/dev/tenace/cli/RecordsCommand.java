package dev.tenace.cli;

import dev.tenace.cli.store.StoreException;
import dev.tenace.cli.store.TableInfo;
import dev.tenace.cli.store.TableStore;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code tenace records}: the tables of a table store ({@link TableStore}, the database {@code
 * tenace web} keeps them in) without the server: {@code list} them, {@code export} finished matches
 * as game records in the replay format (JSON Lines, for {@code tenace replay}).
 */
@Command(
    name = "records",
    mixinStandardHelpOptions = true,
    versionProvider = Tenace.Version.class,
    description =
        "List the tables of a table store and export finished matches as game records (JSON Lines).",
    subcommands = {RecordsCommand.ListTables.class, RecordsCommand.Export.class})
final class RecordsCommand implements Callable<Integer> {
  @Option(
      names = "--db",
      paramLabel = "FILE|URL",
      description = "a SQLite file or a jdbc: URL (default: ${DEFAULT-VALUE})")
  String db = "tenace.db";

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    throw new ParameterException(spec.commandLine(), "name what to do: list or export");
  }

  /** Opens the store; a database that cannot be opened is bad input (one line). */
  TableStore open() {
    try {
      return TableStore.open(db);
    } catch (StoreException e) {
      throw new Failure(Failure.BAD_INPUT, e.getMessage(), e);
    }
  }

  /** {@code records list}: one line per table, open ones first. */
  @Command(
      name = "list",
      mixinStandardHelpOptions = true,
      versionProvider = Tenace.Version.class,
      description =
          "One line per table, tab-separated: id, game, created, finished (or open), result.")
  static final class ListTables implements Callable<Integer> {
    @ParentCommand RecordsCommand parent;

    @Option(names = "--open", description = "only the open tables")
    boolean open;

    @Option(names = "--finished", description = "only the finished tables")
    boolean finished;

    @Override
    public Integer call() {
      List<TableInfo> tables = new ArrayList<>();
      try (TableStore store = parent.open()) {
        if (!finished) {
          tables.addAll(store.openTables());
        }
        if (!open) {
          tables.addAll(store.finishedTables());
        }
      } catch (StoreException e) {
        throw new Failure(Failure.BAD_INPUT, e.getMessage(), e);
      }
      PrintStream out = Tenace.IO.out;
      for (TableInfo t : tables) {
        out.println(
            String.join(
                "\t",
                t.id(),
                t.game(),
                t.created().toString(),
                t.finished().map(Object::toString).orElse("open"),
                t.result() == null ? "" : t.result().toString()));
      }
      Failure.check(out);
      return 0;
    }
  }

  /** {@code records export}: the game records of finished tables, one JSON line each. */
  @Command(
      name = "export",
      mixinStandardHelpOptions = true,
      versionProvider = Tenace.Version.class,
      description =
          "Print the game record (replay format, one JSON line) of each table named, or of every"
              + " finished table; tenace replay reads them.")
  static final class Export implements Callable<Integer> {
    @ParentCommand RecordsCommand parent;

    @Parameters(
        arity = "0..*",
        paramLabel = "ID",
        description = "tables (default: every finished one)")
    List<String> ids = new ArrayList<>();

    @Option(
        names = "--include-open",
        description = "also export open tables named (their records show every hand)")
    boolean includeOpen;

    @Override
    public Integer call() {
      PrintStream out = Tenace.IO.out;
      try (TableStore store = parent.open()) {
        List<String> which = new ArrayList<>(ids);
        if (which.isEmpty()) {
          store.finishedTables().forEach(t -> which.add(t.id()));
        }
        for (String id : which) {
          var t = store.load(id);
          if (!t.info().isFinished() && !includeOpen) {
            throw new Failure(
                Failure.BAD_INPUT,
                "table " + id + " is still open: its record shows every hand (--include-open)",
                null);
          }
          out.println(dev.tenace.cli.store.TableRecords.line(t));
          Failure.check(out);
        }
      } catch (StoreException e) {
        throw new Failure(Failure.BAD_INPUT, e.getMessage(), e);
      }
      return 0;
    }
  }
}
