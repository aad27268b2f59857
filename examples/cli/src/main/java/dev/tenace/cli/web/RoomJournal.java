package dev.tenace.cli.web;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Where the rooms of {@code tenace web} keep what a restart must not lose ({@link RoomStore}, with
 * {@code --db}): each room as it is created, its seats and tokens as people take them, every action
 * before the room takes it, its end. A method that throws refuses the change: the room stays as the
 * journal has it.
 */
interface RoomJournal {
  /** No journal: rooms live as long as the server (no {@code --db}). */
  RoomJournal NONE =
      new RoomJournal() {
        @Override
        public void created(Room.Stored room) {}

        @Override
        public void changed(Room.Stored room) {}

        @Override
        public void acted(String table, int seat, String action) {}

        @Override
        public void finished(String table, JsonNode result) {}

        @Override
        public void abandoned(String table) {}
      };

  /** A new room, before anyone acts. */
  void created(Room.Stored room);

  /** A room's seats, tokens or start changed. */
  void changed(Room.Stored room);

  /** {@code seat} of {@code table} takes {@code action} (its text) next. */
  void acted(String table, int seat, String action);

  /** The room's game is over, with its result (the status's {@code result}). */
  void finished(String table, JsonNode result);

  /** The room was removed with its game not over: nobody came back to it. */
  void abandoned(String table);
}
