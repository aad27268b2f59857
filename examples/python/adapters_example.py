"""The PettingZoo-AEC-shaped and the pyspiel-shaped adapters, each playing random deals of every
game the server knows (its hello line), checking the contract a learning loop relies on.

    python3 examples/python/adapters_example.py --deals 2
    python3 examples/python/adapters_example.py --json --server "java -jar examples/target/tenace.jar serve"
    python3 examples/python/adapters_example.py --game ohhell --server "java -cp …:tenace-ohhell.jar dev.tenace.cli.Tenace serve"

Prints per game and adapter the deals, steps and mean returns; ``--json`` prints one object.
Exits 1 (saying why) if an observation or mask has the wrong size, a chosen legal id is refused,
the returns differ from the deal's result, or lie outside the spec's ``min_utility`` and
``max_utility``, or do not sum to 0 where the spec says ``zero_sum``.
"""

import argparse
import json
import random
import sys

from tenace_env import DEFAULT_SERVER, TenaceEnv
from tenace_pettingzoo import TenaceAEC
from tenace_spiel import TenaceGame


def check(ok, message):
    if not ok:
        raise AssertionError(message)


def play_aec(env, deals, rng):
    steps = 0
    total = [0.0] * len(env.possible_agents)
    for d in range(deals):
        env.reset(seed=d)
        ended = set()
        for agent in env.agent_iter():
            obs, reward, termination, truncation, _ = env.last()
            if termination or truncation:
                total[env.possible_agents.index(agent)] += reward
                ended.add(agent)
                env.step(None)
                continue
            check(len(obs["observation"]) == env.observation_size, "observation size")
            mask = obs["action_mask"]
            check(len(mask) == env.num_actions, "mask size")
            legal = [i for i, m in enumerate(mask) if m]
            check(legal, "no legal id for %s" % agent)
            env.step(rng.choice(legal))
            steps += 1
        check(ended == set(env.possible_agents), "every agent is told the deal is over")
    return steps, [t / deals for t in total]


def play_spiel(game, deals, rng):
    steps = 0
    total = [0.0] * game.num_players()
    for d in range(deals):
        state = game.new_initial_state(seed=d)
        while not state.is_terminal():
            check(len(state.observation_tensor()) == game.observation_tensor_size(), "tensor size")
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
        check(state.current_player() < 0 and state.legal_actions() == [], "terminal state")
        returns = state.returns()
        low, high = game.min_utility(), game.max_utility()
        if low is not None:
            check(all(low <= r <= high for r in returns),
                  "returns %s outside [%s, %s]" % (returns, low, high))
        if game.is_zero_sum():
            check(sum(returns) == 0, "returns %s of a zero-sum game" % returns)
        for p, r in enumerate(returns):
            total[p] += r
        state.close()
    return steps, [t / deals for t in total]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=2)
    p.add_argument("--game", action="append",
                   help="only this game (repeatable); default every game the server knows")
    p.add_argument("--server", default=DEFAULT_SERVER)
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    env = TenaceEnv("hearts", server=a.server)
    out = {}
    try:
        games = env.hello["games"]
        for name in a.game or []:
            check(name in games, "the server does not know the game %r (it knows %s)" % (
                name, ", ".join(games)))
        for name in a.game or games:
            rng = random.Random(7)
            aec = TenaceAEC(name, env=env)
            aec_steps, aec_returns = play_aec(aec, a.deals, rng)
            spiel = TenaceGame(name, env=env)
            spiel_steps, spiel_returns = play_spiel(spiel, a.deals, random.Random(7))
            check(aec_returns == spiel_returns,
                  "%s: the same ids in the same deals give the same returns" % name)
            out[name] = {"deals": a.deals, "aec_steps": aec_steps, "spiel_steps": spiel_steps,
                         "mean_returns": aec_returns}
            if not a.json:
                print("%-12s %d deals  AEC %5d steps  pyspiel %5d steps  mean returns %s" % (
                    name, a.deals, aec_steps, spiel_steps,
                    " ".join("%.1f" % r for r in aec_returns)))
    except AssertionError as e:
        print("adapters_example: %s" % e, file=sys.stderr)
        return 1
    finally:
        env.close()
    if a.json:
        print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
