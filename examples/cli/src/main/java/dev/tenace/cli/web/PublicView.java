package dev.tenace.cli.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a spectator sees: the public part of a deal, made of the seats' views without knowing the
 * game. A value is public when every seat's view shows it alike; anything else is left out or shown
 * as hidden: no hand, no legal actions, a fact only when every seat's view has it with the same
 * value, a move of the history or a trick card that the views tell differently as {@code "??"}
 * (with its verb when every view gives the same one, as {@code "pass ??"}).
 */
final class PublicView {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  /** The text of a value some seat may not know. */
  static final String HIDDEN = "??";

  private PublicView() {}

  /** The public part of the views of every seat of one deal (one view per seat, in seat order). */
  static ObjectNode of(List<ObjectNode> views) {
    if (views.isEmpty()) {
      throw new IllegalArgumentException("a public view needs the views of the seats");
    }
    ObjectNode out = F.objectNode();
    ObjectNode first = views.get(0);
    for (Map.Entry<String, JsonNode> field : first.properties()) {
      String name = field.getKey();
      List<JsonNode> values = field(views, name);
      switch (name) {
        case "seat" -> out.put("seat", -1);
        case "hand", "selected", "legal" -> out.putArray(name);
        case "facts" -> out.set("facts", commonFacts(views));
        default -> out.set(name, values == null ? NullNode.getInstance() : common(values));
      }
    }
    return out;
  }

  /** The field {@code name} of every view, or null if one lacks it. */
  private static List<JsonNode> field(List<ObjectNode> views, String name) {
    List<JsonNode> out = new ArrayList<>();
    for (ObjectNode v : views) {
      JsonNode x = v.get(name);
      if (x == null) {
        return null;
      }
      out.add(x);
    }
    return out;
  }

  /** The facts every view has with the same value. */
  private static ObjectNode commonFacts(List<ObjectNode> views) {
    ObjectNode out = F.objectNode();
    JsonNode first = views.get(0).path("facts");
    for (Map.Entry<String, JsonNode> f : first.properties()) {
      boolean everywhere = true;
      for (ObjectNode v : views) {
        everywhere &= f.getValue().equals(v.path("facts").get(f.getKey()));
      }
      if (everywhere) {
        out.set(f.getKey(), f.getValue().deepCopy());
      }
    }
    return out;
  }

  /** The part of these values that is the same in all: see the class comment. */
  static JsonNode common(List<JsonNode> values) {
    JsonNode first = values.get(0);
    if (values.stream().allMatch(first::equals)) {
      return first.deepCopy();
    }
    if (values.stream().allMatch(JsonNode::isObject)) {
      ObjectNode out = F.objectNode();
      for (Map.Entry<String, JsonNode> field : first.properties()) {
        String name = field.getKey();
        List<JsonNode> each = new ArrayList<>();
        for (JsonNode v : values) {
          each.add(v.get(name));
        }
        if (!each.contains(null)) {
          out.set(name, common(each));
        }
      }
      return out;
    }
    if (values.stream().allMatch(JsonNode::isArray)
        && values.stream().allMatch(v -> v.size() == first.size())) {
      ArrayNode out = F.arrayNode();
      for (int i = 0; i < first.size(); i++) {
        List<JsonNode> each = new ArrayList<>();
        for (JsonNode v : values) {
          each.add(v.get(i));
        }
        out.add(common(each));
      }
      return out;
    }
    if (values.stream().allMatch(JsonNode::isArray)) {
      return F.arrayNode();
    }
    if (values.stream().allMatch(JsonNode::isTextual)) {
      return F.textNode(hiddenText(values));
    }
    return NullNode.getInstance();
  }

  /** {@code "verb ??"} when every text has the same first word and more, else {@code "??"}. */
  private static String hiddenText(List<JsonNode> values) {
    String verb = null;
    for (JsonNode v : values) {
      String t = v.asText();
      int sp = t.indexOf(' ');
      String w = sp < 0 ? null : t.substring(0, sp);
      if (w == null || (verb != null && !verb.equals(w))) {
        return HIDDEN;
      }
      verb = w;
    }
    return verb + " " + HIDDEN;
  }
}
