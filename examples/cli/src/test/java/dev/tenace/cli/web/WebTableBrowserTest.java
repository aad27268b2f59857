package dev.tenace.cli.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.Replay;
import dev.tenace.cli.ServeSession;
import dev.tenace.cli.Tenace;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * {@code tenace web} in a real browser (headless Chromium): a person's clicks and keys on the page,
 * checked against the server's truth. Every WebSocket message the server sends is seen by a tap
 * together with the record of the deal at that moment, so a test can tell whether a message named a
 * card another seat holds.
 */
class WebTableBrowserTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path DOCS = Path.of("docs");

  /** One message sent: its session, the request it answers, the deal's record at the time. */
  record Sent(ServeSession session, String request, String answer, ObjectNode record) {}

  private static final List<Sent> SENT = Collections.synchronizedList(new ArrayList<>());
  private static TableServer server;
  private static ChromeDriver browser;
  private static Page page;

  @BeforeAll
  static void start() throws IOException {
    Browser.requireChromium();
    server =
        TableServer.start(
            "127.0.0.1",
            0,
            (session, request, answer) ->
                SENT.add(new Sent(session, request, answer, session.dealRecord())));
    browser = Browser.open(1280, 800);
    page = new Page(browser, "http://127.0.0.1:" + server.port() + "/");
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

  @BeforeEach
  void freshPage() {
    browser.manage().window().setSize(new org.openqa.selenium.Dimension(1280, 800));
    page.home();
    SENT.clear();
  }

  // ---------------------------------------------------------------- the tests

  @Test
  @DisplayName("a full Hearts deal played by clicking legal cards ends as tenace replay says")
  void heartsFullDealByClickingLegalCards() throws IOException {
    page.setUp("hearts", "11", 0);
    page.click(By.id("play"));
    page.waitIdle();
    int clicks = 0;
    while (!page.over()) {
      List<WebElement> confirm = browser.findElements(By.cssSelector("[data-confirm]"));
      if (!confirm.isEmpty()) {
        List<WebElement> legal = browser.findElements(By.cssSelector("#hand .card.legal"));
        assertThat(legal).hasSizeGreaterThanOrEqualTo(3);
        for (int i = 0; i < 3; i++) {
          browser.findElements(By.cssSelector("#hand .card.legal:not(.selected)")).get(0).click();
        }
        page.actAndWait(() -> browser.findElement(By.cssSelector("[data-confirm]")).click());
      } else {
        List<WebElement> legal = browser.findElements(By.cssSelector("#hand .card.legal"));
        assertThat(legal).as("my turn offers a legal card").isNotEmpty();
        page.actAndWait(legal.get(0)::click);
      }
      clicks++;
      if (clicks == 6) {
        screenshot("hearts");
      }
      assertThat(clicks).as("a deal ends within 14 of my actions").isLessThanOrEqualTo(14);
    }
    assertThat(clicks).isEqualTo(14); // the pass and 13 cards
    ObjectNode record = lastRecord();
    List<ObjectNode> replayed = Replay.line(record.toString());
    assertThat(replayed).hasSize(1);
    assertThat(replayed.get(0).get("ok").asBoolean()).as(replayed.get(0).toString()).isTrue();
    JsonNode shown =
        JSON.readTree(page.text(By.id("result-details")).substring("details: ".length()));
    assertThat(shown).isEqualTo(replayed.get(0).get("result"));
    // the scores on the page are the replay's points
    List<String> scores = new ArrayList<>();
    browser
        .findElements(By.cssSelector("#result-table td.score"))
        .forEach(e -> scores.add(e.getText()));
    List<String> points = new ArrayList<>();
    replayed.get(0).get("result").get("points").forEach(p -> points.add(p.asText()));
    assertThat(scores).isEqualTo(points);
    // my 14 actions are the record's actions of seat 0, as the page sent them
    List<String> mine = new ArrayList<>();
    record
        .get("deals")
        .get(0)
        .get("actions")
        .forEach(
            a -> {
              if (a.asText().startsWith("0 ")) {
                mine.add(a.asText().substring(2));
              }
            });
    assertThat(mine).isEqualTo(page.sentActions());
    assertNoLeaks(0);
  }

  @Test
  @DisplayName("a whole Spades match against the bots, deal after deal, to its winners")
  void spadesMatchToItsEnd() {
    page.setUp("spades", "4", 0);
    new Select(browser.findElement(By.id("mode"))).selectByValue("match");
    page.click(By.cssSelector("#variants-box summary"));
    browser.findElement(By.id("variant-targetScore")).sendKeys("100");
    page.click(By.id("play"));
    page.waitIdle();
    int nextDeals = 0;
    int actions = 0;
    while (browser.findElements(By.id("match-over")).isEmpty()) {
      if (page.over()) {
        page.actAndWait(() -> page.click(By.id("next")));
        nextDeals++;
        continue;
      }
      List<WebElement> legal = browser.findElements(By.cssSelector("#hand .card.legal"));
      List<WebElement> bid = browser.findElements(By.cssSelector("[data-action='bid 3']"));
      List<WebElement> look = browser.findElements(By.cssSelector("[data-action='look']"));
      WebElement choice =
          !look.isEmpty() ? look.get(0) : !bid.isEmpty() ? bid.get(0) : legal.get(0);
      page.actAndWait(choice::click);
      actions++;
      assertThat(actions).as("the match ends").isLessThan(400);
    }
    assertThat(nextDeals).as("the match took more than one deal").isPositive();
    JsonNode result = page.statusResult();
    assertThat(result.get("match_over").asBoolean()).isTrue();
    assertThat(result.get("winners")).isNotEmpty();
    assertThat(page.text(By.id("match-over"))).contains("Match over");
    int best = Integer.MIN_VALUE;
    for (JsonNode t : result.get("totals")) {
      best = Math.max(best, t.asInt());
    }
    assertThat(best).as("a team reached the target score").isGreaterThanOrEqualTo(100);
    // the score sheet: a row per deal, the match's totals, the winners announced
    assertThat(browser.findElements(By.cssSelector("#score-sheet tbody tr")))
        .as("a row per deal of the match")
        .hasSize(nextDeals + 1);
    List<String> totals = new ArrayList<>();
    browser
        .findElements(By.cssSelector("#score-sheet tr.totals td.total"))
        .forEach(e -> totals.add(e.getText()));
    List<String> want = new ArrayList<>();
    result.get("totals").forEach(t -> want.add(t.asText()));
    assertThat(totals).isEqualTo(want);
    assertThat(page.text(By.id("winner"))).contains("win the match");
  }

  @Test
  @DisplayName("a dimmed card cannot be played: a click or typing it shows the rule's sentence")
  void dimmedCardCannotBePlayedAndRefusalShowsSentence() {
    page.setUp("hearts", "11", 0);
    page.click(By.id("play"));
    page.waitIdle();
    // pass three cards, then wait for a trick in which some card is dimmed
    for (int i = 0; i < 3; i++) {
      browser.findElements(By.cssSelector("#hand .card.legal:not(.selected)")).get(0).click();
    }
    page.actAndWait(() -> browser.findElement(By.cssSelector("[data-confirm]")).click());
    while (browser.findElements(By.cssSelector("#hand .card.dimmed")).isEmpty()) {
      page.actAndWait(browser.findElements(By.cssSelector("#hand .card.legal")).get(0)::click);
    }
    WebElement dimmed = browser.findElement(By.cssSelector("#hand .card.dimmed"));
    String card = dimmed.getAttribute("data-card");
    int handBefore = browser.findElements(By.cssSelector("#hand .card")).size();
    int sentBefore = page.sentCount();
    int recorded = lastRecord().get("deals").get(0).get("actions").size();
    page.actAndWait(dimmed::click);
    // the click asks the rules, which refuse it with their sentence; nothing changes
    assertThat(page.sentCount()).as("clicking a dimmed card asks once").isEqualTo(sentBefore + 1);
    JsonNode asked = page.lastAnswer();
    assertThat(asked.get("ok").asBoolean()).isFalse();
    assertThat(lastRecord().get("deals").get(0).get("actions")).hasSize(recorded);
    assertThat(browser.findElements(By.cssSelector("#hand .card"))).hasSize(handBefore);
    assertThat(page.text(By.id("message")))
        .isEqualTo(
            Page.cardText(card)
                + " cannot be played now: "
                + asked.get("violation").get("message").asText()
                + " ("
                + asked.get("violation").get("code").asText()
                + ")");
    // by the keyboard the card is sent, and the rules refuse it with their sentence
    WebElement typed = browser.findElement(By.id("typed"));
    page.actAndWait(() -> typed.sendKeys(card, Keys.ENTER));
    JsonNode refusal = page.lastAnswer();
    assertThat(refusal.get("ok").asBoolean()).isFalse();
    String sentence = refusal.get("violation").get("message").asText();
    assertThat(page.text(By.id("message")))
        .isEqualTo(sentence + " (" + refusal.get("violation").get("code").asText() + ")");
    assertThat(sentence).contains(card);
    assertThat(browser.findElements(By.cssSelector("#hand .card"))).hasSize(handBefore);
  }

  @Test
  @DisplayName("keyboard: a card typed by its text is played with Enter")
  void keyboardPlaysATypedCard() {
    page.setUp("hearts", "11", 0);
    page.click(By.id("play"));
    page.waitIdle();
    List<String> pass = new ArrayList<>();
    WebElement typed = browser.findElement(By.id("typed"));
    for (int i = 0; i < 3; i++) {
      String c =
          browser
              .findElements(By.cssSelector("#hand .card.legal:not(.selected)"))
              .get(0)
              .getAttribute("data-card");
      pass.add(c);
      typed.sendKeys(c, Keys.ENTER);
    }
    assertThat(browser.findElements(By.cssSelector("#hand .card.selected"))).hasSize(3);
    page.actAndWait(() -> typed.sendKeys(Keys.ENTER));
    assertThat(page.sentActions()).hasSize(1);
    assertThat(Leaks.cards(page.sentActions().get(0))).containsExactlyInAnyOrderElementsOf(pass);
    String card =
        browser.findElements(By.cssSelector("#hand .card.legal")).get(0).getAttribute("data-card");
    page.actAndWait(() -> typed.sendKeys(card.toLowerCase(java.util.Locale.ROOT), Keys.ENTER));
    assertThat(page.sentActions()).last().isEqualTo("play " + card);
    assertThat(browser.findElements(By.cssSelector("#hand .card[data-card='" + card + "']")))
        .isEmpty();
  }

  @Test
  @DisplayName("Spades: look, then a bid from the buttons completes the bidding round")
  void spadesBiddingRound() throws IOException {
    page.setUp("spades", "3", 0);
    page.click(By.id("play"));
    page.waitIdle();
    page.actAndWait(() -> page.click(By.cssSelector("[data-action='look']")));
    assertThat(browser.findElements(By.cssSelector("#hand .card"))).hasSize(13);
    page.actAndWait(() -> page.click(By.cssSelector("[data-action='bid 3']")));
    JsonNode bids = page.view(0).get("facts").get("bids");
    assertThat(bids).hasSize(4);
    bids.forEach(b -> assertThat(b.isNull()).as("every seat has bid").isFalse());
    assertThat(bids.get(0).asText()).isEqualTo("bid 3");
    assertThat(page.text(By.id("me-label"))).contains("bid 3");
    for (int s = 1; s < 4; s++) {
      assertThat(page.text(By.id("seat-box-" + s))).contains(bids.get(s).asText());
    }
    screenshot("spades");
    assertNoLeaks(0);
  }

  @Test
  @DisplayName("Sheepshead: pick the blind, then bury two cards by selecting and confirming")
  void sheepsheadPickAndBury() throws IOException {
    page.setUp("sheepshead", "3", 1);
    page.click(By.id("play"));
    page.waitIdle();
    page.actAndWait(() -> page.click(By.cssSelector("[data-action='pick']")));
    assertThat(browser.findElements(By.cssSelector("#hand .card"))).hasSize(8);
    WebElement confirm = browser.findElement(By.cssSelector("[data-confirm='bury']"));
    assertThat(confirm.isEnabled()).isFalse();
    List<String> buried = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      WebElement c =
          browser.findElements(By.cssSelector("#hand .card.legal:not(.selected)")).get(0);
      buried.add(c.getAttribute("data-card"));
      c.click();
    }
    page.actAndWait(() -> page.click(By.cssSelector("[data-confirm='bury']")));
    JsonNode facts = page.view(1).get("facts");
    assertThat(facts.get("picker").asInt()).isEqualTo(1);
    List<String> b = new ArrayList<>();
    facts.get("buried").forEach(x -> b.add(x.asText()));
    assertThat(b).containsExactlyInAnyOrderElementsOf(buried);
    for (String c : buried) {
      assertThat(browser.findElements(By.cssSelector("#hand .card[data-card='" + c + "']")))
          .isEmpty();
    }
    assertThat(page.text(By.id("me-label"))).contains("picker");
    screenshot("sheepshead");
    assertNoLeaks(1);
  }

  @Test
  @DisplayName("Suitability: a declaration from the buttons is shown at the table")
  void suitabilityDeclaration() throws IOException {
    page.setUp("suitability", "3", 1);
    page.click(By.id("play"));
    page.waitIdle();
    List<WebElement> declare = browser.findElements(By.cssSelector("[data-action^='declare ']"));
    assertThat(declare).hasSizeGreaterThan(1);
    String chosen = declare.get(0).getAttribute("data-action");
    page.actAndWait(declare.get(0)::click);
    assertThat(page.sentActions()).containsExactly(chosen);
    JsonNode mine = null;
    for (JsonNode d : page.view(1).get("facts").get("declarations")) {
      if (d.get("seat").asInt() == 1) {
        mine = d;
      }
    }
    assertThat(mine).isNotNull();
    assertThat("declare " + mine.get("suit").asText() + " " + mine.get("role").asText())
        .isEqualTo(chosen);
    assertThat(page.text(By.id("me-label"))).contains(mine.get("role").asText());
    screenshot("suitability");
    assertNoLeaks(1);
  }

  @Test
  @DisplayName("watch: bots play a Spades deal step by step to its result, every hand shown")
  void watchModePlaysBotsToTheEnd() {
    new Select(browser.findElement(By.id("game"))).selectByValue("spades");
    page.seed("5");
    ((org.openqa.selenium.JavascriptExecutor) browser)
        .executeScript("document.getElementById('speed').value = '50';");
    page.click(By.id("watch"));
    new WebDriverWait(browser, Duration.ofMinutes(2)).until(d -> page.over());
    long steps =
        SENT.stream().filter(x -> x.request() != null && x.request().contains("\"step\"")).count();
    assertThat(steps).as("one step per bot action").isGreaterThan(52);
    assertThat(browser.findElements(By.id("result-table"))).hasSize(1);
    ObjectNode record = lastRecord();
    assertThat(record.get("deals").get(0).get("actions").size()).isEqualTo((int) steps);
    assertThat(Replay.line(record.toString()).get(0).get("ok").asBoolean()).isTrue();
  }

  @Test
  @DisplayName("a simulate --record file is loaded and stepped through to its result")
  void recordIsSteppedThrough(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("hearts.jsonl");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status =
        Tenace.run(
            new String[] {
              "simulate",
              "hearts",
              "--deals",
              "-n",
              "1",
              "--seed",
              "9",
              "--quiet",
              "--record",
              file.toString()
            },
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
            new ByteArrayInputStream(new byte[0]));
    assertThat(status).isZero();
    JsonNode rec = JSON.readTree(Files.readAllLines(file).get(0));
    int actions = rec.get("deals").get(0).get("actions").size();
    browser.findElement(By.id("record")).sendKeys(file.toAbsolutePath().toString());
    page.waitFor(
        () ->
            browser.findElement(By.id("table")).isDisplayed()
                && browser.findElements(By.cssSelector(".seat")).size() == 4);
    page.waitIdle();
    // every seat's hand is shown, as dealt
    assertThat(browser.findElements(By.cssSelector("#seat-box-0 .small-hand svg"))).hasSize(13);
    for (int i = 0; i < 5; i++) {
      int n = page.sentCount();
      page.click(By.id("step"));
      page.waitFor(() -> page.sentCount() > n && page.idle());
    }
    assertThat(Leaks.cards(browser.findElement(By.id("log")).getAttribute("textContent")))
        .as("the history shows the recorded actions")
        .isNotEmpty();
    ((org.openqa.selenium.JavascriptExecutor) browser)
        .executeScript("document.getElementById('speed').value = '50';");
    page.click(By.id("pause"));
    new WebDriverWait(browser, Duration.ofMinutes(2)).until(d -> page.over());
    assertThat(lastRecord().get("deals").get(0).get("actions"))
        .isEqualTo(rec.get("deals").get(0).get("actions"));
    assertThat(lastRecord().get("deals").get(0).get("actions").size()).isEqualTo(actions);
    JsonNode shown =
        JSON.readTree(page.text(By.id("result-details")).substring("details: ".length()));
    assertThat(shown).isEqualTo(rec.get("deals").get(0).get("result"));
  }

  @Test
  @DisplayName(
      "layout: at 1280x800 and at a phone's 390x844 nothing overflows and the hand is in view")
  void layoutFitsDesktopAndPhone() {
    for (int[] size : new int[][] {{1280, 800}, {390, 844}}) {
      browser.manage().window().setSize(new org.openqa.selenium.Dimension(size[0], size[1]));
      page.home();
      assertThat(page.overflow()).as("setup at " + size[0] + " wide").isZero();
      page.setUp("hearts", "11", 0);
      page.click(By.id("play"));
      page.waitIdle();
      assertThat(page.overflow()).as("table at " + size[0] + " wide").isZero();
      List<WebElement> cards = browser.findElements(By.cssSelector("#hand .card"));
      assertThat(cards).hasSize(13);
      long width = (Long) page.js("return window.innerWidth;");
      for (WebElement c : cards) {
        assertThat(c.isDisplayed()).isTrue();
        assertThat((long) (c.getRect().getX() + c.getRect().getWidth())).isLessThanOrEqualTo(width);
      }
    }
  }

  // ---------------------------------------------------------------- leaks

  /**
   * No message of the test's session names a card hidden from {@code seat} when it was sent; and
   * the check bites: a message naming every card of the deal is caught.
   */
  private static void assertNoLeaks(int seat) {
    int checked = 0;
    List<Sent> sent;
    synchronized (SENT) {
      sent = new ArrayList<>(SENT);
    }
    for (Sent x : sent) {
      if (x.record() == null || x.request() == null || x.request().contains("\"op\":\"spec\"")) {
        continue;
      }
      Set<String> hidden = Leaks.hiddenFrom(x.record(), seat);
      if (hidden.isEmpty()) {
        continue;
      }
      checked++;
      assertThat(Leaks.cardsIn(x.answer()))
          .as("message %s answering %s", x.answer(), x.request())
          .doesNotContainAnyElementsOf(hidden);
      assertThat(Leaks.cardsIn(x.record().toString()))
          .as("the check catches a message that names every card")
          .containsAll(hidden);
    }
    assertThat(checked).as("messages checked while cards were hidden").isGreaterThan(2);
  }

  // ---------------------------------------------------------------- page helpers

  private static ObjectNode lastRecord() {
    synchronized (SENT) {
      for (int i = SENT.size() - 1; i >= 0; i--) {
        if (SENT.get(i).record() != null) {
          return SENT.get(i).session().dealRecord();
        }
      }
    }
    throw new AssertionError("no table was opened");
  }

  /** A small PNG of the table for the README. */
  private static void screenshot(String game) throws IOException {
    byte[] png = browser.getScreenshotAs(OutputType.BYTES);
    BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
    assertThat(img.getWidth()).isEqualTo(1280);
    Files.createDirectories(DOCS);
    ImageIO.write(img, "png", DOCS.resolve("table-" + game + ".png").toFile());
  }
}
