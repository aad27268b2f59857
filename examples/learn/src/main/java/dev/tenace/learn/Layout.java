package dev.tenace.learn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The layout of a vector (an observation, an information state) or of an action space: its segments
 * in order, each with offset, length and meaning, covering {@code 0 … size()-1} without a gap. The
 * README's tables are {@link #toMarkdown()} of these layouts, and a test checks that they agree, so
 * the documentation cannot drift from the code.
 *
 * <pre>{@code
 * Layout obs = encoder.observation();
 * float[] v = new float[obs.size()];
 * Segment played = obs.segment("played");      // n x 52: the cards each seat has played
 * }</pre>
 */
public final class Layout {
  private final List<Segment> segments;
  private final Map<String, Segment> byName;
  private final int size;

  private Layout(List<Segment> segments) {
    this.segments = List.copyOf(segments);
    Map<String, Segment> m = new LinkedHashMap<>();
    for (Segment s : segments) {
      if (m.put(s.name(), s) != null) {
        throw new IllegalArgumentException("segment " + s.name() + " is named twice");
      }
    }
    this.byName = m;
    this.size = segments.isEmpty() ? 0 : segments.get(segments.size() - 1).end();
  }

  /** A builder that appends segments one after another. */
  static Builder builder() {
    return new Builder();
  }

  /** The segments in order. */
  public List<Segment> segments() {
    return segments;
  }

  /** The number of entries. */
  public int size() {
    return size;
  }

  /**
   * The segment of that name.
   *
   * @throws IllegalArgumentException naming the segments if there is none of that name
   */
  public Segment segment(String name) {
    Segment s = byName.get(name);
    if (s == null) {
      throw new IllegalArgumentException(
          "no segment '" + name + "' (segments: " + String.join(", ", byName.keySet()) + ")");
    }
    return s;
  }

  /** The segment of that name, if any. */
  public Optional<Segment> find(String name) {
    return Optional.ofNullable(byName.get(name));
  }

  /** The segment holding {@code index}. */
  public Segment at(int index) {
    for (Segment s : segments) {
      if (s.contains(index)) {
        return s;
      }
    }
    throw new IndexOutOfBoundsException("index " + index + " is outside 0.." + (size - 1));
  }

  /**
   * The layout as a Markdown table: {@code | offset | length | name | meaning |}, one row per
   * segment.
   */
  public String toMarkdown() {
    StringBuilder sb = new StringBuilder();
    sb.append("| offset | length | name | meaning |\n");
    sb.append("|---:|---:|---|---|\n");
    for (Segment s : segments) {
      sb.append("| ")
          .append(s.offset())
          .append(" | ")
          .append(s.length())
          .append(" | `")
          .append(s.name())
          .append("` | ")
          .append(s.meaning())
          .append(" |\n");
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Layout l && l.segments.equals(segments);
  }

  @Override
  public int hashCode() {
    return segments.hashCode();
  }

  @Override
  public String toString() {
    return "Layout(" + size + " entries, " + segments.size() + " segments)";
  }

  /** Appends segments one after another. */
  static final class Builder {
    private final List<Segment> segments = new ArrayList<>();
    private int next;

    /** Appends a segment; returns its offset. */
    int add(String name, int length, String meaning) {
      Segment s = new Segment(name, next, length, meaning);
      segments.add(s);
      next = s.end();
      return s.offset();
    }

    /** Appends every segment of {@code other}, in order. */
    void addAll(Layout other) {
      for (Segment s : other.segments()) {
        Segment copy = new Segment(s.name(), next, s.length(), s.meaning());
        segments.add(copy);
        next = copy.end();
      }
    }

    Layout build() {
      return new Layout(segments);
    }
  }
}
