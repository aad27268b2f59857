package dev.tenace.cli;

import static dev.tenace.cli.ServeRequests.flag;
import static dev.tenace.cli.ServeRequests.integer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tenace.cli.ServeSession.BadRequest;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.View;
import dev.tenace.learn.Encoder;
import java.util.ArrayList;
import java.util.List;

/**
 * What the answers say of a {@link ServeTable}, read from its match and its seats' views; nothing
 * here changes a table. The seats a request may name ({@link #clientSeat}, {@link #viewedSeat}),
 * the table's description, and its status: the deal, the client seat to act with its legal ids
 * ({@code legal_ids}, or packed its {@code mask}), the deal's result once over, and, when a request
 * {@link Want}s it, the seat's observation and information state, sparse or packed ({@link
 * ServeVectors}). The {@link ServeTable} methods of the same names call these.
 */
final class ServeStatus {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private ServeStatus() {}

  /**
   * How an answer writes vectors and masks, a request's {@code "encoding"}: {@code "sparse"} (the
   * default: {@link ServeVectors#sparse}), {@code "packed"} (base64 texts: {@link
   * ServeVectors#packed}) or {@code "binary"} ({@code [offset, count]} of bytes that follow the
   * answer's line: {@link ServeAttachment}).
   */
  enum Encoding {
    SPARSE,
    PACKED,
    BINARY
  }

  /**
   * What an answer adds after the status: the next observation (protocol 2), and in which {@link
   * Encoding} the legal ids and vectors come. {@code "legal"} chooses the legal ids' form apart:
   * {@code "ids"} (the list {@code legal_ids}) or {@code "mask"}; by default a mask with {@code
   * "packed"}, the list otherwise. {@code "brief": true} leaves out of the answer what the client
   * knows already: the deal number (only {@code next} changes it) and, after an action, the seat
   * and the action's text.
   */
  record Want(
      boolean observe, boolean informationState, Encoding encoding, boolean mask, boolean brief) {
    static final Want NOTHING = new Want(false, false, Encoding.SPARSE, false, false);

    static Want of(JsonNode r) {
      boolean info = flag(r, "information_state");
      Encoding encoding = encoding(r);
      return new Want(
          flag(r, "observe") || info, info, encoding, mask(r, encoding), flag(r, "brief"));
    }

    /** A request's {@code "encoding"}, {@link Encoding#SPARSE} if absent; refuses other values. */
    static Encoding encoding(JsonNode r) {
      JsonNode e = r.get("encoding");
      if (e == null || e.isNull()) {
        return Encoding.SPARSE;
      }
      Encoding encoding =
          !e.isTextual()
              ? null
              : switch (e.asText()) {
                case "sparse" -> Encoding.SPARSE;
                case "packed" -> Encoding.PACKED;
                case "binary" -> Encoding.BINARY;
                default -> null;
              };
      if (encoding != null) {
        return encoding;
      }
      throw new BadRequest(
          "\"encoding\" must be \"sparse\" (the default: legal_ids and sparse vectors),"
              + " \"packed\" (mask and vectors as base64 texts) or \"binary\" (vectors as"
              + " float32 bytes after the answer's line) but was "
              + ServeRequests.abbreviate(e.toString()));
    }

    /**
     * Whether the legal ids come as a {@code mask} rather than the list {@code legal_ids}: a
     * request's {@code "legal"} ({@code "mask"} or {@code "ids"}), by default with {@code "packed"}
     * only; refuses other values.
     */
    static boolean mask(JsonNode r, Encoding encoding) {
      JsonNode l = r.get("legal");
      if (l == null || l.isNull()) {
        return encoding == Encoding.PACKED;
      }
      if (l.isTextual() && l.asText().equals("ids")) {
        return false;
      }
      if (l.isTextual() && l.asText().equals("mask")) {
        return true;
      }
      throw new BadRequest(
          "\"legal\" must be \"ids\" (the list legal_ids, the default with \"encoding\":"
              + " \"sparse\" or \"binary\") or \"mask\" (bits: a base64 text, or attached"
              + " bytes with \"binary\"; the default with \"packed\") but was "
              + ServeRequests.abbreviate(l.toString()));
    }
  }

  // ---------------------------------------------------------------- describing

  /** The table's game, players, mode, seed, seats and encoding sizes, into {@code o}. */
  static void describe(ServeTable<?, ?, ?> t, ObjectNode o) {
    o.put("game", t.game.name());
    o.put("players", t.seats.size());
    o.put("mode", t.matchMode ? "match" : "deal");
    if (t.watch) {
      o.put("watch", true);
    }
    o.put("seed", t.seed);
    ArrayNode s = o.putArray("seats");
    t.seats.forEach(s::add);
    o.put("action_count", t.encoder.actionCount());
    o.put("observation_size", t.encoder.observation().size());
    o.put("information_state_size", t.encoder.informationState().size());
  }

  // ---------------------------------------------------------------- status

  /** The client seat to act now, or -1. */
  static int toAct(ServeTable<?, ?, ?> t) {
    GameState<?, ?> s = t.deal();
    return s.isTerminal() || !t.isClient(s.toMove()) ? -1 : s.toMove();
  }

  /**
   * Where the table is, then what {@code want} asks for of the client seat to act. With an
   * observation wanted, the seat's one view gives its legal ids and its vectors.
   */
  static <S extends GameState<S, V>, V extends View<S>> void status(
      ServeTable<?, S, V> t, ServeOut o, Want want) {
    S s = t.deal();
    if (!want.brief()) {
      o.put("deal", t.match().dealNumber());
    }
    int seat = toAct(t);
    o.seat("to_act", seat);
    if (t.watch) {
      o.seat("to_move", s.isTerminal() ? -1 : s.toMove());
    }
    V v = want.observe() && seat >= 0 ? s.viewFor(seat) : null;
    if (seat >= 0) {
      legalIds(
          t,
          o,
          seat,
          v == null ? s.legalActions(seat) : v.legalActions(),
          want.mask(),
          want.encoding());
    }
    o.put("over", s.isTerminal());
    if (s.isTerminal()) {
      o.set("result", outcome(t));
    }
    if (v != null) {
      vectors(t.encoder, o, v, t.selection(seat), want);
    }
  }

  /** The observation of view {@code v}, and its information state if wanted, as wanted. */
  private static void vectors(Encoder encoder, ServeOut o, View<?> v, CardSet sel, Want want) {
    float[] vector = vectorBuffer(encoder.observation().size());
    encoder.observe(v, sel, vector);
    vector(o, "observation", vector, want.encoding());
    if (want.informationState()) {
      vector(o, "information_state", encoder.informationState(v, sel), want.encoding());
    }
  }

  /** The vector {@code v} as field {@code name}, in {@code encoding}. */
  static void vector(ServeOut o, String name, float[] v, Encoding encoding) {
    switch (encoding) {
      case PACKED -> o.packed(name, v);
      case BINARY -> o.attached(name, v);
      default -> o.sparse(name, v);
    }
  }

  /**
   * The legal ids of {@code seat} among {@code legal}: {@code legal_ids}, or with {@code mask} its
   * {@code mask} (a base64 text, or attached bits in the {@link Encoding#BINARY} encoding).
   */
  static void legalIds(
      ServeTable<?, ?, ?> t,
      ServeOut o,
      int seat,
      List<Action> legal,
      boolean mask,
      Encoding encoding) {
    Encoder encoder = t.encoder;
    int[] ids = idBuffer(encoder.actionCount());
    int k = encoder.legalIds(legal, t.selection(seat), ids);
    if (!mask) {
      o.ints("legal_ids", ids, k);
    } else if (encoding == Encoding.BINARY) {
      o.attachedMask("mask", ids, k, encoder.actionCount());
    } else {
      o.mask("mask", ids, k, encoder.actionCount());
    }
  }

  /** The scratch arrays of one thread's answers: a session answers one request at a time. */
  private static final ThreadLocal<float[][]> VECTOR =
      ThreadLocal.withInitial(() -> new float[1][0]);

  private static final ThreadLocal<int[][]> IDS = ThreadLocal.withInitial(() -> new int[1][0]);

  private static float[] vectorBuffer(int size) {
    float[][] holder = VECTOR.get();
    if (holder[0].length != size) {
      holder[0] = new float[size];
    }
    return holder[0];
  }

  private static int[] idBuffer(int size) {
    int[][] holder = IDS.get();
    if (holder[0].length < size) {
      holder[0] = new int[size];
    }
    return holder[0];
  }

  /** {@code result}: the deal number, whether it is over, and {@link #outcome}. */
  static ObjectNode result(ServeTable<?, ?, ?> t) {
    ObjectNode o = ServeSession.ok();
    o.put("deal", t.match().dealNumber());
    o.put("over", t.deal().isTerminal());
    o.setAll(outcome(t));
    return o;
  }

  /** The deal's result (once over) and the match's standing. */
  private static <S extends GameState<S, V>, V extends View<S>> ObjectNode outcome(
      ServeTable<?, S, V> t) {
    ObjectNode o = F.objectNode();
    S s = t.deal();
    if (s.isTerminal()) {
      ArrayNode scores = o.putArray("scores");
      ArrayNode rewards = o.putArray("rewards");
      for (int y = 0; y < s.players(); y++) {
        scores.add(s.score(y));
        rewards.add(s.utility(y));
      }
      o.set("details", Replay.JSON.valueToTree(t.game.result(s)));
    }
    Match<S> match = t.match();
    o.set("totals", ServeViews.ints(match.totals()));
    o.put("scored_deals", match.scoredDeals());
    o.put("match_over", match.isOver());
    o.set("winners", ServeViews.ints(match.isOver() ? match.winners() : List.of()));
    return o;
  }

  /** A refused action's answer: {@code "ok": false} and the violation's code, seat, message. */
  static ObjectNode violation(RuleViolation v) {
    ObjectNode o = F.objectNode();
    violation(ServeOut.of(o), v);
    return o;
  }

  /** {@link #violation(RuleViolation)} into any answer. */
  static void violation(ServeOut o, RuleViolation v) {
    o.put("ok", false);
    ObjectNode x = F.objectNode();
    x.put("code", v.code());
    x.put("seat", v.seat());
    x.put("message", v.message());
    o.set("violation", x);
  }

  // ---------------------------------------------------------------- seats

  /** The seat a request names, or the client seat to act; it must be a client seat. */
  static int clientSeat(ServeTable<?, ?, ?> t, JsonNode r) {
    if (r.has("seat") && !r.get("seat").isNull()) {
      return clientSeat(t, (int) integer(r, "seat", 0, 0, t.seats.size() - 1));
    }
    return clientSeat(t, -1);
  }

  /** {@code seat}, or the client seat to act for -1; it must be a client seat. */
  static int clientSeat(ServeTable<?, ?, ?> t, int requested) {
    int seat = requested;
    if (seat < 0) {
      seat = toAct(t);
      if (seat < 0) {
        throw new BadRequest(
            "no client seat is to act"
                + (t.deal().isTerminal() ? " (the deal is over)" : "")
                + "; give \"seat\"");
      }
    }
    if (!t.isClient(seat)) {
      throw new BadRequest(
          "seat "
              + seat
              + " is played by the bot '"
              + t.seats.get(seat)
              + "'; the client plays seats "
              + clientSeats(t)
              + " and sees only their views");
    }
    return seat;
  }

  private static List<Integer> clientSeats(ServeTable<?, ?, ?> t) {
    List<Integer> out = new ArrayList<>();
    for (int s = 0; s < t.seats.size(); s++) {
      if (t.isClient(s)) {
        out.add(s);
      }
    }
    return out;
  }

  /**
   * The seat whose view a request asks for: a client seat, or at a watch table any seat (the seat
   * to move by default), since the client watching plays none.
   */
  static int viewedSeat(ServeTable<?, ?, ?> t, JsonNode r) {
    if (!t.watch) {
      return clientSeat(t, r);
    }
    if (r.has("seat") && !r.get("seat").isNull()) {
      return (int) integer(r, "seat", 0, 0, t.seats.size() - 1);
    }
    return t.deal().isTerminal() ? 0 : t.deal().toMove();
  }
}
