package dev.tenace.cli.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * A whole Hearts deal played from the keyboard alone (headless Chromium): Tab into the hand, the
 * arrow keys along it, Enter to choose or play a card, Shift+Tab back to a button. The focus stays
 * in the hand after every card, and the deal ends as {@code tenace replay} says.
 */
class KeyboardDealBrowserTest {
  private static WebTestServer server;
  private static Page page;

  @BeforeAll
  static void start() throws IOException {
    Browser.requireChromium();
    server = WebTestServer.start();
    page = new Page(Browser.open(1280, 800), server.url());
  }

  @AfterAll
  static void stop() {
    if (page != null) {
      page.browser().quit();
    }
    if (server != null) {
      server.close();
    }
  }

  @Test
  @DisplayName(
      "a whole Hearts deal by Tab, the arrows and Enter only: the pass, 13 cards, the focus kept"
          + " in the hand")
  void heartsDealByKeyboardOnly() {
    page.home();
    page.setUp("hearts", "", 0);
    page.actAndWait(() -> page.click(By.id("play")));
    page.waitIdle();
    // from here on, keys only
    int tabs = 0;
    while (page.activeCard() == null) {
      key(Keys.TAB);
      assertThat(++tabs).as("Tab reaches the hand").isLessThan(80);
    }
    // the pass: Enter chooses the card with the focus, the right arrow moves on
    for (int i = 0; i < 3; i++) {
      String c = page.activeCard();
      key(Keys.ENTER);
      assertThat(page.activeCard()).as("the card chosen keeps the focus").isEqualTo(c);
      assertThat(card(c).getAttribute("class")).contains("selected");
      key(Keys.ARROW_RIGHT);
    }
    backTo("[data-confirm]");
    int actions = 0;
    page.actAndWait(() -> key(Keys.ENTER));
    actions++;
    while (!page.over()) {
      page.waitFor(page::idle);
      if (page.over()) {
        break;
      }
      List<WebElement> legal = page.browser().findElements(By.cssSelector("#hand .card.legal"));
      if (legal.isEmpty()) {
        // an action that is not a card (the moon's choice): Shift+Tab back to its button
        backTo("[data-action]");
      } else {
        assertThat(page.activeCard()).as("the focus is in the hand at your turn").isNotNull();
        toALegalCard();
      }
      page.actAndWait(() -> key(Keys.ENTER));
      actions++;
      assertThat(actions).as("the deal ends").isLessThan(20);
      if (!page.over()) {
        focusKept();
      }
    }
    assertThat(actions).as("the pass and 13 cards, all by keys").isGreaterThanOrEqualTo(14);
    assertThat(page.sentActions()).hasSize(actions);
    WholeDeal.checkScoreSheet(page, server.lastRecord());
  }

  /**
   * After an action the focus stays in the hand; when the hand is empty and the deal goes on (the
   * shooter's moon choice after the last card, hearts §5.2), it is on that choice's button.
   */
  private static void focusKept() {
    if (page.browser().findElements(By.cssSelector("#hand .card")).isEmpty()) {
      assertThat(
              page.js("const a = document.activeElement; return !!a && !!a.closest('#actions');"))
          .as("with the hand empty, the focus is on the action left to take")
          .isEqualTo(true);
    } else {
      assertThat(page.activeCard()).as("after a card the focus stays in the hand").isNotNull();
    }
  }

  /** Moves the focus along the hand with the arrows to a card that may be played. */
  private static void toALegalCard() {
    for (int i = 0; i < 13 && !legal(page.activeCard()); i++) {
      key(Keys.ARROW_LEFT);
    }
    for (int i = 0; i < 13 && !legal(page.activeCard()); i++) {
      key(Keys.ARROW_RIGHT);
    }
    assertThat(legal(page.activeCard())).as("the arrows reach a card to play").isTrue();
  }

  private static boolean legal(String c) {
    return c != null && card(c).getAttribute("class").contains("legal");
  }

  private static WebElement card(String c) {
    return page.browser().findElement(By.cssSelector("#hand .card[data-card='" + c + "']"));
  }

  /** Shift+Tab until the focus is on an element matching {@code css}. */
  private static void backTo(String css) {
    for (int i = 0; i < 30; i++) {
      Object on =
          page.js(
              "return document.activeElement && document.activeElement.matches(arguments[0]);",
              css);
      if (Boolean.TRUE.equals(on)) {
        return;
      }
      new Actions(page.browser())
          .keyDown(Keys.SHIFT)
          .sendKeys(Keys.TAB)
          .keyUp(Keys.SHIFT)
          .perform();
    }
    throw new AssertionError("Shift+Tab does not reach " + css);
  }

  private static void key(CharSequence k) {
    new Actions(page.browser()).sendKeys(k).perform();
  }
}
