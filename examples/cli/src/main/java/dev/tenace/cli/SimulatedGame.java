package dev.tenace.cli;

import dev.tenace.bots.Bots;
import dev.tenace.bots.engine.Engines;
import dev.tenace.core.card.Shuffle;
import dev.tenace.core.game.Action;
import dev.tenace.core.game.Agent;
import dev.tenace.core.game.GameDefinition;
import dev.tenace.core.game.GameState;
import dev.tenace.core.game.Match;
import dev.tenace.core.game.MatchRunner;
import dev.tenace.core.game.View;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A game with its rules, as a {@link Simulation} looks them up from its names, and what plays one
 * match (or deal) of the run: fresh bots seeded from the match's seed, the record and the deals'
 * results if asked for.
 */
final class SimulatedGame<R, S extends GameState<S, V>, V extends View<S>> {
  final GameDefinition<R, S, V> g;
  final R r;
  final int players;

  SimulatedGame(GameDefinition<R, S, V> g, R r) {
    this.g = g;
    this.r = r;
    this.players = g.players(r);
  }

  Map<String, String> settings() {
    return g.settings(r);
  }

  String nonDefault() {
    return Tenace.nonDefault(g, r);
  }

  List<List<Integer>> teams() {
    return g.teams(r);
  }

  Simulation.Outcome play(Simulation sim, int idx, boolean withRecord, boolean withDeals) {
    long s = Shuffle.derive(sim.seed(), idx);
    int n = players;
    List<Agent<? super V>> agents = new ArrayList<>();
    List<Agent<View<?>>> bots = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Agent<View<?>> a = Bots.create(sim.bots().get(i), g.name(), Shuffle.derive(s, 1000 + i));
      bots.add(a);
      agents.add(sim.decorator() == null ? a : sim.decorator().decorate(idx, i, a));
    }
    try {
      return play(sim, idx, withRecord, withDeals, s, agents, bots);
    } finally {
      Engines.close(bots); // programs at the table (cmd:) hear the match end and are ended
    }
  }

  private Simulation.Outcome play(
      Simulation sim,
      int idx,
      boolean withRecord,
      boolean withDeals,
      long s,
      List<Agent<? super V>> agents,
      List<Agent<View<?>>> bots) {
    int n = players;
    MatchRecorder<R, S> recorder = withRecord ? new MatchRecorder<>(g, r, s) : null;
    List<Simulation.DealResult> dealResults = withDeals ? new ArrayList<>() : null;
    MatchRunner.Listener<S> own =
        recorder == null && dealResults == null
            ? MatchRunner.Listener.none()
            : new Listener<>(recorder, dealResults);
    MatchRunner.Listener<S> listener = Engines.listener(bots, g, r, own);
    double[] share = new double[n];
    double[] score = new double[n];
    MatchRunner.Stop stop;
    if (sim.deals()) {
      MatchRunner.Result<S> res =
          MatchRunner.playDeal(
              g.newDeal(r, idx % n, s), agents, listener, MatchRunner.OnFault.PLAY_FIRST_LEGAL);
      stop = res.stop();
      if (res.completed()) {
        Simulation.DealResult d = Simulation.DealResult.of(1, res.match());
        for (int i = 0; i < n; i++) {
          score[i] = d.score(i);
          share[i] = d.winShare(i);
        }
      }
    } else {
      MatchRunner.Result<Match<S>> res =
          MatchRunner.run(
              g.newMatch(r, 0, s),
              agents,
              listener,
              MatchRunner.OnFault.PLAY_FIRST_LEGAL,
              sim.maxDeals());
      stop = res.stop();
      Match<S> m = res.match();
      if (res.completed()) {
        List<Integer> w = m.winners();
        for (int i = 0; i < n; i++) {
          score[i] = m.totals().get(i);
          share[i] = w.contains(i) ? 1.0 / w.size() : 0;
        }
      }
    }
    return new Simulation.Outcome(
        idx,
        share,
        score,
        recorder == null ? null : recorder.finish(),
        stop,
        dealResults == null ? List.of() : dealResults);
  }

  /** Passes a run's events to the record and collects each deal's result. */
  private static final class Listener<T extends GameState<T, ?>>
      implements MatchRunner.Listener<T> {
    private final MatchRunner.Listener<T> recorder;
    private final List<Simulation.DealResult> deals;

    Listener(MatchRunner.Listener<T> recorder, List<Simulation.DealResult> deals) {
      this.recorder = recorder == null ? MatchRunner.Listener.none() : recorder;
      this.deals = deals;
    }

    @Override
    public void dealStarted(T deal) {
      recorder.dealStarted(deal);
    }

    @Override
    public void acted(T before, int seat, Action action, T after) {
      recorder.acted(before, seat, action, after);
    }

    @Override
    public void dealEnded(T deal, List<Integer> totals) {
      recorder.dealEnded(deal, totals);
      if (deals != null) {
        deals.add(Simulation.DealResult.of(deals.size() + 1, deal));
      }
    }

    @Override
    public void fault(MatchRunner.Fault fault) {
      recorder.fault(fault);
    }
  }
}
