package dev.tenace.cli.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.ServeSession;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
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
import org.openqa.selenium.OutputType;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The card table of {@code tenace web} as a card player sees it (headless Chromium): where the
 * seats sit, the bots' cards and each finished trick shown before your next turn, a new deal each
 * Play, the facts of the deal where you look, and cards readable in every state.
 */
class CardTableBrowserTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The session of every message sent, to read the server's truth. */
  private static final List<ServeSession> SESSIONS =
      Collections.synchronizedList(new ArrayList<>());

  private static TableServer server;
  private static ChromeDriver browser;

  @BeforeAll
  static void start() throws IOException {
    Browser.requireChromium();
    server = TableServer.start("127.0.0.1", 0, (session, request, answer) -> SESSIONS.add(session));
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

  @BeforeEach
  void freshPage() {
    browser.get("http://127.0.0.1:" + server.port() + "/");
    waitFor(() -> "true".equals(body().getAttribute("data-ready")));
    SESSIONS.clear();
  }

  // ---------------------------------------------------------------- the tests

  @Test
  @DisplayName("seats sit around the table: you at the bottom, the next seat on your left")
  void seatsSitAroundTheTable() {
    open("hearts", "11", 1);
    Rectangle felt = browser.findElement(By.id("felt")).getRect();
    // seat 1 (you) bottom, seat 2 left, seat 3 across, seat 0 right
    assertThat(side(seat(1), felt)).isEqualTo("bottom");
    assertThat(side(seat(2), felt)).isEqualTo("left");
    assertThat(side(seat(3), felt)).isEqualTo("top");
    assertThat(side(seat(0), felt)).isEqualTo("right");
    assertThat(browser.findElements(By.cssSelector(".seat.partner"))).isEmpty();
  }

  @Test
  @DisplayName("Spades: your partner sits across, marked from the view's teams; contracts shown")
  void spadesPartnerAcross() throws IOException {
    open("spades", "3", 0);
    Rectangle felt = browser.findElement(By.id("felt")).getRect();
    assertThat(side(seat(2), felt)).isEqualTo("top");
    assertThat(side(seat(1), felt)).isEqualTo("left");
    assertThat(browser.findElement(By.id("seat-box-2")).getAttribute("class")).contains("partner");
    assertThat(browser.findElement(By.id("seat-box-2")).getText()).contains("your partner");
    assertThat(browser.findElement(By.id("seat-box-1")).getAttribute("class"))
        .doesNotContain("partner");
    actAndWait(() -> click(By.cssSelector("[data-action='look']")));
    actAndWait(() -> click(By.cssSelector("[data-action='bid 3']")));
    JsonNode facts = view(0).get("facts");
    assertThat(fact("trump")).contains(facts.get("trump").asText());
    for (JsonNode c : facts.get("contract")) {
      assertThat(fact("contract")).contains(c.asText());
    }
  }

  @Test
  @DisplayName(
      "every trick finished between your turns stays on the table with its winner, each card at"
          + " its seat's place, until you continue")
  void finishedTricksAreShownUntilYouContinue() throws IOException {
    open("hearts", "11", 0);
    js(
        "document.getElementById('speed').value = '50';"
            + "document.getElementById('hold').checked = true;");
    // the pass: three cards, then confirm
    for (int i = 0; i < 3; i++) {
      browser.findElements(By.cssSelector("#hand .card.legal:not(.selected)")).get(0).click();
    }
    List<List<String>> held = new ArrayList<>();
    playAndCollect(() -> click(By.cssSelector("[data-confirm]")), held);
    assertThat(text(By.id("received"))).startsWith("You received ");
    // one pass: the cards received in its stage
    JsonNode got = view(0).get("facts").get("received").get(0);
    assertThat(got).hasSize(3);
    for (JsonNode c : got) {
      assertThat(text(By.id("received"))).contains(WebTableBrowserTest.cardText(c.asText()));
      assertThat(
              browser
                  .findElement(By.cssSelector("#hand .card[data-card='" + c.asText() + "']"))
                  .getAttribute("class"))
          .contains("received");
    }
    while (!"true".equals(body().getAttribute("data-over"))) {
      WebElement card = browser.findElements(By.cssSelector("#hand .card.legal")).get(0);
      playAndCollect(card::click, held);
      assertThat(held.size()).isLessThanOrEqualTo(13);
    }
    // every one of the 13 tricks was held on the table, as the rules recorded it
    JsonNode completed = view(0).get("tricks").get("completed");
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
    assertThat(text(By.id("last-trick"))).startsWith("Last trick:");
  }

  /**
   * Does something that sends an action, then, each time a finished trick is held, checks that each
   * card lies toward its own seat, notes its cards and winner, and continues.
   */
  private static void playAndCollect(Runnable r, List<List<String>> held) {
    int n = sentCount();
    r.run();
    while (true) {
      waitFor(
          () ->
              (sentCount() > n && idle()) || browser.findElement(By.id("continue")).isDisplayed());
      if (!browser.findElement(By.id("continue")).isDisplayed()) {
        return;
      }
      List<WebElement> played = browser.findElements(By.cssSelector("#felt .played"));
      assertThat(played).hasSize(4);
      List<String> trick = new ArrayList<>();
      for (WebElement p : played) {
        int s = Integer.parseInt(p.getAttribute("data-seat"));
        assertThat(nearestSeat(p.getRect()))
            .as("the card of seat %d lies toward it", s)
            .isEqualTo(s);
        trick.add(s + " " + p.getAttribute("data-card"));
      }
      List<WebElement> winner = browser.findElements(By.cssSelector("#felt .played.winner"));
      assertThat(winner).hasSize(1);
      trick.add("winner " + winner.get(0).getAttribute("data-seat"));
      assertThat(text(By.id("trick-note"))).contains("takes the trick");
      assertThat(browser.findElements(By.cssSelector("#hand .card.legal")))
          .as("you play only once the trick is gathered")
          .isEmpty();
      held.add(trick);
      click(By.id("continue"));
      waitFor(() -> !browser.findElement(By.id("continue")).isDisplayed() || idle());
    }
  }

  @Test
  @DisplayName("a new deal each Play: the seed is drawn, kept secret in play, and differs")
  void eachPlayDealsANewDeal() throws IOException {
    open("hearts", "", 0);
    ObjectNode first = lastRecord();
    JsonNode hand1 = view(0).get("hand");
    assertThat(text(By.id("seed-shown")))
        .contains("drawn at random")
        .doesNotContainPattern("[0-9]{6}");
    assertThat(received()).noneMatch(a -> a.contains("seed_drawn"));
    click(By.id("leave"));
    assertThat(browser.findElement(By.id("seed")).getAttribute("value")).isEmpty();
    SESSIONS.clear();
    actAndWait(() -> click(By.id("play")));
    waitIdle();
    ObjectNode second = lastRecord();
    assertThat(second.get("seed")).isNotEqualTo(first.get("seed"));
    assertThat(view(0).get("hand")).isNotEqualTo(hand1);
  }

  @Test
  @DisplayName("Sheepshead: the hand is sorted trumps first, in the order the view gives")
  void sheepsheadHandInTrumpOrder() throws IOException {
    open("sheepshead", "3", 1);
    actAndWait(() -> click(By.cssSelector("[data-action='pick']")));
    List<String> order = new ArrayList<>();
    view(1).get("facts").get("card_order").forEach(c -> order.add(c.asText()));
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
    assertThat(fact("trump")).contains(view(1).get("facts").get("trump").asText());
    assertThat(fact("picker")).contains("You");
  }

  @Test
  @DisplayName("Suitability: suit roles and privileges explained in the view's own words")
  void suitabilityRolesExplained() throws IOException {
    open("suitability", "3", 1);
    List<WebElement> declare = browser.findElements(By.cssSelector("[data-action^='declare ']"));
    actAndWait(declare.get(0)::click);
    JsonNode facts = view(1).get("facts");
    String shown = text(By.id("facts"));
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
    open("hearts", "11", 0);
    // during the pass every card may be chosen; at a trick some are dimmed
    checkContrast("legal");
    for (int i = 0; i < 3; i++) {
      browser.findElements(By.cssSelector("#hand .card.legal:not(.selected)")).get(0).click();
    }
    actAndWait(() -> click(By.cssSelector("[data-confirm]")));
    while (browser.findElements(By.cssSelector("#hand .card.dimmed")).isEmpty()) {
      actAndWait(browser.findElements(By.cssSelector("#hand .card.legal")).get(0)::click);
    }
    checkContrast("dimmed");
    checkContrast("legal");
  }

  private static void checkContrast(String state) {
    @SuppressWarnings("unchecked")
    Map<String, Object> m =
        (Map<String, Object>)
            js(
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
    open("hearts", "11", 0);
    Number plain =
        (Number)
            js(
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
          .startsWith(words(card));
      assertThat(c.findElement(By.tagName("svg")).getAttribute("aria-hidden")).isEqualTo("true");
    }
    // keyboard: select three cards by their buttons, confirm, then play a card by Enter on it
    for (int i = 0; i < 3; i++) {
      WebElement c =
          browser.findElements(By.cssSelector("#hand .card.legal:not(.selected)")).get(0);
      String chosen = c.getAttribute("data-card");
      c.sendKeys(Keys.ENTER);
      assertThat(activeCard()).as("the card chosen keeps the focus").isEqualTo(chosen);
    }
    WebElement confirm = browser.findElement(By.cssSelector("[data-confirm]"));
    actAndWait(() -> confirm.sendKeys(Keys.ENTER));
    waitFor(() -> !browser.findElements(By.cssSelector("#hand .card.legal")).isEmpty());
    assertThat(activeCard()).as("after the pass the focus is in the hand").isNotNull();
    WebElement card = browser.findElements(By.cssSelector("#hand .card.legal")).get(0);
    String played = card.getAttribute("data-card");
    actAndWait(() -> card.sendKeys(Keys.ENTER));
    assertThat(browser.findElements(By.cssSelector("#hand .card[data-card='" + played + "']")))
        .isEmpty();
    assertThat(activeCard()).as("after a card is played the focus stays in the hand").isNotNull();
  }

  @Test
  @DisplayName(
      "axe-core, when TENACE_AXE_JS names its axe.min.js: no serious or critical violation on the"
          + " start page and at a table of every game")
  void axeFindsNothingSerious() throws IOException {
    String path = System.getenv("TENACE_AXE_JS");
    org.junit.jupiter.api.Assumptions.assumeTrue(
        path != null && Files.isReadable(Path.of(path)),
        "axe-core is not bundled (no network in the build): set TENACE_AXE_JS to its axe.min.js");
    String axe = Files.readString(Path.of(path));
    List<String> found = new ArrayList<>(axe(axe, "start page"));
    for (String game : List.of("hearts", "spades", "sheepshead", "suitability")) {
      browser.get("http://127.0.0.1:" + server.port() + "/");
      waitFor(() -> "true".equals(body().getAttribute("data-ready")));
      open(game, "3", 1);
      found.addAll(axe(axe, game));
    }
    assertThat(found).isEmpty();
  }

  /** The serious and critical violations axe-core finds on the page now. */
  @SuppressWarnings("unchecked")
  private static List<String> axe(String axe, String where) {
    js(axe);
    List<String> out = new ArrayList<>();
    Object r =
        browser.executeAsyncScript(
            "const done = arguments[arguments.length - 1];"
                + " axe.run(document).then((r) => done(r.violations"
                + ".filter((v) => v.impact === 'serious' || v.impact === 'critical')"
                + ".map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', '))));");
    for (Object v : (List<Object>) r) {
      out.add(where + ": " + v);
    }
    return out;
  }

  private static String activeCard() {
    return (String)
        js(
            "const a = document.activeElement;"
                + " return a && a.parentElement && a.parentElement.id === 'hand' ? a.dataset.card : null;");
  }

  private static String words(String card) {
    String rank =
        switch (card.charAt(0)) {
          case 'A' -> "ace";
          case 'K' -> "king";
          case 'Q' -> "queen";
          case 'J' -> "jack";
          case 'T' -> "10";
          default -> card.substring(0, 1);
        };
    String suit =
        switch (card.charAt(1)) {
          case 'C' -> "clubs";
          case 'D' -> "diamonds";
          case 'S' -> "spades";
          default -> "hearts";
        };
    return rank + " of " + suit;
  }

  @Test
  @DisplayName("screenshots of the table: desktop and phone")
  void screenshots() throws IOException {
    open("spades", "3", 0);
    js("document.getElementById('speed').value = '0';");
    actAndWait(() -> click(By.cssSelector("[data-action='look']")));
    actAndWait(() -> click(By.cssSelector("[data-action='bid 3']")));
    for (int i = 0; i < 2; i++) {
      actAndWait(browser.findElements(By.cssSelector("#hand .card.legal")).get(0)::click);
    }
    screenshot("spades-table");
    browser.manage().window().setSize(new org.openqa.selenium.Dimension(390, 844));
    browser.navigate().refresh();
    waitFor(() -> "true".equals(body().getAttribute("data-ready")));
    open("hearts", "11", 0);
    long overflow =
        (Long) js("return Math.max(0, document.documentElement.scrollWidth - window.innerWidth);");
    assertThat(overflow).isZero();
    screenshot("hearts-phone");
    browser.manage().window().setSize(new org.openqa.selenium.Dimension(1280, 800));
  }

  // ---------------------------------------------------------------- helpers

  /** Opens a table of {@code game} with you at {@code mySeat}; an empty seed draws one. */
  private static void open(String game, String seed, int mySeat) {
    new Select(browser.findElement(By.id("game"))).selectByValue(game);
    WebElement s = browser.findElement(By.id("seed"));
    s.clear();
    s.sendKeys(seed);
    new Select(browser.findElement(By.id("seat-" + mySeat))).selectByValue("client");
    js("document.getElementById('speed').value = '0';");
    actAndWait(() -> click(By.id("play")));
    waitIdle();
  }

  private static Rectangle seat(int s) {
    return browser.findElement(By.id("seat-box-" + s)).getRect();
  }

  /** The side of the felt a box is on: bottom, top, left or right. */
  private static String side(Rectangle r, Rectangle felt) {
    double x = (r.getX() + r.getWidth() / 2.0 - felt.getX()) / felt.getWidth() - 0.5;
    double y = (r.getY() + r.getHeight() / 2.0 - felt.getY()) / felt.getHeight() - 0.5;
    if (Math.abs(x) > Math.abs(y)) {
      return x < 0 ? "left" : "right";
    }
    return y < 0 ? "top" : "bottom";
  }

  /** The seat whose box is nearest a card on the felt, by the direction from the middle. */
  private static int nearestSeat(Rectangle card) {
    Rectangle felt = browser.findElement(By.id("felt")).getRect();
    String side = side(card, felt);
    int found = -1;
    for (WebElement b : browser.findElements(By.cssSelector("#felt .seat"))) {
      if (side(b.getRect(), felt).equals(side)) {
        found = Integer.parseInt(b.getAttribute("id").substring("seat-box-".length()));
      }
    }
    return found;
  }

  private static String fact(String name) {
    List<WebElement> f = browser.findElements(By.cssSelector("#facts [data-fact='" + name + "']"));
    assertThat(f).as("the fact " + name + " is shown").hasSize(1);
    return f.get(0).getText();
  }

  private static WebElement body() {
    return browser.findElement(By.tagName("body"));
  }

  private static void click(By by) {
    browser.findElement(by).click();
  }

  private static String text(By by) {
    return browser.findElement(by).getText();
  }

  private static Object js(String script, Object... args) {
    return browser.executeScript(script, args);
  }

  private static boolean idle() {
    return Boolean.TRUE.equals(
        js("const t = window.tenaceTable; return !t.busy && t.waiting.size === 0;"));
  }

  private static int sentCount() {
    return ((Long) js("return window.tenaceTable.sent.length;")).intValue();
  }

  private static void actAndWait(Runnable r) {
    int n = sentCount();
    r.run();
    waitFor(() -> sentCount() > n && idle());
  }

  private static void waitIdle() {
    waitFor(
        () ->
            idle()
                && browser.findElement(By.id("table")).isDisplayed()
                && body().getAttribute("data-over") != null);
  }

  private static void waitFor(java.util.function.BooleanSupplier c) {
    new WebDriverWait(browser, Duration.ofSeconds(30)).until(d -> c.getAsBoolean());
  }

  @SuppressWarnings("unchecked")
  private static List<String> received() {
    return (List<String>) js("return window.tenaceTable.received;");
  }

  private static JsonNode view(int seat) throws IOException {
    return JSON.readTree(
        (String) js("return JSON.stringify(window.tenaceTable.views[" + seat + "]);"));
  }

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

  private static void screenshot(String name) throws IOException {
    Path dir = Path.of("target", "screenshots");
    Files.createDirectories(dir);
    try {
      Files.write(dir.resolve(name + ".png"), browser.getScreenshotAs(OutputType.BYTES));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
