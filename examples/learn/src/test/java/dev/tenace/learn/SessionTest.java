package dev.tenace.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.CardSet;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Games;
import dev.tenace.core.game.RuleCode;
import dev.tenace.core.game.RuleViolation;
import dev.tenace.core.game.View;
import dev.tenace.hearts.HeartsAction;
import dev.tenace.hearts.HeartsGame;
import dev.tenace.hearts.HeartsRules;
import dev.tenace.hearts.HeartsState;
import dev.tenace.sheepshead.SheepsheadAction;
import dev.tenace.sheepshead.SheepsheadGame;
import dev.tenace.sheepshead.SheepsheadState;
import dev.tenace.spades.SpadesGame;
import io.vavr.control.Either;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The session as an environment: worked examples of choosing by id, and its refusals. */
class SessionTest {
  private static final Encoder HEARTS = Encoders.forDefaults(HeartsGame.INSTANCE);

  @Test
  @DisplayName("Hearts 3.2: a pass of three cards is three card choices; the engine sees the pass")
  void passIsThreeChoices() {
    HeartsState deal = HeartsState.deal(HeartsRules.defaults(), 0, 42L);
    Session<HeartsState> env = Session.start(HEARTS, deal);
    int seat = env.toAct();
    List<Card> hand = deal.hand(seat).toList();
    int pass = HEARTS.actions().segment("pass").offset();
    float[] obs = new float[HEARTS.observation().size()];
    int selected = HEARTS.observation().segment("selected").offset();

    Step first = env.step(seat, pass + hand.get(0).index()).get();
    assertThat(first).isEqualTo(new Step.Select(CardSet.of(hand.get(0))));
    assertThat(env.state()).as("the engine has seen nothing yet").isSameAs(deal);
    Step second = env.step(seat, pass + hand.get(5).index()).get();
    assertThat(second).isEqualTo(new Step.Select(CardSet.of(hand.get(0), hand.get(5))));
    env.observe(seat, obs);
    assertThat(obs[selected + hand.get(0).index()]).isEqualTo(1f);
    assertThat(obs[selected + hand.get(5).index()]).isEqualTo(1f);
    assertThat(obs[selected + hand.get(1).index()]).isZero();
    // the other seats do not see this seat's pending choice
    float[] other = new float[obs.length];
    env.observe((seat + 1) % 4, other);
    assertThat(other).isEqualTo(HEARTS.observation(deal.viewFor((seat + 1) % 4), CardSet.EMPTY));

    boolean[] mask = new boolean[HEARTS.actionCount()];
    env.mask(seat, mask);
    for (int id = 0; id < mask.length; id++) {
      boolean open =
          HEARTS.selects(id)
              && deal.hand(seat).contains(Card.ofIndex(id - pass))
              && id != pass + hand.get(0).index()
              && id != pass + hand.get(5).index();
      assertThat(mask[id]).as("id %d", id).isEqualTo(open);
    }

    Step third = env.step(seat, pass + hand.get(12).index()).get();
    HeartsAction.Pass expected =
        new HeartsAction.Pass(CardSet.of(hand.get(0), hand.get(5), hand.get(12)));
    assertThat(third).isEqualTo(new Step.Act(expected));
    assertThat(env.state()).isEqualTo(deal.apply(seat, expected).get());
    assertThat(env.selection(seat)).isEqualTo(CardSet.EMPTY);
  }

  @Test
  @DisplayName("refusals are data with a rule code, and change nothing")
  void refusals() {
    HeartsState deal = HeartsState.deal(HeartsRules.defaults(), 0, 7L);
    Session<HeartsState> env = Session.start(HEARTS, deal);
    int seat = env.toAct();
    int pass = HEARTS.actions().segment("pass").offset();
    Card held = deal.hand(seat).first();
    Card notHeld = deal.hand((seat + 1) % 4).first();
    assertThat(env.step(seat, pass + held.index()).isRight()).isTrue();

    assertThat(code(env.step(seat, pass + held.index()))).isEqualTo(Encoder.ALREADY_SELECTED);
    assertThat(code(env.step(seat, pass + notHeld.index()))).isEqualTo(RuleCode.CARD_NOT_HELD);
    assertThat(code(env.step(seat, 106))).isEqualTo(RuleCode.UNKNOWN_ACTION);
    assertThat(code(env.step(seat, -1))).isEqualTo(RuleCode.UNKNOWN_ACTION);
    assertThat(code(env.step(9, 0))).isEqualTo(RuleCode.NO_SUCH_SEAT);
    assertThat(code(env.step(seat, held.index())))
        .as("a play while passing")
        .isEqualTo(RuleCode.WRONG_PHASE);
    assertThat(env.state()).isSameAs(deal);
    assertThat(env.selection(seat)).isEqualTo(CardSet.of(held));
    RuleViolation why = env.step(seat, pass + notHeld.index()).getLeft();
    assertThat(why.message()).contains(notHeld.toString()).contains("seat " + seat);

    // in trick play: a card choice is out of phase, and the engine explains an illegal play
    HeartsState playing = deal;
    for (int s = 0; s < 4; s++) {
      playing = playing.applyLegal(playing.toMove(), playing.legalActions().get(0));
    }
    env.reset(playing);
    int leader = env.toAct();
    assertThat(code(env.step(leader, pass + playing.hand(leader).first().index())))
        .isEqualTo(RuleCode.WRONG_PHASE);
    Card notTwoClubs = playing.hand(leader).last();
    assertThat(code(env.step(leader, notTwoClubs.index()))).isEqualTo(RuleCode.FIRST_LEAD);
    assertThat(code(env.step((leader + 1) % 4, playing.hand((leader + 1) % 4).first().index())))
        .isEqualTo(RuleCode.NOT_YOUR_TURN);
    assertThat(env.state()).isSameAs(playing);
  }

  @Test
  @DisplayName("Sheepshead 4.3: the bury is two card choices; Spades bids and look have one id")
  void buryAndBids() {
    SheepsheadState s =
        SheepsheadGame.INSTANCE.newDeal(SheepsheadGame.INSTANCE.defaultRules(), 0, 3L);
    Encoder enc = Encoders.forDefaults(SheepsheadGame.INSTANCE);
    Session<SheepsheadState> env = Session.start(enc, s);
    int picker = env.toAct();
    assertThat(env.step(picker, enc.ids(SheepsheadAction.Simple.PICK)[0]).isRight()).isTrue();
    List<Card> eight = env.state().hand(picker).toList();
    assertThat(eight).hasSize(8);
    int bury = enc.actions().segment("bury").offset();
    assertThat(env.step(picker, bury + eight.get(7).index()).get()).isInstanceOf(Step.Select.class);
    Step done = env.step(picker, bury + eight.get(2).index()).get();
    assertThat(done)
        .isEqualTo(new Step.Act(new SheepsheadAction.Bury(CardSet.of(eight.get(2), eight.get(7)))));

    Encoder spades = Encoders.forDefaults(SpadesGame.INSTANCE);
    assertThat(spades.action(104).orElseThrow().text()).isEqualTo("bid 1");
    assertThat(spades.action(116).orElseThrow().text()).isEqualTo("bid 13");
    assertThat(spades.action(117).orElseThrow().text()).isEqualTo("nil");
    assertThat(spades.action(118).orElseThrow().text()).isEqualTo("blindnil");
    assertThat(spades.action(119).orElseThrow().text()).isEqualTo("look");
    assertThat(spades.action(52)).as("an exchange choice is no action by itself").isEmpty();
    assertThat(HEARTS.ids(HeartsAction.Play.of(Card.parse("QS")))).containsExactly(36);
  }

  @Test
  @DisplayName("every game: random legal ids play every deal to its end, never refused")
  void randomIdsPlayOut() {
    for (GameDefinition<?, ?, ?> g : Games.all()) {
      playOut(g);
    }
  }

  private static <R, S extends GameState<S, V>, V extends View<S>> void playOut(
      GameDefinition<R, S, V> game) {
    Encoder enc = Encoders.forDefaults(game);
    SplittableRandom rng = new SplittableRandom(11);
    int[] ids = new int[enc.actionCount()];
    float[] info = new float[enc.informationState().size()];
    for (long seed = 0; seed < 20; seed++) {
      Session<S> env = Session.start(enc, game.newDeal(game.defaultRules(), 0, seed));
      int steps = 0;
      while (!env.isOver()) {
        int seat = env.toAct();
        int k = env.legalIds(seat, ids);
        assertThat(k).isPositive();
        env.informationState(seat, info);
        Either<RuleViolation, Step> r = env.step(seat, ids[rng.nextInt(k)]);
        assertThat(r.isRight()).as("%s seed %d: %s", game.name(), seed, r).isTrue();
        assertThat(++steps).isLessThan(1000);
      }
      assertThat(env.toAct()).isEqualTo(-1);
      double unused = env.state().utility(0);
    }
  }

  @Test
  @DisplayName(
      "a game without an encoder, rules of another game and a view of another game are named")
  void misuse() {
    GameDefinition<?, ?, ?> plain =
        (GameDefinition<?, ?, ?>)
            Proxy.newProxyInstance(
                getClass().getClassLoader(),
                new Class<?>[] {GameDefinition.class},
                (proxy, method, args) -> {
                  if (method.getName().equals("name")) {
                    return "plain";
                  }
                  if (method.getName().equals("defaultRules")) {
                    return "rules";
                  }
                  throw new UnsupportedOperationException(method.getName());
                });
    assertThatThrownBy(() -> Encoders.forDefaults(plain))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("plain")
        .hasMessageContaining("hearts, sheepshead, spades, suitability");
    assertThatThrownBy(() -> forGameRaw(HeartsGame.INSTANCE, SpadesGame.INSTANCE.defaultRules()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("HeartsRules");
    View<?> spadesView =
        SpadesGame.INSTANCE.newDeal(SpadesGame.INSTANCE.defaultRules(), 0, 1L).viewFor(0);
    assertThatThrownBy(() -> HEARTS.observation(spadesView, CardSet.EMPTY))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("HeartsView");
    HeartsState five =
        HeartsGame.INSTANCE.newDeal(HeartsGame.INSTANCE.presets().get("five-players"), 0, 1L);
    assertThatThrownBy(() -> Session.start(HEARTS, five))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("5-player");
    assertThatThrownBy(() -> HEARTS.ids(new dev.tenace.core.game.Concealed("pass")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("pass ?");
  }

  /** Hands rules of the wrong type to forGame, as a caller with raw types could. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Encoder forGameRaw(GameDefinition game, Object rules) {
    return Encoders.forGame(game, rules);
  }

  private static String code(Either<RuleViolation, Step> r) {
    assertThat(r.isLeft()).as("refused: %s", r).isTrue();
    return r.getLeft().code();
  }
}
