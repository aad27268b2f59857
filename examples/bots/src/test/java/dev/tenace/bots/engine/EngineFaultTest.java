package dev.tenace.bots.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tenace.bots.Bots;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Each way a program can break the protocol is reported (its seat, the deal and the actions before
 * it, what happened), the table goes on with the fallback bot or the match is forfeited, and no
 * process is left behind.
 */
class EngineFaultTest {
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();
  private final List<EngineFault> faults = new ArrayList<>();

  /** The actions of the deal before seat 2's first decision. */
  private int firstTurn = -1;

  @AfterEach
  void nothingLeft() {
    assertThat(Programs.children()).isEmpty();
    assertThat(Engines.running()).isEmpty();
  }

  private EngineSettings settings() {
    return EngineSettings.defaults().withMoveTime(Duration.ofSeconds(3));
  }

  /** One Hearts deal with the program in seat 2; the deal's result. */
  private MatchRunner.Result<?> play(String commandLine, EngineSettings s) {
    return play(Games.find("hearts").orElseThrow(), commandLine, s);
  }

  private <R, S extends GameState<S, V>, V extends View<S>> MatchRunner.Result<S> play(
      GameDefinition<R, S, V> g, String commandLine, EngineSettings s) {
    R r = g.defaultRules();
    int before = Engines.faultCount();
    List<Agent<? super V>> agents = new ArrayList<>();
    for (int i = 0; i < g.players(r); i++) {
      agents.add(
          i == 2
              ? Engines.bot(
                  commandLine, g.name(), 9, s, new PrintStream(err, true, StandardCharsets.UTF_8))
              : Bots.create("heuristic", g.name(), i));
    }
    MatchRunner.Result<S> res;
    int[] actions = {0};
    MatchRunner.Listener<S> counting =
        new MatchRunner.Listener<>() {
          @Override
          public void acted(S before, int seat, dev.tenace.core.game.Action a, S after) {
            if (seat == 2 && firstTurn < 0) {
              firstTurn = actions[0];
            }
            actions[0]++;
          }
        };
    try {
      res =
          MatchRunner.playDeal(
              g.newDeal(r, 0, 11L),
              agents,
              Engines.listener(agents, g, r, counting),
              MatchRunner.OnFault.STOP);
    } finally {
      Engines.close(agents);
    }
    List<EngineFault> all = Engines.faults();
    faults.addAll(all.subList(Math.min(before, all.size()), all.size()));
    return res;
  }

  private void waitFor(String text) {
    long end = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    while (!errText().contains(text) && System.nanoTime() < end) {
      Thread.onSpinWait();
    }
  }

  private String errText() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  @DisplayName("a program that exits mid-deal: EXITED at its seat and position, random plays on")
  void exits() {
    MatchRunner.Result<?> res = play(Programs.java("exit:4"), settings());
    assertThat(res.completed()).isTrue();
    assertThat(faults).hasSize(1);
    EngineFault f = faults.get(0);
    assertThat(f.kind()).isEqualTo(EngineFault.Kind.EXITED);
    assertThat(f.seat()).isEqualTo(2);
    assertThat(f.deal()).isEqualTo(1);
    assertThat(f.action()).isGreaterThan(3);
    assertThat(f.message()).contains("exit status 3");
    assertThat(errText())
        .contains("tenace: engine fault EXITED, seat 2 (cmd:", "deal 1 after ")
        .contains("random plays the seat from here");
  }

  @Test
  @DisplayName("a program that hangs: TIMEOUT after the move time, ended with its child process")
  void hangs() {
    long t0 = System.nanoTime();
    MatchRunner.Result<?> res =
        play(Programs.java("child"), settings().withMoveTime(Duration.ofMillis(1500)));
    assertThat(res.completed()).isTrue();
    assertThat(faults).extracting(EngineFault::kind).containsExactly(EngineFault.Kind.TIMEOUT);
    assertThat(faults.get(0).message()).isEqualTo("no answer within the move time of 1500 ms");
    assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(60));
  }

  @Test
  @DisplayName("a program that answers an illegal id: ILLEGAL, naming the id and the legal actions")
  void illegalId() {
    MatchRunner.Result<?> res = play(Programs.java("illegal"), settings());
    assertThat(res.completed()).isTrue();
    assertThat(faults).extracting(EngineFault::kind).containsExactly(EngineFault.Kind.ILLEGAL);
    assertThat(faults.get(0).message())
        .startsWith("it answered the id [100000], which is none of its");
    assertThat(faults.get(0).action()).isEqualTo(firstTurn).isNotNegative(); // its first decision
  }

  @Test
  @DisplayName("a program that answers garbage: GARBAGE, quoting the line")
  void garbage() {
    MatchRunner.Result<?> res = play(Programs.java("garbage"), settings());
    assertThat(res.completed()).isTrue();
    assertThat(faults).extracting(EngineFault::kind).containsExactly(EngineFault.Kind.GARBAGE);
    assertThat(faults.get(0).message())
        .isEqualTo("it answered 'I play the queen of spades', which is not JSON");
  }

  @Test
  @DisplayName("a program that writes to stderr: passed through with its seat's prefix, no fault")
  void stderr() {
    MatchRunner.Result<?> res = play(Programs.java("stderr"), settings());
    assertThat(res.completed()).isTrue();
    assertThat(faults).isEmpty();
    waitFor("] thinking about deal 1"); // the pass-through thread may still be writing
    assertThat(errText()).contains("[seat 2 cmd:").contains("] thinking about deal 1");
    assertThat(errText()).doesNotContain("engine fault");
  }

  @Test
  @DisplayName("a program that does not start: NOT_STARTED, random plays the seat")
  void doesNotStart() {
    MatchRunner.Result<?> res = play("/no/such/program --flag", settings());
    assertThat(res.completed()).isTrue();
    assertThat(faults).extracting(EngineFault::kind).containsExactly(EngineFault.Kind.NOT_STARTED);
    assertThat(faults.get(0).message()).startsWith("it could not be started: ");
    MatchRunner.Result<?> script = play("python3 /no/such/bot.py", settings());
    assertThat(script.completed()).isTrue();
    assertThat(faults.get(1).kind()).isEqualTo(EngineFault.Kind.NOT_STARTED);
    assertThat(faults.get(1).message())
        .startsWith("it exited before answering hello (exit status 2");
  }

  @Test
  @DisplayName("--engine-fault forfeit: the seat refuses every later decision, the runner stops")
  void forfeit() {
    EngineSettings s = settings().withFault("forfeit");
    MatchRunner.Result<?> res = play(Programs.java("garbage"), s);
    assertThat(res.stop()).isEqualTo(MatchRunner.Stop.FAULT);
    assertThat(res.faults()).hasSize(1);
    assertThat(res.faults().get(0).seat()).isEqualTo(2);
    assertThat(res.faults().get(0).message()).contains("forfeited the match");
    assertThat(faults.get(0).then()).isEqualTo("the match is forfeited");
  }

  @Test
  @DisplayName("fallback:heuristic plays the seat after a fault instead of random")
  void fallbackBot() {
    EngineSettings s = settings().withFault("fallback:heuristic");
    MatchRunner.Result<?> res = play(Programs.java("garbage"), s);
    assertThat(res.completed()).isTrue();
    assertThat(faults.get(0).then()).isEqualTo("heuristic plays the seat from here");
  }
}
