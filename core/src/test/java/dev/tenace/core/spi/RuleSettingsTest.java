package dev.tenace.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.game.Variant;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Reading rules from {@code name=value} settings: the parsing every game shares. */
class RuleSettingsTest {
  private static final List<Variant> VARIANTS =
      List.of(
          new Variant("on", "boolean", "false", "§1", "a switch"),
          new Variant("count", "integer", "3", "§2", "a number"));

  /** A tiny mutable builder standing in for a game's rules builder. */
  private static final class Builder {
    boolean on;
    int count = 3;

    String build() {
      if (count < 0) {
        throw new IllegalArgumentException("count must not be negative (§2)");
      }
      return on + "/" + count;
    }
  }

  private static Validation<Seq<String>, String> read(Map<String, String> settings) {
    Builder b = new Builder();
    return RuleSettings.read(
        "Toy",
        VARIANTS,
        settings,
        (name, v) -> {
          switch (name) {
            case "on" -> b.on = RuleSettings.bool(v);
            case "count" -> b.count = RuleSettings.integer(v);
            default -> {
              return false;
            }
          }
          return true;
        },
        b::build);
  }

  @Test
  @DisplayName("values are trimmed and parsed by type; unset variants keep the base")
  void readsValues() {
    assertThat(read(Map.of("on", " YES ")).get()).isEqualTo("true/3");
    assertThat(read(Map.of("count", "7", "on", "off")).get()).isEqualTo("false/7");
    assertThat(read(Map.of()).get()).isEqualTo("false/3");
  }

  @Test
  @DisplayName("every unknown name and bad value is reported at once, and a build error after them")
  void reportsEveryProblem() {
    Map<String, String> settings = new LinkedHashMap<>();
    settings.put("bogus", "1");
    settings.put("on", "maybe");
    settings.put("count", "-1");
    Seq<String> errors = read(settings).getError();
    assertThat(errors)
        .containsExactly(
            "unknown Toy variant 'bogus' (known: on, count)",
            "variant on: expected true or false but was 'maybe'",
            "count must not be negative (§2)");
  }

  @Test
  @DisplayName("a null value counts as empty, which is a bad value, not a crash")
  void nullValue() {
    Map<String, String> settings = new HashMap<>();
    settings.put("count", null);
    assertThat(read(settings).getError())
        .containsExactly("variant count: expected a whole number but was ''");
  }

  @Test
  @DisplayName("bool, integer and choice name the text they could not read")
  void parsers() {
    assertThat(RuleSettings.bool("On")).isTrue();
    assertThat(RuleSettings.bool("no")).isFalse();
    assertThat(RuleSettings.integer(" 12 ")).isEqualTo(12);
    assertThat(RuleSettings.choice(TimeUnit.class, "seconds")).isEqualTo(TimeUnit.SECONDS);
    assertThatThrownBy(() -> RuleSettings.integer("1.5"))
        .hasMessage("expected a whole number but was '1.5'");
    assertThatThrownBy(() -> RuleSettings.choice(TimeUnit.class, "weeks"))
        .hasMessageStartingWith("expected one of NANOSECONDS, MICROSECONDS")
        .hasMessageEndingWith(" but was 'weeks'");
  }
}
