package dev.tenace.sheepshead;

/**
 * The picker's partner declaration, as the table hears it (rules/sheepshead.md §4.4, §9 {@code
 * voluntaryAlone}, §9.1). A declaration the rules imply without one being made (the Jack of
 * Diamonds holder as partner, 3 or 4 players always alone) is not a {@code Declaration}: a view's
 * {@link SheepsheadView#declaration()} is then empty and its {@link SheepsheadView#partnerCard()}
 * and {@link SheepsheadView#alone()} say what is known.
 *
 * <pre>{@code
 * if (view.declaration().orElse(null) == Declaration.CALL_JACK) {
 *   Card called = view.partnerCard().orElseThrow();   // e.g. JS
 * }
 * }</pre>
 */
public enum Declaration {
  /** §4.4(b): the picker holding JD called the lowest jack he lacks ({@code call JS}). */
  CALL_JACK,
  /** §9.1.1: the picker called a fail ace ({@code call AH}). */
  CALL_ACE,
  /** §9.1.2: the picker holding the three fail aces called a ten ({@code call TH}). */
  CALL_TEN,
  /**
   * §9.1.5: the picker called the ace of a suit he holds no card of, with a face-down stand-in
   * ({@code call AC under AD}; the table hears {@code call AC under}).
   */
  CALL_UNDER,
  /** §4.4(b), §9 voluntaryAlone, §9.1.1: the picker plays without a partner ({@code alone}). */
  ALONE,
  /** §9 voluntaryAlone: the picker without JD keeps the JD holder as partner ({@code partner}). */
  PARTNER;

  /** Whether this declaration names a card whose holder is the partner. */
  public boolean isCall() {
    return this == CALL_JACK || this == CALL_ACE || this == CALL_TEN || this == CALL_UNDER;
  }

  /** The declaration an action makes, or {@code null} if the action is no declaration. */
  static Declaration of(SheepsheadAction a) {
    if (a instanceof SheepsheadAction.Call c) {
      return switch (c.card().rank()) {
        case JACK -> CALL_JACK;
        case ACE -> CALL_ACE;
        default -> CALL_TEN;
      };
    }
    if (a instanceof SheepsheadAction.CallUnder) {
      return CALL_UNDER;
    }
    if (a == SheepsheadAction.Simple.ALONE) {
      return ALONE;
    }
    return a == SheepsheadAction.Simple.PARTNER ? PARTNER : null;
  }
}
