package dev.tenace.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.bots.engine.ViewJson;
import dev.tenace.cli.ServeStatus.Encoding;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.View;
import dev.tenace.learn.Encoder;
import java.util.List;

/**
 * A seat's view as the JSON of {@code tenace serve}: {@link ViewJson} of {@code tenace-bots}, which
 * the engine protocol sends a program too, so both say the same. Everything there is read from the
 * {@link View}, never from the state.
 */
final class ServeViews {
  private ServeViews() {}

  /** {@code view}: the answer with the view of the seat a request names. */
  static ObjectNode view(ServeTable<?, ?, ?> t, JsonNode r) {
    int seat = ServeStatus.viewedSeat(t, r);
    boolean info = ServeRequests.flag(r, "information_state");
    View<?> v = t.deal().viewFor(seat);
    CardSet sel = t.selection(seat);
    ObjectNode view = view(v, t.encoder, sel, t.match().dealNumber());
    dense(view, t, v, seat, info);
    ObjectNode o = ServeSession.ok();
    o.set("view", view);
    return o;
  }

  /**
   * {@code observe}: the legal ids of the seat a request names, and its mask and observation
   * (protocol 1), or with {@code "sparse": true} its observation in the sparse form of {@link
   * ServeVectors} and no mask (protocol 2), or with {@code "encoding": "packed"} its mask and
   * vectors as {@link ServeVectors#packed} texts and no legal ids, or with {@code "encoding":
   * "binary"} its legal ids and its vectors attached ({@link ServeAttachment}); with {@code
   * "information_state": true}, that vector too. In the last three, {@code "legal"} chooses {@code
   * legal_ids} or the {@code mask} ({@link ServeStatus.Want#mask}); protocol 1's answer has both
   * always.
   */
  static ObjectNode observe(ServeTable<?, ?, ?> t, JsonNode r) {
    int seat = ServeStatus.viewedSeat(t, r);
    boolean info = ServeRequests.flag(r, "information_state");
    boolean sparse = ServeRequests.flag(r, "sparse");
    Encoding encoding = ServeStatus.Want.encoding(r);
    boolean mask = ServeStatus.Want.mask(r, encoding);
    View<?> v = t.deal().viewFor(seat);
    ObjectNode o = ServeSession.ok();
    o.put("seat", seat);
    if (encoding == Encoding.SPARSE && !sparse) {
      dense(o, t, v, seat, info);
      return o;
    }
    t.legalIds(o, seat, mask, encoding);
    CardSet sel = t.selection(seat);
    ServeOut out = ServeOut.of(o);
    ServeStatus.vector(out, "observation", t.encoder.observation(v, sel), encoding);
    if (info) {
      ServeStatus.vector(out, "information_state", t.encoder.informationState(v, sel), encoding);
    }
    return o;
  }

  /** Protocol 1's {@code observe}: legal ids, the 0/1 mask and the vectors, every entry. */
  private static void dense(
      ObjectNode o, ServeTable<?, ?, ?> t, View<?> v, int seat, boolean info) {
    t.legalIds(o, seat, false, Encoding.SPARSE);
    CardSet sel = t.selection(seat);
    Encoder enc = t.encoder;
    boolean[] mask = new boolean[enc.actionCount()];
    enc.mask(v.legalActions(), sel, mask);
    o.set("mask", ServeVectors.mask(mask));
    o.set("observation", ServeVectors.dense(enc.observation(v, sel)));
    if (info) {
      o.set("information_state", ServeVectors.dense(enc.informationState(v, sel)));
    }
  }

  /** {@link ViewJson#view}. */
  static ObjectNode view(View<?> v, Encoder enc, CardSet selected, int deal) {
    return ViewJson.view(v, enc, selected, deal);
  }

  /** {@link ViewJson#cards}. */
  static ArrayNode cards(CardSet cards) {
    return ViewJson.cards(cards);
  }

  /** {@link ViewJson#ints}. */
  static ArrayNode ints(List<Integer> values) {
    return ViewJson.ints(values);
  }

  /** {@link ViewJson#seat}. */
  static void seat(ObjectNode o, String name, int seat) {
    ViewJson.seat(o, name, seat);
  }
}
