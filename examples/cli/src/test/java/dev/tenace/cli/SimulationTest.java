package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The engine of {@code tenace simulate}, as the Spark job uses it: by index, anywhere. */
class SimulationTest {
  private static final Simulation SIM =
      Simulation.of("hearts", null, "heuristic,random,heuristic,random", false, 3, 1000, 5);

  @Test
  @DisplayName("match i is the same outcome whenever, and after serialization, it is played")
  void play_sameIndex_sameOutcome_afterSerialization() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream o = new ObjectOutputStream(bytes)) {
      o.writeObject(SIM);
    }
    Simulation copy;
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      copy = (Simulation) in.readObject();
    }
    Simulation.Outcome a = SIM.play(3, true, true);
    Simulation.Outcome b = copy.play(3, true, true);
    assertThat(b.record()).isEqualTo(a.record()).startsWith("{\"game\":\"hearts\"");
    assertThat(b.deals()).hasSameSizeAs(a.deals()).isNotEmpty();
    for (int s = 0; s < 4; s++) {
      assertThat(b.score(s)).isEqualTo(a.score(s));
      assertThat(b.winShare(s)).isEqualTo(a.winShare(s));
      int sum = 0;
      for (Simulation.DealResult d : a.deals()) {
        sum += d.score(s);
      }
      assertThat((double) sum)
          .as("seat %d: the deals add up to the total", s)
          .isEqualTo(a.score(s));
    }
    assertThat(SIM.play(4, false, false).record()).isNull();
  }

  @Test
  @DisplayName(
      "the tally takes each match once, in order: one counted twice or skipped is an error")
  void tally_outOfOrder_refused() {
    Simulation.Tally t = SIM.newTally();
    t.add(SIM.play(0, false, false));
    assertThatThrownBy(() -> t.add(SIM.play(0, false, false)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("outcome of match 0 added where match 1 was due");
    assertThatThrownBy(() -> t.add(SIM.play(2, false, false)))
        .hasMessage("outcome of match 2 added where match 1 was due");
    for (int i = 1; i < 5; i++) {
      t.add(SIM.play(i, false, false).figures());
    }
    assertThat(t.full()).isTrue();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SIM.printTable(t, new PrintStream(out, true, StandardCharsets.UTF_8));
    assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("hearts: 5 matches, seed 3");
  }

  @Test
  @DisplayName("bad input: an index outside the run, a count below 1, an unknown game")
  void badInput_named() {
    assertThatThrownBy(() -> SIM.play(5, false, false))
        .hasMessage("match index must be 0..4 but was 5");
    assertThatThrownBy(() -> Simulation.of("hearts", null, null, false, 1, 1000, 0))
        .hasMessage("count must be at least 1 but was 0");
    assertThatThrownBy(() -> Simulation.of("whist", null, null, false, 1, 1000, 1))
        .hasMessageStartingWith("unknown game 'whist'");
  }
}
