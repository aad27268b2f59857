package dev.tenace.ohhell.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.Replay;
import dev.tenace.cli.web.Browser;
import dev.tenace.cli.web.Page;
import dev.tenace.cli.web.WebTestServer;
import dev.tenace.cli.web.WholeDeal;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Oh Hell at {@code tenace web}'s table (headless Chromium), with the game only on the class path:
 * a whole deal played by clicking, the bots' tricks shown, the facts the view gives (trumps, bids)
 * shown, and the server's record replayed by {@code tenace replay} to the result the page shows.
 * Neither the page nor the server names a game.
 */
class OhHellWebBrowserTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static WebTestServer server;
  private static ChromeDriver browser;
  private static Page page;

  @BeforeAll
  static void start() throws IOException {
    Browser.requireChromium();
    server = WebTestServer.start();
    browser = Browser.open(1280, 800);
    page = new Page(browser, server.url());
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.quit();
    }
    if (server != null) {
      server.close();
    }
  }

  @Test
  @DisplayName("a whole deal of Oh Hell played through the page ends as tenace replay says")
  void wholeDealThroughThePage() throws IOException {
    page.home();
    page.setUp("ohhell", "", 0);
    page.js("document.getElementById('hold').checked = true;");
    click(By.id("play"));
    page.waitFor(
        () ->
            page.idle()
                && (body().getAttribute("data-over") != null
                    || !browser.findElement(By.id("setup-error")).getText().isEmpty()));
    assertThat(browser.findElement(By.id("setup-error")).getText())
        .as("the table is open: serve and web take any game through the generic encoder")
        .isEmpty();
    // every bot card at its seat, every trick held with its winner (the last one too, as the deal
    // ends), written to the screenshots of the cli's README
    WholeDeal.Played played =
        WholeDeal.play(page, 0, Path.of("..", "cli", "screenshots", "ohhell.png"));
    int held = played.held().size();
    int bids = 0;
    int plays = 0;
    for (String a : page.sentActions()) {
      bids += a.startsWith("bid ") ? 1 : 0;
      plays += a.startsWith("play ") ? 1 : 0;
    }
    JsonNode view = page.view(0);
    JsonNode facts = view.get("facts");
    assertThat(bids).isEqualTo(1);
    assertThat(plays).isEqualTo(facts.get("hand_size").asInt());
    assertThat(held).as("every trick shown with its winner").isEqualTo(plays);
    assertThat(page.fact("trump")).contains(facts.get("trump").asText());
    assertThat(page.fact("bids")).contains("you");
    // the server's record replays to the result the page shows
    ObjectNode record = server.lastRecord();
    List<ObjectNode> replayed = Replay.line(record.toString());
    assertThat(replayed.get(0).get("ok").asBoolean()).as(replayed.get(0).toString()).isTrue();
    String details = browser.findElement(By.id("result-details")).getText();
    assertThat(JSON.readTree(details.substring("details: ".length())))
        .isEqualTo(replayed.get(0).get("result"));
    // the score sheet is the replay's, with the winner announced
    WholeDeal.checkScoreSheet(page, record);
    // the seed was drawn at random and is told now that the deal is over
    assertThat(browser.findElement(By.id("seed-shown")).getText())
        .isEqualTo("seed " + record.get("seed").asText());
    // the game's own how-to-play text is in the panel
    page.click(By.id("how-title"));
    page.waitFor(() -> !page.text(By.id("how-text")).isEmpty());
    assertThat(page.text(By.id("how-text"))).contains("bid");
    // axe-core: nothing serious on the table of the game only on the class path
    assertThat(page.axe(Page.axeScript(), "ohhell")).isEmpty();
    WholeDeal.checkNextPlayDealsAnew(page, server::lastRecord);
  }

  @Test
  @DisplayName("neither the page nor the web server names a game: the games come from the server")
  void noGameNamed() throws Exception {
    page.home();
    List<String> games = new ArrayList<>();
    for (WebElement o : browser.findElements(By.cssSelector("#game option"))) {
      games.add(o.getAttribute("value"));
    }
    assertThat(games).contains("ohhell", "hearts", "spades", "sheepshead", "suitability");
    List<String> sources = new ArrayList<>();
    for (String file :
        List.of("", "table.js", "felt.js", "cards.js", "sheet.js", "motion.js", "table.css")) {
      try (java.io.InputStream in = URI.create(server.url() + file).toURL().openStream()) {
        sources.add(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
      }
    }
    Path web = Path.of("..", "cli", "src", "main", "java", "dev", "tenace", "cli", "web");
    try (Stream<Path> files = Files.list(web)) {
      for (Path f : files.toList()) {
        sources.add(Files.readString(f));
      }
    }
    sources.add(Files.readString(web.resolveSibling("ServeViews.java")));
    assertThat(sources).hasSizeGreaterThan(8);
    for (String source : sources) {
      String lower = source.toLowerCase(Locale.ROOT).replace(" ", "");
      for (String g : games) {
        // a suit of the same name ("hearts") may be written; a game's name compared with may not
        for (String q : List.of("'", "\"")) {
          assertThat(lower)
              .doesNotContain(
                  "==" + q + g + q, "===" + q + g + q, q + g + q + ".equals", "case" + q + g + q);
        }
      }
      assertThat(lower).doesNotContain("ohhell", "sheepshead", "suitability");
    }
  }

  private static WebElement body() {
    return page.body();
  }

  private static void click(By by) {
    page.click(by);
  }
}
