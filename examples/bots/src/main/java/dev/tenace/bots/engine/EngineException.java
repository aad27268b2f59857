package dev.tenace.bots.engine;

/** A program broke the protocol: what {@link EngineBot} reports as an {@link EngineFault}. */
final class EngineException extends Exception {
  private static final long serialVersionUID = 1L;

  private final EngineFault.Kind kind;

  EngineException(EngineFault.Kind kind, String message) {
    super(message, null, false, false);
    this.kind = kind;
  }

  EngineFault.Kind kind() {
    return kind;
  }
}
