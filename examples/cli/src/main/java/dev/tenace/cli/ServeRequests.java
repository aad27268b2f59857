package dev.tenace.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tenace.cli.ServeSession.BadRequest;
import dev.tenace.core.game.GameDefinition;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reading the fields of a {@code tenace serve} request: each reader refuses a value of the wrong
 * kind or out of its range with a {@link BadRequest} naming the field, so the session answers an
 * error and goes on.
 */
final class ServeRequests {
  private ServeRequests() {}

  static String text(JsonNode r, String name, String otherwise) {
    JsonNode v = r.get(name);
    if (v == null || v.isNull()) {
      return otherwise;
    }
    if (!v.isTextual()) {
      throw new BadRequest("\"" + name + "\" must be a string but was " + v);
    }
    return v.asText();
  }

  static long integer(JsonNode r, String name, long otherwise, long min, long max) {
    JsonNode v = r.get(name);
    if (v == null || v.isNull()) {
      return otherwise;
    }
    return integer(v, "\"" + name + "\"", min, max);
  }

  /** A whole number {@code min..max}; {@code what} names it in the refusal. */
  static long integer(JsonNode v, String what, long min, long max) {
    if (!v.isIntegralNumber() || !v.canConvertToLong()) {
      throw new BadRequest(what + " must be a whole number " + range(min, max) + " but was " + v);
    }
    long x = v.asLong();
    if (x < min || x > max) {
      throw new BadRequest(what + " must be a whole number " + range(min, max) + " but was " + x);
    }
    return x;
  }

  private static String range(long min, long max) {
    return min == Long.MIN_VALUE ? "(64-bit)" : min + ".." + max;
  }

  static boolean flag(JsonNode r, String name) {
    JsonNode v = r.get(name);
    if (v == null || v.isNull()) {
      return false;
    }
    if (!v.isBoolean()) {
      throw new BadRequest("\"" + name + "\" must be true or false but was " + v);
    }
    return v.asBoolean();
  }

  /** Rules from a {@code "rules"} field: a {@code preset,name=value} text or an object. */
  static <R> R rules(GameDefinition<R, ?, ?> g, JsonNode r) {
    JsonNode v = r.get("rules");
    if (v == null || v.isNull()) {
      return g.defaultRules();
    }
    if (v.isTextual()) {
      return Games.rules(g, v.asText());
    }
    if (!v.isObject()) {
      throw new BadRequest(
          "\"rules\" must be a string (preset,name=value,...) or an object of variant values");
    }
    Map<String, String> settings = new LinkedHashMap<>();
    String preset = null;
    for (Map.Entry<String, JsonNode> e : v.properties()) {
      if (e.getValue().isContainerNode()) {
        throw new BadRequest("rules." + e.getKey() + " must be a boolean, number or string");
      }
      if (e.getKey().equals("preset")) {
        preset = e.getValue().asText();
      } else {
        settings.put(e.getKey(), e.getValue().asText());
      }
    }
    StringBuilder text = new StringBuilder(preset == null ? "" : preset);
    settings.forEach(
        (k, x) -> {
          if (x.contains(",")) {
            throw new BadRequest("rules." + k + " must not contain a comma");
          }
          text.append(text.length() == 0 ? "" : ",").append(k).append('=').append(x);
        });
    return Games.rules(g, text.toString());
  }

  static String abbreviate(String s) {
    return s.length() <= 80 ? s : s.substring(0, 77) + "...";
  }
}
