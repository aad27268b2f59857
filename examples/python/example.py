"""Plays a random agent and a simple hand-written agent through ``tenace serve`` and prints their
mean scores; ``--bench`` measures protocol steps per second.

    python3 examples/python/example.py                       # Hearts, 20 deals each, seat 0
    python3 examples/python/example.py --game spades --deals 50
    python3 examples/python/example.py --bench 5             # random agent in every seat
    python3 examples/python/example.py --server "java -cp my/classes dev.tenace.cli.Tenace serve"

Both agents play seat 0 against the built-in ``heuristic`` bots, deal ``k`` from seed ``k``.
The random agent draws from SplitMix64 (seeded 12345), so a run is reproducible and the Java
test ``ServePythonTest`` replays the same seeds in Java and checks the scores.
"""

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tenace_env import DEFAULT_SERVER, TenaceEnv  # noqa: E402

MASK64 = (1 << 64) - 1


class SplitMix64:
    """The SplitMix64 generator: a few lines that any language can reproduce exactly."""

    def __init__(self, seed):
        self.state = seed & MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)


class RandomAgent:
    """Uniform over the legal ids."""

    name = "random"

    def __init__(self, seed=12345):
        self.rng = SplitMix64(seed)

    def act(self, env):
        ids = env.legal_ids
        return ids[self.rng.next() % len(ids)]


class SimpleAgent:
    """Plays its lowest card (duck), chooses its highest cards to pass or bury, else the first
    legal id (the lowest bid, the first declaration)."""

    name = "simple"

    def act(self, env):
        ids = env.legal_ids
        play_offset, cards = env.block("play")
        plays = [i for i in ids if play_offset <= i < play_offset + cards]
        if plays:
            return min(plays, key=lambda i: (i % 13, i))
        choose = env.spec["actions"]["segments"][1]
        if choose["name"] != "play" and choose["length"] == cards:
            picks = [i for i in ids if choose["offset"] <= i < choose["offset"] + cards]
            if picks:
                return max(picks, key=lambda i: ((i - choose["offset"]) % 13, i))
        return ids[0]


def play(env, agent, deals):
    """Plays ``deals`` deals with the agent at every client seat; returns seat 0's scores and
    rewards per deal."""
    scores, rewards = [], []
    for seed in range(deals):
        env.reset(seed=seed)
        while not env.done:
            env.step(agent.act(env))
        result = env.result()
        scores.append(result["scores"][0])
        rewards.append(result["rewards"][0])
    return scores, rewards


def bench(server, game, seconds):
    """Steps of a random agent in every seat per second: each step is one request and answer."""
    with TenaceEnv(game, server=server) as env:
        agent = RandomAgent(7)
        seed = 0
        env.reset(seed=seed)
        steps = 0
        start = time.perf_counter()
        end = start + seconds
        while True:
            if env.done:
                seed += 1
                env.reset(seed=seed)
            env.step(agent.act(env))
            steps += 1
            if steps % 256 == 0 and time.perf_counter() >= end:
                break
        elapsed = time.perf_counter() - start
    return steps, elapsed


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", default="hearts")
    p.add_argument("--rules", default=None, help="preset and name=value,... (default: defaults)")
    p.add_argument("--deals", type=int, default=20)
    p.add_argument("--bots", default="heuristic", help="the bot of the other seats")
    p.add_argument("--server", default=DEFAULT_SERVER, help="the command that runs tenace serve")
    p.add_argument("--json", action="store_true", help="print the results as one JSON object")
    p.add_argument("--bench", type=float, default=0, metavar="SECONDS",
                   help="measure protocol steps/s of a random agent in every seat instead")
    a = p.parse_args(argv)
    if a.bench > 0:
        steps, elapsed = bench(a.server, a.game, a.bench)
        rate = steps / elapsed
        if a.json:
            print(json.dumps({"game": a.game, "steps": steps, "seconds": elapsed,
                              "steps_per_second": rate}))
        else:
            print("%s: %d protocol steps in %.2f s: %.0f steps/s (random agent in every seat)"
                  % (a.game, steps, elapsed, rate))
        return 0
    out = {"game": a.game, "deals": a.deals, "bots": a.bots}
    for agent in (RandomAgent(), SimpleAgent()):
        with TenaceEnv(a.game, rules=a.rules, server=a.server) as env:
            spec = {"op": "spec", "game": a.game}
            if a.rules:
                spec["rules"] = a.rules
            players = env.request(**spec)["players"]
            env.seats = ["client"] + [a.bots] * (players - 1)
            scores, rewards = play(env, agent, a.deals)
        out[agent.name] = {"scores": scores, "mean_score": sum(scores) / len(scores),
                           "mean_reward": sum(rewards) / len(rewards)}
    if a.json:
        print(json.dumps(out))
    else:
        print("%s, %d deals, seat 0 against %s bots (score in the game's terms; reward: higher is"
              " better)" % (a.game, a.deals, a.bots))
        for name in ("random", "simple"):
            r = out[name]
            print("  %-7s mean score %8.2f   mean reward %8.2f"
                  % (name, r["mean_score"], r["mean_reward"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
