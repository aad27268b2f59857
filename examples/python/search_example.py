"""Determinized Monte-Carlo search from Python over ``tenace serve`` protocol 2.

Seat 0 chooses each action by sampling worlds consistent with its own view (``sample``), trying
each legal id in every world and finishing the deal with random play, all worlds stepped together
(``act`` with ``"tables"``); it takes the id with the best mean return. The other seats play at
random. Compared with seat 0 playing at random in the same deals::

    python3 examples/python/search_example.py --game hearts --deals 4 --worlds 8

Only ``sample`` draws a world, from the seat's view: the search never sees a hidden card.
"""

import argparse
import json
import random
import sys

from tenace_env import DEFAULT_SERVER, TenaceEnv


def rollout(env, tables, rng):
    """Random play of every table to the end of its deal; the final answers by table."""
    ends = {}
    live = {}
    for t, answer in tables.items():
        (ends if answer["over"] else live)[t] = answer
    while live:
        ts = list(live)
        answers = env.step_tables(ts, [rng.choice(live[t]["legal_ids"]) for t in ts],
                                  observe=False)
        for t, answer in zip(ts, answers):
            if not answer["ok"]:
                raise RuntimeError("a rollout step was refused: %s" % answer)
            if answer["over"]:
                ends[t] = answer
                del live[t]
            else:
                live[t] = answer
    return ends


def search(env, seat, legal, worlds, rng, seed):
    """The legal id of ``seat`` with the best mean return over ``worlds`` sampled worlds."""
    if len(legal) == 1:
        return legal[0]
    total = {i: 0.0 for i in legal}
    opened = []
    first = {}
    for w in range(worlds):
        world = env.sample(seat=seat, seed=seed * 1000 + w)["table"]
        opened.append(world)
        for i in legal:
            t = env.fork(table=world)["table"]
            opened.append(t)
            first[t] = (i, env.act_id(i, table=t, observe=False))
    ends = rollout(env, {t: a for t, (i, a) in first.items()}, rng)
    for t, answer in ends.items():
        total[first[t][0]] += answer["result"]["rewards"][seat]
    env.close_tables(opened)
    return max(legal, key=lambda i: total[i])


def play(env, game, seed, worlds, searching, rng):
    """One deal, seat 0 searching (or random), the others random; seat 0's reward."""
    answer = env.request(op="new", game=game, seed=seed)
    step = 0
    while not answer["over"]:
        seat = answer["to_act"]
        legal = answer["legal_ids"]
        if seat == 0 and searching:
            i = search(env, 0, legal, worlds, rng, seed * 100 + step)
        else:
            i = rng.choice(legal)
        answer = env.act_id(i, observe=False)
        step += 1
    return answer["result"]["rewards"][0]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="hearts")
    p.add_argument("--deals", type=int, default=4)
    p.add_argument("--worlds", type=int, default=8)
    p.add_argument("--server", default=DEFAULT_SERVER)
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    with TenaceEnv(a.game, server=a.server) as env:
        searched = [play(env, a.game, d, a.worlds, True, random.Random(d)) for d in range(a.deals)]
        randomly = [play(env, a.game, d, a.worlds, False, random.Random(d)) for d in range(a.deals)]
    result = {"game": a.game, "deals": a.deals, "worlds": a.worlds,
              "search_mean_reward": sum(searched) / a.deals,
              "random_mean_reward": sum(randomly) / a.deals}
    if a.json:
        print(json.dumps(result))
    else:
        print("%s, %d deals, seat 0 against random seats: determinized search (%d worlds) mean"
              " reward %.2f, random %.2f" % (a.game, a.deals, a.worlds,
                                             result["search_mean_reward"],
                                             result["random_mean_reward"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
