package dev.tenace.cli.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A whole deal of each game played through the page by clicking, from a seed drawn at random
 * ({@link WholeDeal}): every bot card shown at its seat before your turn, every finished trick held
 * with its winner, the hand in the view's order, passed cards marked, the score sheet equal to
 * {@code tenace replay} of the server's record; then a second Play deals another deal. Writes the
 * screenshots {@code screenshots/<game>.png} (1280×800).
 */
class WholeDealBrowserTest {
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

  @BeforeEach
  void home() {
    page.home();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"hearts", "spades", "sheepshead", "suitability"})
  void wholeDealByClicking(String game) {
    page.setUp(game, "", 0);
    page.js("document.getElementById('hold').checked = true;");
    page.actAndWait(() -> page.click(org.openqa.selenium.By.id("play")));
    page.waitIdle();
    WholeDeal.Played p = WholeDeal.play(page, 0, Path.of("screenshots", game + ".png"));
    assertThat(p.held()).as("tricks held with their winner").isNotEmpty();
    assertThat(p.turnsChecked()).as("your turns checked").isEqualTo(p.actions());
    if (game.equals("hearts")) {
      // the first deal passes: the cards received are marked in the hand
      assertThat(p.receivedChecked()).as("the cards received are marked").isTrue();
    }
    if (game.equals("sheepshead")) {
      assertThat(p.orderChecked()).as("the hand in trump order at each turn").isPositive();
    }
    WholeDeal.checkScoreSheet(page, server.lastRecord());
    WholeDeal.checkNextPlayDealsAnew(page, server::lastRecord);
  }
}
