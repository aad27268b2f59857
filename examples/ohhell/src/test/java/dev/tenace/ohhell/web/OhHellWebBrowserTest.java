package dev.tenace.ohhell.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.Replay;
import dev.tenace.cli.web.Browser;
import dev.tenace.cli.web.WebTestServer;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
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
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

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

  @BeforeAll
  static void start() throws IOException {
    Browser.requireChromium();
    server = WebTestServer.start();
    browser = Browser.open(1280, 800);
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
    browser.get(server.url());
    waitFor(() -> "true".equals(body().getAttribute("data-ready")));
    new Select(browser.findElement(By.id("game"))).selectByValue("ohhell");
    browser.findElement(By.id("seed")).clear();
    js(
        "document.getElementById('speed').value = '0';"
            + "document.getElementById('hold').checked = true;");
    click(By.id("play"));
    waitFor(
        () ->
            idle()
                && (body().getAttribute("data-over") != null
                    || !browser.findElement(By.id("setup-error")).getText().isEmpty()));
    assertThat(browser.findElement(By.id("setup-error")).getText())
        .as("the table is open: serve and web take any game through the generic encoder")
        .isEmpty();
    int held = 0;
    int bids = 0;
    int plays = 0;
    while (!"true".equals(body().getAttribute("data-over"))) {
      if (browser.findElement(By.id("continue")).isDisplayed()) {
        assertThat(browser.findElements(By.cssSelector("#felt .played.winner"))).hasSize(1);
        held++;
        click(By.id("continue"));
      } else if (!browser.findElements(By.cssSelector("#hand .card.legal")).isEmpty()) {
        send(browser.findElements(By.cssSelector("#hand .card.legal")).get(0));
        plays++;
      } else if (!browser.findElements(By.cssSelector("[data-action^='bid ']")).isEmpty()) {
        send(browser.findElements(By.cssSelector("[data-action^='bid ']")).get(0));
        bids++;
      }
      waitFor(() -> idle() || browser.findElement(By.id("continue")).isDisplayed());
      assertThat(held + bids + plays).as("the deal ends").isLessThan(200);
    }
    // the last trick is held on the table as the deal ends: continue past it too
    while (browser.findElement(By.id("continue")).isDisplayed()) {
      assertThat(browser.findElements(By.cssSelector("#felt .played.winner"))).hasSize(1);
      held++;
      click(By.id("continue"));
      waitFor(() -> idle() || browser.findElement(By.id("continue")).isDisplayed());
    }
    JsonNode view = view();
    JsonNode facts = view.get("facts");
    assertThat(bids).isEqualTo(1);
    assertThat(plays).isEqualTo(facts.get("hand_size").asInt());
    assertThat(held).as("every trick shown with its winner").isEqualTo(plays);
    assertThat(fact("trump")).contains(facts.get("trump").asText());
    assertThat(fact("bids")).contains("you");
    // the server's record replays to the result the page shows
    ObjectNode record = server.lastRecord();
    List<ObjectNode> replayed = Replay.line(record.toString());
    assertThat(replayed.get(0).get("ok").asBoolean()).as(replayed.get(0).toString()).isTrue();
    String details = browser.findElement(By.id("result-details")).getText();
    assertThat(JSON.readTree(details.substring("details: ".length())))
        .isEqualTo(replayed.get(0).get("result"));
    // the seed was drawn at random and is told now that the deal is over
    assertThat(browser.findElement(By.id("seed-shown")).getText())
        .isEqualTo("seed " + record.get("seed").asText());
  }

  @Test
  @DisplayName("neither the page nor the web server names a game: the games come from the server")
  void noGameNamed() throws Exception {
    browser.get(server.url());
    waitFor(() -> "true".equals(body().getAttribute("data-ready")));
    List<String> games = new ArrayList<>();
    for (WebElement o : browser.findElements(By.cssSelector("#game option"))) {
      games.add(o.getAttribute("value"));
    }
    assertThat(games).contains("ohhell", "hearts", "spades", "sheepshead", "suitability");
    List<String> sources = new ArrayList<>();
    for (String page : List.of("", "table.js", "felt.js", "cards.js", "table.css")) {
      try (java.io.InputStream in = URI.create(server.url() + page).toURL().openStream()) {
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

  private static void send(WebElement e) {
    int n = ((Long) js("return window.tenaceTable.sent.length;")).intValue();
    e.click();
    waitFor(
        () ->
            ((Long) js("return window.tenaceTable.sent.length;")).intValue() > n
                || browser.findElement(By.id("continue")).isDisplayed());
  }

  private static String fact(String name) {
    return browser.findElement(By.cssSelector("#facts [data-fact='" + name + "']")).getText();
  }

  private static JsonNode view() throws IOException {
    return JSON.readTree((String) js("return JSON.stringify(window.tenaceTable.views[0]);"));
  }

  private static WebElement body() {
    return browser.findElement(By.tagName("body"));
  }

  private static void click(By by) {
    browser.findElement(by).click();
  }

  private static Object js(String script) {
    return browser.executeScript(script);
  }

  private static boolean idle() {
    return Boolean.TRUE.equals(
        js("const t = window.tenaceTable; return !t.busy && t.waiting.size === 0;"));
  }

  private static void waitFor(java.util.function.BooleanSupplier c) {
    try {
      new WebDriverWait(browser, Duration.ofSeconds(30)).until(d -> c.getAsBoolean());
    } catch (org.openqa.selenium.TimeoutException e) {
      throw new AssertionError(
          "the page did not get there; its errors: "
              + js("return JSON.stringify(window.tenaceTable && window.tenaceTable.errors);")
              + "; it shows: "
              + body().getText(),
          e);
    }
  }
}
