"""Steps per second of a random agent over ``tenace serve``, with the observation and mask of
every step, protocol 1 against protocol 2 in the same run:

- ``p1``: protocol 1's loop, two requests per step (``observe``, then ``act``);
- ``p2``: protocol 2, one request per step (``act`` with ``"observe": true``), the sparse
  observation decoded to the dense vector in Python;
- ``batch``: protocol 2 over ``--tables`` tables stepped by one request, every table's sparse
  observation decoded (``batch_sparse``: handed to the agent as it comes, not decoded).

    python3 examples/python/bench_protocol2.py --seconds 5 --tables 64 --rounds 5

Prints a line per game (``--json``: one object); the mask is the legal ids in both protocols.
"""

import argparse
import json
import random
import sys
import time

from tenace_env import DEFAULT_SERVER, TenaceEnv, decode


def p1(env, game, seconds, rng):
    steps = 0
    seed = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        answer = env.request(op="new", game=game, seed=seed)
        seed += 1
        while not answer["over"]:
            observed = env._checked(env._send_line(b'{"op":"observe"}\n'))
            obs = observed["observation"]
            ids = observed["legal_ids"]
            answer = env._checked(env._send_line(b'{"op":"act","id":%d}\n' % rng.choice(ids)))
            steps += 1
    return steps


def p2(env, game, seconds, rng, size):
    steps = 0
    seed = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        answer = env.request(op="new", game=game, seed=seed, observe=True)
        seed += 1
        while not answer["over"]:
            obs = decode(answer["observation"], size)
            answer = env.act_id(rng.choice(answer["legal_ids"]))
            steps += 1
    return steps


def batch(env, game, seconds, rng, size, tables, dense):
    opened = env.request(op="open", game=game, count=tables, seed=0, observe=True)
    ids = opened["tables"]
    states = opened["states"]
    steps = 0
    reopened = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        live = [k for k in range(tables) if not states[k]["over"]]
        if len(live) < tables:
            ended = [ids[k] for k in range(tables) if states[k]["over"]]
            env.close_tables(ended)
            again = env.request(op="open", game=game, count=len(ended), seed=tables + reopened,
                                observe=True)
            reopened += len(ended)
            j = 0
            for k in range(tables):
                if states[k]["over"]:
                    ids[k] = again["tables"][j]
                    states[k] = again["states"][j]
                    j += 1
        if dense:
            for s in states:
                obs = decode(s["observation"], size)
        answers = env.step_tables(ids, [rng.choice(s["legal_ids"]) for s in states])
        states = answers
        steps += tables
    env.close_tables(ids)
    return steps


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", default=None, help="comma-separated; default: every game served")
    p.add_argument("--seconds", type=float, default=5)
    p.add_argument("--tables", type=int, default=64)
    p.add_argument("--rounds", type=int, default=5, help="turns of the modes; --seconds each in all")
    p.add_argument("--warmup", type=float, default=2, help="seconds of each mode first, not counted")
    p.add_argument("--server", default=DEFAULT_SERVER)
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    out = {}
    with TenaceEnv("hearts", server=a.server) as env:
        games = a.games.split(",") if a.games else env.hello["games"]
        for game in games:
            size = env.request(op="spec", game=game)["observation_size"]
            rng = random.Random(1)
            modes = (("p1", lambda t: p1(env, game, t, rng)),
                     ("p2", lambda t: p2(env, game, t, rng, size)),
                     ("batch", lambda t: batch(env, game, t, rng, size, a.tables, True)),
                     ("batch_sparse", lambda t: batch(env, game, t, rng, size, a.tables, False)))
            for _, run in modes:  # warm-up: the server's JIT, not counted
                run(a.warmup)
            steps = {name: 0 for name, _ in modes}
            spent = {name: 0.0 for name, _ in modes}
            for _ in range(a.rounds):  # the modes take turns, so a change of load hits them all
                for name, run in modes:
                    t0 = time.perf_counter()
                    steps[name] += run(a.seconds / a.rounds)
                    spent[name] += time.perf_counter() - t0
            r = {name: round(steps[name] / spent[name]) for name, _ in modes}
            r["p2_over_p1"] = round(r["p2"] / r["p1"], 2)
            out[game] = r
            if not a.json:
                print("%-12s p1 %7d  p2 %7d (%.1fx)  batch of %d %8d  (sparse %8d) steps/s" % (
                    game, r["p1"], r["p2"], r["p2_over_p1"], a.tables, r["batch"],
                    r["batch_sparse"]))
                sys.stdout.flush()
    if a.json:
        print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
