package dev.tenace.cli.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.Replay;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * A whole deal of any game played through the page by clicking, as a card player would, with the
 * table checked at every step: at each of your turns every card of the trick is shown at its seat's
 * place, the hand is in the view's card order, the cards a pass gave you are marked; each finished
 * trick is held on the felt with its winner, each card toward its seat; at the end the score sheet
 * is what {@code tenace replay} makes of the server's record. Nothing here names a game.
 */
public final class WholeDeal {
  private static final Pattern SIZE = Pattern.compile("/([0-9]+)\\)$");

  /**
   * What a deal played through the page showed.
   *
   * @param held each finished trick held on the felt: "seat card" per card, then "winner seat"
   * @param actions your actions
   * @param turnsChecked your turns at which the trick on the felt was checked against the view
   * @param orderChecked your turns at which the hand's order was checked against card_order
   * @param receivedChecked whether cards received in a pass were found marked
   */
  public record Played(
      List<List<String>> held,
      int actions,
      int turnsChecked,
      int orderChecked,
      boolean receivedChecked) {}

  private final Page page;
  private final int me;
  private final List<List<String>> held = new ArrayList<>();
  private int actions;
  private int turns;
  private int ordered;
  private boolean received;

  private WholeDeal(Page page, int me) {
    this.page = page;
    this.me = me;
  }

  /**
   * Plays the deal open on the page (with "keep each finished trick" set) to its end, from your
   * seat {@code me}; a PNG of the table is written to {@code screenshot} (if not null) at your
   * fourth turn with cards on the felt.
   */
  public static Played play(Page page, int me, Path screenshot) {
    WholeDeal d = new WholeDeal(page, me);
    d.run(screenshot);
    return new Played(List.copyOf(d.held), d.actions, d.turns, d.ordered, d.received);
  }

  private void run(Path screenshot) {
    int shotAt = 4;
    while (true) {
      page.waitFor(() -> page.held() || page.idle());
      if (page.held()) {
        collectHeld();
        continue;
      }
      if (page.over()) {
        break;
      }
      assertThat(page.body().getAttribute("data-to-act"))
          .as("the bots play until your turn")
          .isEqualTo(String.valueOf(me));
      JsonNode v = page.view(me);
      checkTrick(v);
      checkOrder(v);
      checkReceived(v);
      if (screenshot != null && v.path("tricks").path("current").path("cards").size() > 0) {
        if (--shotAt == 0) {
          page.js("document.getElementById('me').scrollIntoView({block: 'end'});");
          page.screenshot(screenshot);
        }
      }
      actOnce();
      actions++;
      assertThat(actions).as("the deal ends").isLessThan(100);
    }
    JsonNode v = page.view(me);
    JsonNode completed = v.get("tricks").get("completed");
    int n = v.get("players").asInt();
    assertThat(held).as("every finished trick was held with its winner").hasSize(completed.size());
    for (int k = 0; k < completed.size(); k++) {
      JsonNode t = completed.get(k);
      List<String> want = new ArrayList<>();
      for (int i = 0; i < t.get("cards").size(); i++) {
        want.add((t.get("leader").asInt() + i) % n + " " + t.get("cards").get(i).asText());
      }
      want.add("winner " + t.get("winner").asInt());
      assertThat(held.get(k)).as("trick %d", k + 1).containsExactlyInAnyOrderElementsOf(want);
    }
  }

  /** Your action: the first legal card, the first cards of a choice confirmed, or a button. */
  private void actOnce() {
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
    page.waitFor(() -> page.sentCount() > n || page.held());
  }

  /** Every card of the trick being played lies at its seat's place. */
  private void checkTrick(JsonNode v) {
    turns++;
    JsonNode tricks = v.get("tricks");
    List<WebElement> played = page.browser().findElements(By.cssSelector("#felt .played"));
    if (tricks == null || !tricks.isObject()) {
      assertThat(played).as("no trick before the play").isEmpty();
      return;
    }
    int n = v.get("players").asInt();
    JsonNode t = tricks.get("current");
    assertThat(played).as("the trick on the felt").hasSize(t.get("cards").size());
    for (int i = 0; i < t.get("cards").size(); i++) {
      int s = (t.get("leader").asInt() + i) % n;
      String card = t.get("cards").get(i).asText();
      WebElement p =
          page.browser().findElement(By.cssSelector("#felt .played[data-seat='" + s + "']"));
      assertThat(p.getAttribute("data-card")).isEqualTo(card);
      assertThat(page.nearestSeat(p.getRect())).as("%s lies toward seat %d", card, s).isEqualTo(s);
    }
  }

  /** The hand is shown in the view's card order (trumps first), when the view gives one. */
  private void checkOrder(JsonNode v) {
    JsonNode order = v.get("facts").get("card_order");
    if (order == null || !order.isArray()) {
      return;
    }
    List<String> o = new ArrayList<>();
    order.forEach(c -> o.add(c.asText()));
    List<Integer> places = new ArrayList<>();
    for (WebElement c : page.browser().findElements(By.cssSelector("#hand .card"))) {
      places.add(o.indexOf(c.getAttribute("data-card")));
    }
    assertThat(places).as("the hand in the view's card order").doesNotContain(-1).isSorted();
    ordered++;
  }

  /** Before the first trick is taken, the cards a pass gave you are named and marked. */
  private void checkReceived(JsonNode v) {
    JsonNode got = v.get("facts").get("received");
    if (got == null || !got.isArray() || v.path("tricks").path("completed").size() > 0) {
      return;
    }
    List<String> cards = new ArrayList<>();
    got.forEach(g -> (g.isArray() ? g : List.of(g)).forEach(c -> cards.add(c.asText())));
    if (cards.isEmpty()) {
      return;
    }
    String note = page.text(By.id("received"));
    for (String c : cards) {
      assertThat(note).contains(Page.cardText(c));
      List<WebElement> inHand =
          page.browser().findElements(By.cssSelector("#hand .card[data-card='" + c + "']"));
      if (!inHand.isEmpty()) {
        assertThat(inHand.get(0).getAttribute("class")).contains("received");
        received = true;
      }
    }
  }

  /** Notes the trick held on the felt (each card toward its seat, one winner), then continues. */
  private void collectHeld() {
    List<WebElement> played = page.browser().findElements(By.cssSelector("#felt .played"));
    assertThat(played).isNotEmpty();
    List<String> trick = new ArrayList<>();
    for (WebElement p : played) {
      int s = Integer.parseInt(p.getAttribute("data-seat"));
      assertThat(page.nearestSeat(p.getRect()))
          .as("the card of seat %d lies toward it", s)
          .isEqualTo(s);
      trick.add(s + " " + p.getAttribute("data-card"));
    }
    List<WebElement> winner = page.browser().findElements(By.cssSelector("#felt .played.winner"));
    assertThat(winner).hasSize(1);
    trick.add("winner " + winner.get(0).getAttribute("data-seat"));
    assertThat(page.text(By.id("trick-note"))).contains("takes the trick");
    assertThat(page.browser().findElements(By.cssSelector("#hand .card.legal")))
        .as("you play only once the trick is gathered")
        .isEmpty();
    held.add(trick);
    page.click(By.id("continue"));
    page.waitFor(() -> !page.held() || page.idle());
  }

  /**
   * The score sheet after a deal is what {@code tenace replay} makes of the server's record: the
   * details of the result, each seat's total, and the winner announced.
   */
  public static void checkScoreSheet(Page page, ObjectNode record) {
    List<ObjectNode> replayed = Replay.line(record.toString());
    assertThat(replayed).hasSize(1);
    ObjectNode r = replayed.get(0);
    assertThat(r.get("ok").asBoolean()).as(r.toString()).isTrue();
    String details = page.text(By.id("result-details"));
    assertThat(parse(details.substring("details: ".length()))).isEqualTo(r.get("result"));
    List<String> totals = new ArrayList<>();
    page.browser()
        .findElements(By.cssSelector("#score-sheet tr.totals td.total"))
        .forEach(e -> totals.add(e.getText()));
    List<String> want = new ArrayList<>();
    r.get("match").get("totals").forEach(t -> want.add(t.asText()));
    assertThat(totals).as("the score sheet's totals are the replay's").isEqualTo(want);
    assertThat(page.browser().findElements(By.cssSelector("#score-chart polyline")))
        .as("a line of totals per seat")
        .hasSize(want.size());
    assertThat(page.text(By.id("winner"))).isNotBlank();
  }

  private static JsonNode parse(String text) {
    try {
      return Page.JSON.readTree(text);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /**
   * A second Play with the seed box empty deals another deal: another seed drawn, other hands.
   *
   * @param lastRecord the server's record of the last table opened
   */
  public static void checkNextPlayDealsAnew(Page page, Supplier<ObjectNode> lastRecord) {
    ObjectNode first = lastRecord.get();
    page.click(By.id("leave"));
    assertThat(page.browser().findElement(By.id("seed")).getAttribute("value")).isEmpty();
    page.actAndWait(() -> page.click(By.id("play")));
    page.waitIdle();
    ObjectNode second = lastRecord.get();
    assertThat(second.get("seed")).isNotEqualTo(first.get("seed"));
    assertThat(second.get("deals").get(0).get("hands"))
        .isNotEqualTo(first.get("deals").get(0).get("hands"));
  }
}
