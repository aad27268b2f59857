package dev.tenace.cli.web;

import dev.tenace.core.game.Agent;
import dev.tenace.core.game.View;
import java.util.concurrent.ScheduledFuture;

/** A seat of a {@link Room}: its spec, its person (name, token, connection) or its bot. */
final class RoomSeat {
  final String spec;
  String name;
  String token;
  Room.Member member;
  Agent<View<?>> bot;
  boolean away;
  ScheduledFuture<?> timeout;

  RoomSeat(Room.SeatSpec s) {
    this.spec = s.spec();
    this.name = s.name();
    this.token = s.token();
  }

  boolean person() {
    return spec.equals(Room.PERSON);
  }

  boolean free() {
    return person() && token == null;
  }
}
