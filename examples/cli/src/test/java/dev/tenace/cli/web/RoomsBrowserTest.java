package dev.tenace.cli.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.Replay;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * A shared table in three Chromium sessions: Ann creates a Spades match and shares its link, Bob
 * finds it in the lobby and takes the free seat, Eve opens the link and watches; two bots play the
 * other seats. They play the whole match by clicking; each player's page only ever holds their own
 * seat's view, the spectator's none with a hand; Bob reloads mid-trick and plays on in his seat.
 */
class RoomsBrowserTest {
  private static final Pattern SIZE = Pattern.compile("/([0-9]+)\\)$");

  private TableServer server;
  private final List<Page> pages = new ArrayList<>();

  @AfterEach
  void stop() {
    pages.forEach(p -> p.browser().quit());
    if (server != null) {
      server.close();
    }
  }

  private Page open() throws IOException {
    Page p = new Page(Browser.open(1280, 800), "http://127.0.0.1:" + server.port() + "/");
    pages.add(p);
    return p;
  }

  private static String value(Page p, String id) {
    return p.browser().findElement(By.id(id)).getAttribute("value");
  }

  private static void type(Page p, String id, String text) {
    WebElement e = p.browser().findElement(By.id(id));
    e.clear();
    e.sendKeys(text);
  }

  private static boolean shown(Page p, String id) {
    return p.browser().findElement(By.id(id)).isDisplayed();
  }

  /** Ann's table: a Spades match to 100 (a short match), Bob's seat free, two bots. */
  private String createTable(Page ann) {
    ann.home();
    new Select(ann.browser().findElement(By.id("game"))).selectByValue("spades");
    new Select(ann.browser().findElement(By.id("mode"))).selectByValue("match");
    ann.js("document.getElementById('variants-box').open = true;");
    type(ann, "variant-targetScore", "100");
    new Select(ann.browser().findElement(By.id("seat-0"))).selectByValue("client");
    new Select(ann.browser().findElement(By.id("seat-1"))).selectByValue("heuristic");
    new Select(ann.browser().findElement(By.id("seat-2"))).selectByValue("person");
    new Select(ann.browser().findElement(By.id("seat-3"))).selectByValue("heuristic");
    type(ann, "my-name", "Ann");
    ann.click(By.id("host-table"));
    ann.waitFor(() -> shown(ann, "share-link") && value(ann, "share-link").contains("?table="));
    return value(ann, "share-link");
  }

  @Test
  @DisplayName(
      "two players and a spectator in three browsers play a whole Spades match with two bots:"
          + " each player sees only their hand, the spectator none; a reload mid-trick returns"
          + " Bob to his seat")
  void twoPlayersAndASpectatorPlayAWholeMatch() throws Exception {
    Browser.requireChromium();
    server =
        TableServer.start(
            "127.0.0.1",
            0,
            TableServer.Tap.NONE,
            TableServer.Limits.DEFAULT.withSeatTimeout(Duration.ofMinutes(1)));
    Page ann = open();
    Page bob = open();
    Page eve = open();
    String link = createTable(ann);
    String id = link.substring(link.indexOf("?table=") + 7);
    assertThat(id).hasSizeGreaterThanOrEqualTo(22);

    joinFromTheLobby(bob, id);
    watchFromTheLink(eve, link);
    ann.waitFor(() -> ann.text(By.id("room-seats")).contains("Bob"));
    for (Page p : List.of(ann, bob, eve)) {
      p.js("document.getElementById('speed').value = '0';");
    }
    ann.click(By.id("start-table"));

    Played played = playTheMatch(ann, bob, id);
    assertThat(played.reloaded()).as("Bob reloaded mid-trick").isTrue();
    assertThat(played.actions()).isGreaterThan(20);
    onlyOwnView(ann, 0);
    onlyOwnView(bob, 2);
    eve.waitFor(() -> matchOver(eve));
    spectatorSawNoHand(eve);
    ObjectNode record = server.rooms.room(id).record();
    assertThat(record.get("deals")).hasSize(played.deals());
    List<ObjectNode> replayed = Replay.line(record.toString());
    assertThat(replayed)
        .allSatisfy(r -> assertThat(r.get("ok").asBoolean()).as(r.toString()).isTrue());
    JsonNode last =
        Page.JSON.readTree((String) ann.js("return JSON.stringify(window.tenaceTable.status);"));
    assertThat(last.get("result").get("details"))
        .isEqualTo(replayed.get(replayed.size() - 1).get("result"));
    assertThat(last.get("seed_drawn").asText()).isEqualTo(record.get("seed").asText());
  }

  /** Bob finds the table in the lobby and takes its free seat. */
  private static void joinFromTheLobby(Page bob, String id) {
    bob.home();
    By join = By.cssSelector("#lobby-list button[data-table='" + id + "']");
    bob.waitFor(() -> !bob.browser().findElements(join).isEmpty());
    bob.click(join);
    bob.waitFor(() -> shown(bob, "join-form"));
    type(bob, "join-name", "Bob");
    bob.click(By.id("take-seat"));
    bob.waitFor(() -> bob.text(By.id("room-seats")).contains("Bob (you)"));
  }

  /** Eve opens the link and watches. */
  private static void watchFromTheLink(Page eve, String link) {
    eve.browser().get(link);
    eve.waitFor(
        () -> "true".equals(eve.body().getAttribute("data-ready")) && shown(eve, "join-form"));
    eve.click(By.id("watch-table"));
    eve.waitFor(() -> eve.text(By.id("room-seats")).contains("Bob"));
  }

  /** How the match went: the actions clicked, the deals dealt, whether Bob reloaded. */
  record Played(int actions, int deals, boolean reloaded) {}

  /**
   * Ann (seat 0) and Bob (seat 2) click their turns until the match is over; Ann deals each next
   * deal; Bob reloads once, at his turn with a card on the trick, and must be back in his seat with
   * the same hand.
   */
  private static Played playTheMatch(Page ann, Page bob, String id) throws Exception {
    Page[] players = {ann, bob};
    int[] seats = {0, 2};
    boolean reloaded = false;
    int actions = 0;
    int deals = 1;
    long until = System.nanoTime() + Duration.ofMinutes(8).toNanos();
    while (!matchOver(ann)) {
      assertThat(System.nanoTime()).as("the match ends in time").isLessThan(until);
      boolean acted = false;
      for (int i = 0; i < 2; i++) {
        Page p = players[i];
        if (!ready(p)) {
          continue;
        }
        onlyOwnView(p, seats[i]);
        if ("true".equals(p.body().getAttribute("data-over"))) {
          if (i == 0 && shown(p, "next")) {
            int before = dealOf(ann);
            p.click(By.id("next"));
            p.waitFor(() -> dealOf(ann) > before);
            deals++;
            acted = true;
          }
        } else if (String.valueOf(seats[i]).equals(p.body().getAttribute("data-to-act"))) {
          if (!reloaded && i == 1 && trickCards(p) > 0) {
            reload(p, id);
            reloaded = true;
          }
          actOnce(p);
          actions++;
          acted = true;
        }
      }
      if (!acted) {
        Thread.sleep(20);
      }
    }
    return new Played(actions, deals, reloaded);
  }

  /** Reloads Bob's page at his turn: back in seat 2, to act, with the same hand. */
  private static void reload(Page p, String id) {
    List<String> hand = hand(p);
    p.browser().navigate().refresh();
    p.waitFor(() -> ready(p) && "2".equals(p.body().getAttribute("data-to-act")));
    assertThat(hand(p)).as("the same hand after the reload").isEqualTo(hand);
    assertThat(p.js("return location.search;")).isEqualTo("?table=" + id);
    p.js("document.getElementById('speed').value = '0';");
  }

  @Test
  @DisplayName(
      "axe-core: no serious or critical violation on the start page with a table in the lobby,"
          + " the waiting room with its link, and the join screen of the link; both fit a phone")
  void roomScreensPassAxe() throws Exception {
    Browser.requireChromium();
    String axe = Page.axeScript();
    server = TableServer.start("127.0.0.1", 0, TableServer.Tap.NONE);
    Page ann = open();
    Page bob = open();
    String link = createTable(ann);
    List<String> found = new ArrayList<>(ann.axe(axe, "waiting room"));
    bob.home();
    bob.waitFor(() -> !bob.browser().findElements(By.cssSelector("#lobby-list button")).isEmpty());
    found.addAll(bob.axe(axe, "start page with the lobby"));
    bob.browser().get(link);
    bob.waitFor(() -> shown(bob, "join-form"));
    found.addAll(bob.axe(axe, "join screen"));
    assertThat(found).isEmpty();
    for (Page p : List.of(ann, bob)) {
      p.browser().manage().window().setSize(new org.openqa.selenium.Dimension(390, 844));
      assertThat(p.overflow()).as("the room's screens fit a phone").isZero();
    }
  }

  private static boolean ready(Page p) {
    return "true".equals(p.body().getAttribute("data-ready"))
        && shown(p, "table")
        && "false".equals(p.body().getAttribute("data-animating"))
        && p.idle()
        && p.body().getAttribute("data-over") != null;
  }

  private static boolean matchOver(Page p) {
    return Boolean.TRUE.equals(
        p.js(
            "const s = window.tenaceTable.status;"
                + " return !!(window.tenaceTable.room && s && s.over && s.result && s.result.match_over);"));
  }

  private static int dealOf(Page p) {
    return ((Long) p.js("return window.tenaceTable.status.deal;")).intValue();
  }

  private static int trickCards(Page p) {
    return ((Long)
            p.js(
                "const v = window.tenaceTable.views[window.tenaceTable.me];"
                    + " return v && v.tricks ? v.tricks.current.cards.length : 0;"))
        .intValue();
  }

  @SuppressWarnings("unchecked")
  private static List<String> hand(Page p) {
    return (List<String>) p.js("return window.tenaceTable.views[window.tenaceTable.me].hand;");
  }

  /** The page holds its own seat's view only, and every room message it got was for its seat. */
  @SuppressWarnings("unchecked")
  private static void onlyOwnView(Page p, int seat) throws IOException {
    Object seen =
        p.js("return window.tenaceTable.views.map((v, i) => (v ? i : -1)).filter((i) => i >= 0);");
    assertThat((List<Object>) seen).containsExactly((long) seat);
    for (Object text : (List<?>) p.js("return window.tenaceTable.received;")) {
      JsonNode m = Page.JSON.readTree((String) text);
      if (m.has("event") && m.get("event").asText().equals("room")) {
        assertThat(m.get("you").asInt()).isEqualTo(seat);
        assertThat(m.has("views")).isFalse();
        if (m.has("view")) {
          assertThat(m.get("view").get("seat").asInt()).isEqualTo(seat);
        }
      }
    }
  }

  /** Every room message the spectator got showed no hand and no seat's view. */
  private static void spectatorSawNoHand(Page p) throws IOException {
    int views = 0;
    for (Object text : (List<?>) p.js("return window.tenaceTable.received;")) {
      JsonNode m = Page.JSON.readTree((String) text);
      if (m.has("event") && m.get("event").asText().equals("room")) {
        assertThat(m.get("you").asInt()).isEqualTo(-1);
        assertThat(m.has("views")).isFalse();
        if (m.has("view")) {
          views++;
          assertThat(m.get("view").get("hand")).isEmpty();
          assertThat(m.get("view").get("legal")).isEmpty();
        }
      }
    }
    assertThat(views).isGreaterThan(20);
    assertThat(p.browser().findElement(By.id("me")).isDisplayed()).as("no hand shown").isFalse();
  }

  /** Your action: the first legal card, the first cards of a choice confirmed, or a button. */
  private static void actOnce(Page page) {
    List<WebElement> confirm = page.browser().findElements(By.cssSelector("[data-confirm]"));
    List<WebElement> cards = page.browser().findElements(By.cssSelector("#hand .card.legal"));
    List<WebElement> buttons = page.browser().findElements(By.cssSelector("[data-action]"));
    int n = page.sentCount();
    if (!confirm.isEmpty()) {
      Matcher m = SIZE.matcher(confirm.get(0).getText());
      assertThat(m.find()).as("a choice says its size: " + confirm.get(0).getText()).isTrue();
      for (int i = 0; i < Integer.parseInt(m.group(1)); i++) {
        page.browser()
            .findElements(By.cssSelector("#hand .card.legal:not(.selected)"))
            .get(0)
            .click();
      }
      page.browser().findElements(By.cssSelector("[data-confirm]")).get(0).click();
    } else if (!cards.isEmpty()) {
      cards.get(0).click();
    } else {
      assertThat(buttons).as("your turn offers an action").isNotEmpty();
      buttons.get(0).click();
    }
    page.waitFor(() -> page.sentCount() > n && page.idle());
  }
}
