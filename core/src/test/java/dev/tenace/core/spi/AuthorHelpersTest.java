package dev.tenace.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.ContextField;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The small helpers game authors share (what the four games wrote alike): action lists in refusals,
 * the card-not-held refusal, rules validation, the match context's fields.
 */
class AuthorHelpersTest {
  /** An action that is just its text. */
  private record Text(String text) implements Action {}

  @Test
  @DisplayName(
      "ActionText.texts: the actions' texts joined by commas, as refusals list legal actions")
  void texts() {
    assertThat(ActionText.texts(List.of(new Text("bid 4"), new Text("nil"))))
        .isEqualTo("bid 4, nil");
    assertThat(ActionText.texts(List.of())).isEmpty();
  }

  @Test
  @DisplayName(
      "SubsetActions.notHeld: null when every card is held, else CARD_NOT_HELD naming the cards")
  void notHeld() {
    long hand = CardSet.parse("AS KS QS").bits();
    assertThat(SubsetActions.notHeld(1, "pass", CardSet.parse("AS KS").bits(), hand)).isNull();
    RuleViolation v = SubsetActions.notHeld(1, "pass", CardSet.parse("AS 2C").bits(), hand);
    assertThat(v).isNotNull();
    assertThat(v.code()).isEqualTo(RuleCode.CARD_NOT_HELD);
    assertThat(v.seat()).isEqualTo(1);
    assertThat(v.message())
        .contains("cannot pass 2C")
        .contains("not in hand")
        .doesNotContain("AS:");
  }

  @Test
  @DisplayName("VariantTable.validate and requireValid: valid with no problem, else every problem")
  void validation() {
    Validation<Seq<String>, String> ok = VariantTable.validate("rules", List.of());
    assertThat(ok.isValid()).isTrue();
    assertThat(ok.get()).isEqualTo("rules");
    Validation<Seq<String>, String> bad = VariantTable.validate("rules", List.of("a", "b"));
    assertThat(bad.isInvalid()).isTrue();
    assertThat(bad.getError().asJava()).containsExactly("a", "b");
    VariantTable.requireValid("plain", List.of());
    assertThatThrownBy(() -> VariantTable.requireValid("plain", List.of("x too big", "y")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("invalid plain rules: x too big; y");
  }

  @Test
  @DisplayName("ContextField: a number, numbers of a size, a text; a size only for numbers")
  void contextFields() {
    assertThat(ContextField.number("dealer").shape()).isEqualTo(ContextField.Shape.NUMBER);
    assertThat(ContextField.numbers("totals", 4).size()).isEqualTo(4);
    assertThat(ContextField.text("trump").shape()).isEqualTo(ContextField.Shape.TEXT);
    assertThatThrownBy(() -> ContextField.numbers("totals", 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("a size above 0");
    assertThatThrownBy(() -> new ContextField("trump", ContextField.Shape.TEXT, 2))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("size 0");
    assertThatThrownBy(() -> ContextField.text(null)).isInstanceOf(NullPointerException.class);
  }
}
