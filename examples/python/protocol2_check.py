"""Checks of protocol 2's search primitives and advice from Python, run in the build by
``ServePythonProtocol2Test``:

- a forked table diverges without touching the original; ``undo`` returns the same view;
- worlds sampled for a seat give that seat exactly its view;
- a whole match in which every seat plays what ``advice`` of ``pimc:10`` says, twice with the same
  seed: the same match both times.

    python3 examples/python/protocol2_check.py --json

Exits 1, saying what failed, if a check fails; prints a summary.
"""

import argparse
import json
import random
import sys

from tenace_env import DEFAULT_SERVER, TenaceEnv


def check(ok, message):
    if not ok:
        raise AssertionError(message)


def view(env, table, seat=None):
    fields = {"op": "view", "table": table, "information_state": True}
    if seat is not None:
        fields["seat"] = seat
    return env.request(**fields)["view"]


def fork_undo_sample(env, game, rng):
    answer = env.request(op="new", game=game, seed=9)
    for _ in range(8):
        answer = env.act_id(rng.choice(answer["legal_ids"]), observe=False)
    before = view(env, 0)
    fork = env.fork(table=0)
    t = fork["table"]
    check(view(env, t) == before, "%s: a fork starts with the original's view" % game)
    f = fork
    for _ in range(5):
        if f["over"]:
            break
        f = env.act_id(rng.choice(f["legal_ids"]), table=t, observe=False)
    check(view(env, 0) == before, "%s: the fork's play leaves the original alone" % game)
    check(view(env, t)["history"] != before["history"], "%s: the fork moved on" % game)
    env.act_id(answer["legal_ids"][0], observe=False)
    env.undo(table=0)
    check(view(env, 0) == before, "%s: undo returns the same view" % game)
    seat = before["seat"]
    worlds = []
    for s in range(5):
        w = env.sample(table=0, seed=s)["table"]
        worlds.append(w)
        check(view(env, w, seat) == before, "%s: a sampled world has the seat's exact view" % game)
    env.close_tables(worlds + [t])
    return {"forked_steps": 5, "samples": len(worlds)}


def advice_match(env, game, rules, seed):
    """A match in which every seat plays pimc:10's advice; the actions in order."""
    answer = env.request(op="new", game=game, rules=rules, mode="match", seed=seed)
    actions = []
    deals = 1
    while True:
        while not answer["over"]:
            advice = env.advice("pimc:10", seed=len(actions))
            actions.append("%d %s" % (advice["seat"], advice["action"]))
            for i in advice["ids"]:
                answer = env.act_id(i, observe=False)
        if answer["result"]["match_over"]:
            return actions, deals, answer["result"]["totals"]
        answer = env.request(op="next")
        deals += 1


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--server", default=DEFAULT_SERVER)
    p.add_argument("--match-game", default="spades")
    p.add_argument("--match-rules", default="targetScore=300")
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    out = {"games": {}}
    with TenaceEnv("hearts", server=a.server) as env:
        try:
            for game in env.hello["games"]:
                out["games"][game] = fork_undo_sample(env, game, random.Random(3))
            first, deals, totals = advice_match(env, a.match_game, a.match_rules, 5)
            second, _, _ = advice_match(env, a.match_game, a.match_rules, 5)
            check(first == second, "the same seed gives the same advice match")
            out["advice_match"] = {"game": a.match_game, "deals": deals, "actions": len(first),
                                   "totals": totals, "same_twice": first == second}
        except AssertionError as e:
            print("protocol2_check: %s" % e, file=sys.stderr)
            return 1
    print(json.dumps(out) if a.json else out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
