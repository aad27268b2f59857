package dev.tenace.core.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The game author's guide, {@code core.spi}'s package doc: every type it has, in order. */
class SpiPackageDocTest {
  private static final Path SPI = Path.of("src/main/java/dev/tenace/core/spi");
  private static final Pattern PUBLIC_TYPE =
      Pattern.compile("(?m)^public (?:abstract |final )*(?:class|interface|record|enum) (\\w+)");

  private static String doc() throws IOException {
    return Files.readString(SPI.resolve("package-info.java"), StandardCharsets.UTF_8);
  }

  /** The public top-level types of the package, read from its sources. */
  private static List<String> publicTypes() throws IOException {
    List<String> out = new ArrayList<>();
    try (Stream<Path> files = Files.list(SPI)) {
      for (Path f : files.sorted().toList()) {
        Matcher m = PUBLIC_TYPE.matcher(Files.readString(f, StandardCharsets.UTF_8));
        if (m.find()) {
          out.add(m.group(1));
        }
      }
    }
    return out;
  }

  @Test
  @DisplayName("the package doc names every public type of core.spi, and no removed one")
  void namesEveryType() throws IOException {
    String doc = doc();
    List<String> types = publicTypes();
    assertThat(types).contains("TrickGameState", "AbstractGameDefinition", "HiddenDeal");
    for (String t : types) {
      assertThat(doc).as(t).contains("dev.tenace.core.spi." + t);
    }
    assertThat(doc).doesNotContain("Redeal").contains("MatchPolicy").contains("tenace-testkit");
  }

  @Test
  @DisplayName(
      "the package doc meets the types in an author's order: state, definition, play, sampling")
  void authorsOrder() throws IOException {
    String doc = doc();
    List<Integer> at = new ArrayList<>();
    for (String t :
        List.of(
            "spi.TrickGameState}",
            "spi.DealSetup}",
            "spi.DealHeader}",
            "spi.AbstractGameDefinition}",
            "spi.ActionText}",
            "spi.TrickPlay}",
            "spi.PlayRule}",
            "spi.HiddenDeal}",
            "spi.BiddingRound}",
            "game.MatchPolicy}",
            "tenace-testkit")) {
      assertThat(doc).contains(t);
      at.add(doc.indexOf(t));
    }
    assertThat(at).isSorted();
  }
}
