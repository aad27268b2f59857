package dev.tenace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tenace ladder}: a short smoke run (strength runs are benchmarks, not tests). */
class LadderCommandTest {
  @Test
  @DisplayName("ladder: ranks the bots of any game and writes the table and the SVG chart")
  void smoke(@TempDir Path dir) throws Exception {
    String prefix = dir.resolve("l").toString();
    TenaceCliTest.Run r =
        TenaceCliTest.run(
            "", "ladder", "spades", "--bots", "random,heuristic", "--deals", "3", "--out", prefix);
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("spades ladder, 3 paired deals").contains("`heuristic`");
    assertThat(r.err()).contains("ladder spades: random − heuristic");
    assertThat(Files.readString(Path.of(prefix + ".md"))).contains("| rank | bot | Elo");
    assertThat(Files.readString(Path.of(prefix + ".svg"))).startsWith("<svg");
  }

  @Test
  @DisplayName("ladder: one bot, a bad spec or an unknown game is a one-line error, exit 2")
  void badInput() {
    TenaceCliTest.Run one = TenaceCliTest.run("", "ladder", "hearts", "--bots", "random");
    assertThat(one.code()).isEqualTo(2);
    assertThat(one.err()).contains("two or more bot specs");
    TenaceCliTest.Run bad =
        TenaceCliTest.run("", "ladder", "hearts", "--bots", "random,genius", "--deals", "1");
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.err()).contains("unknown bot 'genius'");
    TenaceCliTest.Run game = TenaceCliTest.run("", "ladder", "poker", "--bots", "random,heuristic");
    assertThat(game.code()).isEqualTo(2);
    assertThat(game.err()).contains("unknown game 'poker'");
  }
}
