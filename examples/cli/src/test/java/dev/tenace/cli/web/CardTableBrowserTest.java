package dev.tenace.cli.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.ServeSession;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The card table of {@code tenace web} as a card player sees it (headless Chromium): where the
 * seats sit, the bots' cards and each finished trick shown before your next turn, a new deal each
 * Play, the facts of the deal where you look, and cards readable in every state.
 */
class CardTableBrowserTest {

  /** The session of every message sent, to read the server's truth. */
  private static final List<ServeSession> SESSIONS =
      Collections.synchronizedList(new ArrayList<>());

  private static TableServer server;
  private static ChromeDriver browser;
  private static Page page;

  @BeforeAll
  static void start() throws IOException {
    Browser.requireChromium();
    server = TableServer.start("127.0.0.1", 0, (session, request, answer) -> SESSIONS.add(session));
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
    page.home();
    SESSIONS.clear();
  }

  // ---------------------------------------------------------------- the tests

  @Test
  @DisplayName("seats sit around the table: you at the bottom, the next seat on your left")
  void seatsSitAroundTheTable() {
    page.open("hearts", "11", 1);
    Rectangle felt = browser.findElement(By.id("felt")).getRect();
    // seat 1 (you) bottom, seat 2 left, seat 3 across, seat 0 right
    assertThat(Page.side(page.seat(1), felt)).isEqualTo("bottom");
    assertThat(Page.side(page.seat(2), felt)).isEqualTo("left");
    assertThat(Page.side(page.seat(3), felt)).isEqualTo("top");
    assertThat(Page.side(page.seat(0), felt)).isEqualTo("right");
    assertThat(browser.findElements(By.cssSelector(".seat.partner"))).isEmpty();
  }

  @Test
  @DisplayName("Spades: your partner sits across, marked from the view's teams; contracts shown")
  void spadesPartnerAcross() throws IOException {
    page.open("spades", "3", 0);
    Rectangle felt = browser.findElement(By.id("felt")).getRect();
    assertThat(Page.side(page.seat(2), felt)).isEqualTo("top");
    assertThat(Page.side(page.seat(1), felt)).isEqualTo("left");
    assertThat(browser.findElement(By.id("seat-box-2")).getAttribute("class")).contains("partner");
    assertThat(browser.findElement(By.id("seat-box-2")).getText()).contains("your partner");
    assertThat(browser.findElement(By.id("seat-box-1")).getAttribute("class"))
        .doesNotContain("partner");
    page.actAndWait(() -> page.click(By.cssSelector("[data-action='look']")));
    page.actAndWait(() -> page.click(By.cssSelector("[data-action='bid 3']")));
    JsonNode facts = page.view(0).get("facts");
    assertThat(page.fact("trump")).contains(facts.get("trump").asText());
    for (JsonNode c : facts.get("contract")) {
      assertThat(page.fact("contract")).contains(c.asText());
    }
  }

  @Test
  @DisplayName(
      "every trick finished between your turns stays on the table with its winner, each card at"
          + " its seat's place, until you continue")
  void finishedTricksAreShownUntilYouContinue() throws IOException {
    page.open("hearts", "11", 0);
    page.js(
        "document.getElementById('speed').value = '50';"
            + "document.getElementById('hold').checked = true;");
    // the pass: three cards, then confirm
    for (int i = 0; i < 3; i++) {
      browser.findElements(By.cssSelector("#hand .card.legal:not(.selected)")).get(0).click();
    }
    List<List<String>> held = new ArrayList<>();
    playAndCollect(() -> page.click(By.cssSelector("[data-confirm]")), held);
    assertThat(page.text(By.id("received"))).startsWith("You received ");
    // one pass: the cards received in its stage
    JsonNode got = page.view(0).get("facts").get("received").get(0);
    assertThat(got).hasSize(3);
    for (JsonNode c : got) {
      assertThat(page.text(By.id("received"))).contains(Page.cardText(c.asText()));
      assertThat(
              browser
                  .findElement(By.cssSelector("#hand .card[data-card='" + c.asText() + "']"))
                  .getAttribute("class"))
          .contains("received");
    }
    while (!"true".equals(page.body().getAttribute("data-over"))) {
      WebElement card = browser.findElements(By.cssSelector("#hand .card.legal")).get(0);
      playAndCollect(card::click, held);
      assertThat(held.size()).isLessThanOrEqualTo(13);
    }
    // every one of the 13 tricks was held on the table, as the rules recorded it
    JsonNode completed = page.view(0).get("tricks").get("completed");
    assertThat(held).hasSize(13);
    for (int k = 0; k < 13; k++) {
      JsonNode t = completed.get(k);
      List<String> want = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        want.add((t.get("leader").asInt() + i) % 4 + " " + t.get("cards").get(i).asText());
      }
      want.add("winner " + t.get("winner").asInt());
      assertThat(held.get(k)).as("trick %d", k + 1).containsExactlyInAnyOrderElementsOf(want);
    }
    assertThat(page.text(By.id("last-trick"))).startsWith("Last trick:");
  }

  /**
   * Does something that sends an action, then, each time a finished trick is held, checks that each
   * card lies toward its own seat, notes its cards and winner, and continues.
   */
  private static void playAndCollect(Runnable r, List<List<String>> held) {
    int n = page.sentCount();
    r.run();
    while (true) {
      page.waitFor(
          () ->
              (page.sentCount() > n && page.idle())
                  || browser.findElement(By.id("continue")).isDisplayed());
      if (!browser.findElement(By.id("continue")).isDisplayed()) {
        return;
      }
      List<WebElement> played = browser.findElements(By.cssSelector("#felt .played"));
      assertThat(played).hasSize(4);
      List<String> trick = new ArrayList<>();
      for (WebElement p : played) {
        int s = Integer.parseInt(p.getAttribute("data-seat"));
        assertThat(page.nearestSeat(p.getRect()))
            .as("the card of seat %d lies toward it", s)
            .isEqualTo(s);
        trick.add(s + " " + p.getAttribute("data-card"));
      }
      List<WebElement> winner = browser.findElements(By.cssSelector("#felt .played.winner"));
      assertThat(winner).hasSize(1);
      trick.add("winner " + winner.get(0).getAttribute("data-seat"));
      assertThat(page.text(By.id("trick-note"))).contains("takes the trick");
      assertThat(browser.findElements(By.cssSelector("#hand .card.legal")))
          .as("you play only once the trick is gathered")
          .isEmpty();
      held.add(trick);
      page.click(By.id("continue"));
      page.waitFor(() -> !browser.findElement(By.id("continue")).isDisplayed() || page.idle());
    }
  }

  @Test
  @DisplayName("a new deal each Play: the seed is drawn, kept secret in play, and differs")
  void eachPlayDealsANewDeal() throws IOException {
    page.open("hearts", "", 0);
    ObjectNode first = lastRecord();
    JsonNode hand1 = page.view(0).get("hand");
    assertThat(page.text(By.id("seed-shown")))
        .contains("drawn at random")
        .doesNotContainPattern("[0-9]{6}");
    assertThat(page.received()).noneMatch(a -> a.contains("seed_drawn"));
    page.click(By.id("leave"));
    assertThat(browser.findElement(By.id("seed")).getAttribute("value")).isEmpty();
    SESSIONS.clear();
    page.actAndWait(() -> page.click(By.id("play")));
    page.waitIdle();
    ObjectNode second = lastRecord();
    assertThat(second.get("seed")).isNotEqualTo(first.get("seed"));
    assertThat(page.view(0).get("hand")).isNotEqualTo(hand1);
  }

  @Test
  @DisplayName("Sheepshead: the hand is sorted trumps first, in the order the view gives")
  void sheepsheadHandInTrumpOrder() throws IOException {
    page.open("sheepshead", "3", 1);
    page.actAndWait(() -> page.click(By.cssSelector("[data-action='pick']")));
    List<String> order = new ArrayList<>();
    page.view(1).get("facts").get("card_order").forEach(c -> order.add(c.asText()));
    assertThat(new java.util.HashSet<>(order))
        .as("the whole deck, as the view orders it")
        .hasSize(32);
    List<String> shown = new ArrayList<>();
    browser
        .findElements(By.cssSelector("#hand .card"))
        .forEach(c -> shown.add(c.getAttribute("data-card")));
    assertThat(shown).hasSize(8);
    List<Integer> places = shown.stream().map(order::indexOf).toList();
    assertThat(places).doesNotContain(-1).isSorted();
    assertThat(page.fact("trump")).contains(page.view(1).get("facts").get("trump").asText());
    assertThat(page.fact("picker")).contains("You");
  }

  @Test
  @DisplayName("Suitability: suit roles and privileges explained in the view's own words")
  void suitabilityRolesExplained() throws IOException {
    page.open("suitability", "3", 1);
    List<WebElement> declare = browser.findElements(By.cssSelector("[data-action^='declare ']"));
    page.actAndWait(declare.get(0)::click);
    JsonNode facts = page.view(1).get("facts");
    String shown = page.text(By.id("facts"));
    int explained = 0;
    for (Map.Entry<String, JsonNode> e : facts.get("roles").properties()) {
      if (!e.getValue().isNull()) {
        assertThat(shown).contains(facts.get("meanings").get(e.getValue().asText()).asText());
        explained++;
      }
    }
    assertThat(explained).as("the roles declared so far").isPositive();
    screenshot("suitability-facts");
  }

  @Test
  @DisplayName(
      "cards are readable in every state: ranks and suits at 4.5:1 or more, red apart from black,"
          + " no dimming of the whole card")
  void cardContrastFromTheCss() {
    page.open("hearts", "11", 0);
    // during the pass every card may be chosen; at a trick some are dimmed
    checkContrast("legal");
    for (int i = 0; i < 3; i++) {
      browser.findElements(By.cssSelector("#hand .card.legal:not(.selected)")).get(0).click();
    }
    page.actAndWait(() -> page.click(By.cssSelector("[data-confirm]")));
    while (browser.findElements(By.cssSelector("#hand .card.dimmed")).isEmpty()) {
      page.actAndWait(browser.findElements(By.cssSelector("#hand .card.legal")).get(0)::click);
    }
    checkContrast("dimmed");
    checkContrast("legal");
  }

  private static void checkContrast(String state) {
    @SuppressWarnings("unchecked")
    Map<String, Object> m =
        (Map<String, Object>)
            page.js(
                """
                const lum = (rgb) => {
                  const [r, g, b] = rgb.match(/[0-9.]+/g).map(Number).map((x) => x / 255)
                    .map((c) => c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4));
                  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
                };
                const ratio = (a, b) => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05);
                const out = { min: 99, redBlack: 99, faded: 0, count: 0, redRgb: '', blackRgb: '' };
                for (const b of document.querySelectorAll('#hand .card.' + arguments[0])) {
                  const face = getComputedStyle(b.querySelector('rect.face')).fill;
                  for (const t of b.querySelectorAll('text')) {
                    if (t.textContent === '') continue;
                    const fill = getComputedStyle(t).fill;
                    out.min = Math.min(out.min, ratio(fill, face));
                    if (b.querySelector('svg').classList.contains('red')) out.redRgb = fill; else out.blackRgb = fill;
                    out.count++;
                  }
                  for (let e = b.querySelector('text'); e && e !== document.body; e = e.parentElement) {
                    const s = getComputedStyle(e);
                    if (Number(s.opacity) < 1 || s.filter !== 'none') out.faded++;
                  }
                }
                if (out.redRgb && out.blackRgb) out.redBlack = ratio(out.redRgb, out.blackRgb);
                return out;
                """,
                state);
    assertThat(((Number) m.get("count")).intValue()).as(state + " cards").isPositive();
    assertThat(((Number) m.get("min")).doubleValue())
        .as("rank and suit contrast of %s cards", state)
        .isGreaterThanOrEqualTo(4.5);
    assertThat(((Number) m.get("faded")).intValue())
        .as("%s cards faded or filtered", state)
        .isZero();
    String red = (String) m.get("redRgb");
    String black = (String) m.get("blackRgb");
    if (!red.isEmpty() && !black.isEmpty()) {
      assertThat(((Number) m.get("redBlack")).doubleValue())
          .as("red against black suits, %s", state)
          .isGreaterThanOrEqualTo(2.0);
      int[] r = rgb(red);
      assertThat(r[0]).as("red suits are red: " + red).isGreaterThan(2 * Math.max(r[1], r[2]));
      int[] b = rgb(black);
      assertThat(Math.max(b[0], Math.max(b[1], b[2]))).as("black suits: " + black).isLessThan(60);
    }
  }

  private static int[] rgb(String css) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("[0-9]+").matcher(css);
    int[] out = new int[3];
    for (int i = 0; i < 3; i++) {
      assertThat(m.find()).as("a colour: " + css).isTrue();
      out[i] = Integer.parseInt(m.group());
    }
    return out;
  }

  @Test
  @DisplayName(
      "accessible: no ARIA on plain elements, cards named by their own words, focus kept after a"
          + " key press")
  void accessibleNamesAndFocus() {
    page.open("hearts", "11", 0);
    Number plain =
        (Number)
            page.js(
                """
                let bad = 0;
                for (const e of document.querySelectorAll('div, span, section, li, ol')) {
                  const aria = [...e.attributes].some((a) => a.name.startsWith('aria-')
                    && a.name !== 'aria-hidden' && a.name !== 'aria-live' && a.name !== 'aria-describedby');
                  const named = e.tagName === 'SECTION';
                  if (aria && !e.hasAttribute('role') && !named) bad++;
                }
                return bad;
                """);
    assertThat(plain.intValue()).as("ARIA attributes on elements without a role").isZero();
    for (WebElement c : browser.findElements(By.cssSelector("#hand .card"))) {
      assertThat(c.getAttribute("aria-label")).as("a card's name is its own text").isNull();
      String card = c.getAttribute("data-card");
      assertThat(c.findElement(By.cssSelector(".sr-only")).getAttribute("textContent"))
          .startsWith(Page.words(card));
      assertThat(c.findElement(By.tagName("svg")).getAttribute("aria-hidden")).isEqualTo("true");
    }
    // keyboard: select three cards by their buttons, confirm, then play a card by Enter on it
    for (int i = 0; i < 3; i++) {
      WebElement c =
          browser.findElements(By.cssSelector("#hand .card.legal:not(.selected)")).get(0);
      String chosen = c.getAttribute("data-card");
      c.sendKeys(Keys.ENTER);
      assertThat(page.activeCard()).as("the card chosen keeps the focus").isEqualTo(chosen);
    }
    WebElement confirm = browser.findElement(By.cssSelector("[data-confirm]"));
    page.actAndWait(() -> confirm.sendKeys(Keys.ENTER));
    page.waitFor(() -> !browser.findElements(By.cssSelector("#hand .card.legal")).isEmpty());
    assertThat(page.activeCard()).as("after the pass the focus is in the hand").isNotNull();
    WebElement card = browser.findElements(By.cssSelector("#hand .card.legal")).get(0);
    String played = card.getAttribute("data-card");
    page.actAndWait(() -> card.sendKeys(Keys.ENTER));
    assertThat(browser.findElements(By.cssSelector("#hand .card[data-card='" + played + "']")))
        .isEmpty();
    assertThat(page.activeCard())
        .as("after a card is played the focus stays in the hand")
        .isNotNull();
  }

  @Test
  @DisplayName(
      "axe-core (TENACE_AXE_JS; required with TENACE_BROWSER_TESTS=required): no serious or"
          + " critical violation on the start page and at a table of every game, the how-to-play"
          + " panel open")
  void axeFindsNothingSerious() {
    String axe = Page.axeScript();
    List<String> found = new ArrayList<>(page.axe(axe, "start page"));
    for (String game : List.of("hearts", "spades", "sheepshead", "suitability")) {
      page.home();
      page.open(game, "3", 1);
      page.click(By.id("how-title"));
      page.waitFor(() -> !page.text(By.id("how-text")).isEmpty());
      found.addAll(page.axe(axe, game));
    }
    assertThat(found).isEmpty();
  }

  @Test
  @DisplayName("screenshots of the table: desktop, and a phone's 390x844 (screenshots/phone.png)")
  void screenshots() {
    page.open("spades", "3", 0);
    page.actAndWait(() -> page.click(By.cssSelector("[data-action='look']")));
    page.actAndWait(() -> page.click(By.cssSelector("[data-action='bid 3']")));
    for (int i = 0; i < 2; i++) {
      page.actAndWait(browser.findElements(By.cssSelector("#hand .card.legal")).get(0)::click);
    }
    screenshot("spades-table");
    browser.manage().window().setSize(new org.openqa.selenium.Dimension(390, 844));
    page.home();
    page.open("hearts", "11", 0);
    for (int i = 0; i < 3; i++) {
      browser.findElements(By.cssSelector("#hand .card.legal:not(.selected)")).get(0).click();
    }
    page.actAndWait(() -> page.click(By.cssSelector("[data-confirm]")));
    page.actAndWait(browser.findElements(By.cssSelector("#hand .card.legal")).get(0)::click);
    assertThat(page.overflow()).isZero();
    page.screenshot(Path.of("screenshots", "phone.png"));
    browser.manage().window().setSize(new org.openqa.selenium.Dimension(1280, 800));
  }

  // ---------------------------------------------------------------- helpers

  private static ObjectNode lastRecord() {
    synchronized (SESSIONS) {
      for (int i = SESSIONS.size() - 1; i >= 0; i--) {
        if (SESSIONS.get(i).dealRecord() != null) {
          return SESSIONS.get(i).dealRecord();
        }
      }
    }
    throw new AssertionError("no table was opened");
  }

  private static void screenshot(String name) {
    page.screenshot(Path.of("target", "screenshots", name + ".png"));
  }
}
