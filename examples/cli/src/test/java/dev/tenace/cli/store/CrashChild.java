package dev.tenace.cli.store;

import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The process {@link CrashRecoveryTest} kills: opens the store {@code args[0]}, creates the two
 * tables of {@link CrashRecoveryTest#TABLES}, plays the first {@code args[1]} and {@code args[2]}
 * actions of them, interleaved and each appended as it is taken, says {@code ready} and waits to be
 * killed (SIGKILL: no shutdown hook, nothing closed).
 */
public final class CrashChild {
  private CrashChild() {}

  public static void main(String[] args) throws InterruptedException {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    TableStore store = TableStore.open(args[0]);
    TableInfo a = CrashRecoveryTest.TABLES.get(0);
    TableInfo b = CrashRecoveryTest.TABLES.get(1);
    store.create(a);
    store.create(b);
    int stepsA = Integer.parseInt(args[1]);
    int stepsB = Integer.parseInt(args[2]);
    Match<?> ma = StoreContract.fresh(a);
    Match<?> mb = StoreContract.fresh(b);
    for (int k = 0; k < Math.max(stepsA, stepsB); k++) {
      if (k < stepsA) {
        ma = one(store, a, ma, k);
      }
      if (k < stepsB) {
        mb = one(store, b, mb, k);
      }
    }
    out.println("ready");
    Thread.sleep(600_000);
  }

  private static <S extends GameState<S, ?>> Match<S> one(
      TableStore store, TableInfo t, Match<S> m, int k) {
    return Plays.playOn(
        m, t.seed(), k, k + 1, t.wholeMatch(), (seat, a) -> store.append(t.id(), seat, a.text()));
  }
}
