package dev.tenace.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class FactTest {
  @Test
  @DisplayName("a fact holds the typed values generic tools can show, copied")
  void values() {
    List<Object> bids = new ArrayList<>(List.of(3, "nil"));
    bids.add(null);
    Fact f = Fact.of("bids", "bids", bids);
    bids.set(0, 9);
    assertThat(f.value()).isEqualTo(java.util.Arrays.asList(3, "nil", null));
    assertThat(f.shown()).isTrue();
    Map<String, Object> roles = new LinkedHashMap<>();
    roles.put("S", "trump");
    roles.put("H", null);
    assertThat(Fact.data("roles", roles).value()).isEqualTo(roles);
    assertThat(Fact.data("roles", roles).shown()).isFalse();
    assertThat(Fact.seat("picker", "picker", -1).value()).isNull();
    assertThat(Fact.seat("picker", "picker", OptionalInt.of(2)).value())
        .isEqualTo(new Fact.SeatNumber(2));
    assertThat(Fact.optional("partner_card", "partner card", Optional.of(Card.parse("AC"))).value())
        .isEqualTo(Card.parse("AC"));
    assertThat(Fact.of("blind", "blind", CardSet.parse("AS 7C")).value())
        .isEqualTo(CardSet.parse("AS 7C"));
  }

  @Test
  @DisplayName("a value of another type is refused, naming the fact")
  void refusals() {
    assertThatThrownBy(() -> Fact.of("x", "x", 1.5))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("fact x: a value of type java.lang.Double is not a fact's value");
    assertThatThrownBy(() -> Fact.of("y", "y", List.of(List.of(new Object()))))
        .hasMessageStartingWith("fact y: a value of type java.lang.Object");
    assertThatThrownBy(() -> Fact.of("z", "z", Map.of(1, 2)))
        .hasMessage("fact z: a map's keys must be texts");
    assertThatThrownBy(() -> new Fact.SeatNumber(-1)).hasMessage("seat -1 is negative");
  }
}
