package dev.tenace.cli.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page of {@code tenace web} as the browser tests drive it: open a table, click, wait for the
 * answers to be shown, read the views the page received and where things lie on the felt. One class
 * for every browser test (the cli's and a game module's, through the test-jar), so that no test
 * keeps its own copy.
 */
public final class Page {
  /** Reads the views and answers the page holds. */
  public static final ObjectMapper JSON = new ObjectMapper();

  private final ChromeDriver browser;
  private final String url;

  /**
   * The page of the server at {@code url} in {@code browser}.
   *
   * @param browser a browser of {@link Browser#open}
   * @param url the page's address, ending in {@code /}
   */
  public Page(ChromeDriver browser, String url) {
    this.browser = browser;
    this.url = url;
  }

  /** The browser. */
  public ChromeDriver browser() {
    return browser;
  }

  /** The page's address. */
  public String url() {
    return url;
  }

  // ---------------------------------------------------------------- setting up a table

  /** Loads the start page and waits until it knows the games. */
  public void home() {
    browser.get(url);
    waitFor(() -> "true".equals(body().getAttribute("data-ready")));
  }

  /**
   * Chooses a game, a seed (empty: drawn at random) and your seat, with the bots' cards shown at
   * once ("instant"), without pressing Play.
   */
  public void setUp(String game, String seed, int mySeat) {
    new Select(browser.findElement(By.id("game"))).selectByValue(game);
    seed(seed);
    js("document.getElementById('speed').value = '0';");
    new Select(browser.findElement(By.id("seat-" + mySeat))).selectByValue("client");
  }

  /** Types a seed in the seed box (empty: drawn at random). */
  public void seed(String seed) {
    WebElement s = browser.findElement(By.id("seed"));
    s.clear();
    s.sendKeys(seed);
  }

  /** {@link #setUp}, then Play, and waits until the table is shown. */
  public void open(String game, String seed, int mySeat) {
    setUp(game, seed, mySeat);
    actAndWait(() -> click(By.id("play")));
    waitIdle();
  }

  // ---------------------------------------------------------------- reading and clicking

  /** The page's body. */
  public WebElement body() {
    return browser.findElement(By.tagName("body"));
  }

  /** Clicks the element. */
  public void click(By by) {
    browser.findElement(by).click();
  }

  /** The element's visible text. */
  public String text(By by) {
    return browser.findElement(by).getText();
  }

  /** Runs a script in the page. */
  public Object js(String script, Object... args) {
    return browser.executeScript(script, args);
  }

  /** Whether the deal shown is over. */
  public boolean over() {
    return "true".equals(body().getAttribute("data-over"));
  }

  /** Whether no request waits for its answer and the page is not busy. */
  public boolean idle() {
    return Boolean.TRUE.equals(
        js("const t = window.tenaceTable; return !t.busy && t.waiting.size === 0;"));
  }

  /** Whether a finished trick is held on the felt with its Continue button. */
  public boolean held() {
    return browser.findElement(By.id("continue")).isDisplayed();
  }

  /** How many requests the page has sent. */
  public int sentCount() {
    return ((Long) js("return window.tenaceTable.sent.length;")).intValue();
  }

  /** Does something that sends an action, then waits until its answers are shown. */
  public void actAndWait(Runnable r) {
    int n = sentCount();
    r.run();
    waitFor(() -> sentCount() > n && idle());
  }

  /** Waits until the table is shown and idle. */
  public void waitIdle() {
    waitFor(
        () ->
            idle()
                && browser.findElement(By.id("table")).isDisplayed()
                && body().getAttribute("data-over") != null);
  }

  /** Waits up to 30 s; on time out says what the page shows and what went wrong in it. */
  public void waitFor(BooleanSupplier c) {
    try {
      new WebDriverWait(browser, Duration.ofSeconds(30)).until(d -> c.getAsBoolean());
    } catch (TimeoutException e) {
      throw new AssertionError(
          "the page did not get there; its errors: "
              + js("return JSON.stringify(window.tenaceTable && window.tenaceTable.errors);")
              + "; it shows: "
              + body().getText(),
          e);
    }
  }

  /** How far the page overflows the window to the right, in pixels. */
  public long overflow() {
    return (Long)
        js("return Math.max(0, document.documentElement.scrollWidth - window.innerWidth);");
  }

  /** The view of a seat as the page last received it. */
  public JsonNode view(int seat) {
    return tree((String) js("return JSON.stringify(window.tenaceTable.views[" + seat + "]);"));
  }

  /** The result of the last status the page showed. */
  public JsonNode statusResult() {
    return tree((String) js("return JSON.stringify(window.tenaceTable.status.result);"));
  }

  /** The action texts the page sent in {@code act} requests, in order. */
  public List<String> sentActions() {
    List<String> out = new ArrayList<>();
    @SuppressWarnings("unchecked")
    List<String> sent = (List<String>) js("return window.tenaceTable.sent;");
    for (String s : sent) {
      JsonNode r = tree(s);
      if (r.get("op").asText().equals("act")) {
        out.add(r.get("action").asText());
      }
    }
    return out;
  }

  /** Every answer text the page received. */
  @SuppressWarnings("unchecked")
  public List<String> received() {
    return (List<String>) js("return window.tenaceTable.received;");
  }

  /** The last answer the page received. */
  public JsonNode lastAnswer() {
    List<String> got = received();
    return tree(got.get(got.size() - 1));
  }

  /** The text of a fact of the deal shown above the felt; it must be shown once. */
  public String fact(String name) {
    List<WebElement> f = browser.findElements(By.cssSelector("#facts [data-fact='" + name + "']"));
    assertThat(f).as("the fact " + name + " is shown").hasSize(1);
    return f.get(0).getText();
  }

  /** The card the focus is on in your hand, or null. */
  public String activeCard() {
    return (String)
        js(
            "const a = document.activeElement;"
                + " return a && a.parentElement && a.parentElement.id === 'hand' ? a.dataset.card : null;");
  }

  private static JsonNode tree(String text) {
    try {
      return JSON.readTree(text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // ---------------------------------------------------------------- cards in words

  /** A card as the page writes it for players: "Q♠", "10♥". */
  public static String cardText(String card) {
    String suit =
        switch (card.charAt(1)) {
          case 'C' -> "♣";
          case 'D' -> "♦";
          case 'S' -> "♠";
          default -> "♥";
        };
    return (card.charAt(0) == 'T' ? "10" : card.substring(0, 1)) + suit;
  }

  /** A card in words, as a screen reader says it: "queen of spades". */
  public static String words(String card) {
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

  // ---------------------------------------------------------------- places on the felt

  /** The side of the felt a box is on: bottom, top, left or right. */
  public static String side(Rectangle r, Rectangle felt) {
    double x = (r.getX() + r.getWidth() / 2.0 - felt.getX()) / felt.getWidth() - 0.5;
    double y = (r.getY() + r.getHeight() / 2.0 - felt.getY()) / felt.getHeight() - 0.5;
    if (Math.abs(x) > Math.abs(y)) {
      return x < 0 ? "left" : "right";
    }
    return y < 0 ? "top" : "bottom";
  }

  /** The box of a seat around the felt. */
  public Rectangle seat(int s) {
    return browser.findElement(By.id("seat-box-" + s)).getRect();
  }

  /**
   * The seat whose box lies in the direction of a card from the middle of the felt (the nearest
   * angle, the felt's width and height made equal), for any number of seats.
   */
  public int nearestSeat(Rectangle card) {
    Rectangle felt = browser.findElement(By.id("felt")).getRect();
    double a = angle(card, felt);
    int found = -1;
    double best = Double.MAX_VALUE;
    for (WebElement b : browser.findElements(By.cssSelector("#felt .seat"))) {
      double d = Math.abs(Math.IEEEremainder(angle(b.getRect(), felt) - a, 2 * Math.PI));
      if (d < best) {
        best = d;
        found = Integer.parseInt(b.getAttribute("id").substring("seat-box-".length()));
      }
    }
    return found;
  }

  private static double angle(Rectangle r, Rectangle felt) {
    double x = (r.getX() + r.getWidth() / 2.0 - felt.getX()) / felt.getWidth() - 0.5;
    double y = (r.getY() + r.getHeight() / 2.0 - felt.getY()) / felt.getHeight() - 0.5;
    return Math.atan2(y, x);
  }

  // ---------------------------------------------------------------- files

  /** Writes a PNG of the window. */
  public void screenshot(Path file) {
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      Files.write(file, browser.getScreenshotAs(OutputType.BYTES));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // ---------------------------------------------------------------- axe-core

  /**
   * axe-core's {@code axe.min.js}, named by {@code TENACE_AXE_JS} ({@code .ci/run} fetches it from
   * the npm registry). Without it the calling test is skipped, unless {@code
   * TENACE_BROWSER_TESTS=required}, when it fails.
   */
  public static String axeScript() {
    String path = System.getenv("TENACE_AXE_JS");
    if (path != null && Files.isReadable(Path.of(path))) {
      try {
        return Files.readString(Path.of(path));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    String why =
        "axe-core is not bundled: set TENACE_AXE_JS to its axe.min.js (npm pack axe-core@4.14.1)";
    if ("required".equals(System.getenv("TENACE_BROWSER_TESTS"))) {
      fail(why + "; TENACE_BROWSER_TESTS=required and TENACE_AXE_JS is " + path);
    }
    return Assumptions.abort(why);
  }

  /** The serious and critical violations axe-core finds on the page now, each named by where. */
  @SuppressWarnings("unchecked")
  public List<String> axe(String axe, String where) {
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
}
