"""Steps per second of a random agent over ``tenace serve``, with the observation and mask of
every step, protocol 1 against protocol 2 in the same run:

- ``p1``: protocol 1's loop, two requests per step (``observe``, then ``act``);
- ``p2``: protocol 2, one request per step (``act`` with ``"observe": true``), the sparse
  observation decoded to the dense vector in Python;
- ``batch``: protocol 2 over ``--tables`` tables stepped by one request, every table's sparse
  observation decoded (``batch_sparse``: handed to the agent as it comes, not decoded);
- ``p2_packed``, ``batch_packed``: the same with ``"encoding": "packed"``, the observation
  unpacked to the dense list and the mask to the legal ids; ``p2_lean``: ``p2_packed`` with
  ``"legal": "ids"`` (the legal ids as a list, as protocol 1 sends them) and ``"brief": true``
  (without the fields the agent knows: ``seat``, ``applied``, ``deal``); ``batch_lazy``: packed,
  the random id drawn straight from the mask's bytes (``random_legal``) and the observation handed
  to the agent as it comes (a base64 text), not decoded; ``p2_binary``, ``batch_binary``: with
  ``"encoding": "binary"``, each observation handed to the agent as the ``array("f")`` the client
  makes of the bytes after the answer's line (the dense vector: nothing to decode);
- ``batch_pipelined``: ``batch_packed`` (decoded) with the tables in two groups, one group's
  request in flight while the agent decodes and chooses for the other (``send_step_tables`` and
  ``receive``); ``batch_pipelined_binary``: the same with ``batch_binary``'s answers.

    python3 examples/python/bench_protocol2.py --seconds 5 --tables 64 --rounds 5

Prints a line per game (``--json``: one object); ``--modes`` chooses modes (default: all).
``--shm`` carries the lines through shared memory (``serve --shm``) instead of the pipes, for
every mode. The server's compiler takes some 10 s of steps to settle: ``--warmup 5`` (5 s of each
mode first) measures the settled server.
"""

import argparse
import collections
import json
import random
import sys
import time

from tenace_env import DEFAULT_SERVER, TenaceEnv, decode, mask_ids, random_legal, unpack


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


def p2_packed(env, game, seconds, rng, size):
    steps = 0
    seed = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        answer = env.request(op="new", game=game, seed=seed, observe=True, encoding="packed")
        seed += 1
        while not answer["over"]:
            obs = unpack(answer["observation"], size)
            answer = env.act_id(rng.choice(mask_ids(answer["mask"])), packed=True)
            steps += 1
    return steps


def p2_lean(env, game, seconds, rng, size):
    """``p2_packed`` with ``"legal": "ids"`` (the legal ids as the list ``legal_ids``, as protocol
    1's ``observe`` sends them, rather than a mask to turn into that list) and ``"brief": true``
    (no ``seat``, ``applied`` or ``deal``: what the agent knows already)."""
    steps = 0
    seed = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        answer = env.request(op="new", game=game, seed=seed, observe=True, encoding="packed",
                             legal="ids", brief=True)
        seed += 1
        while not answer["over"]:
            obs = unpack(answer["observation"], size)
            answer = env.act_id(rng.choice(answer["legal_ids"]), packed=True, legal="ids",
                                brief=True)
            steps += 1
    return steps


def p2_binary(env, game, seconds, rng, size):
    """``p2_lean`` with ``"encoding": "binary"`` (the legal ids are then the list by default): the
    observation comes as float32 bytes after the answer's line, which the client hands to the
    agent as an ``array("f")`` of the layout's size, the dense vector itself."""
    steps = 0
    seed = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        answer = env.request(op="new", game=game, seed=seed, observe=True, encoding="binary",
                             brief=True)
        seed += 1
        while not answer["over"]:
            obs = answer["observation"]
            answer = env.act_id(rng.choice(answer["legal_ids"]), binary=True, brief=True)
            steps += 1
    return steps


def batch(env, game, seconds, rng, size, tables, dense, packed=False):
    """``packed``: None for sparse, "dense" to unpack every observation and mask, "lazy" to draw
    from the mask's bytes and leave the observation as sent, "binary" for binary answers (each
    observation already the dense ``array("f")``, the legal ids a list)."""
    more = {"encoding": "binary" if packed == "binary" else "packed"} if packed else {}
    opened = env.request(op="open", game=game, count=tables, seed=0, observe=True, **more)
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
                                observe=True, **more)
            reopened += len(ended)
            j = 0
            for k in range(tables):
                if states[k]["over"]:
                    ids[k] = again["tables"][j]
                    states[k] = again["states"][j]
                    j += 1
        if packed == "lazy":
            chosen = [random_legal(s["mask"], rng) for s in states]
        elif packed == "binary":
            chosen = []
            for s in states:
                obs = s["observation"]
                chosen.append(rng.choice(s["legal_ids"]))
        elif packed:
            chosen = []
            for s in states:
                obs = unpack(s["observation"], size)
                chosen.append(rng.choice(mask_ids(s["mask"])))
        else:
            if dense:
                for s in states:
                    obs = decode(s["observation"], size)
            chosen = [rng.choice(s["legal_ids"]) for s in states]
        answers = env.step_tables(ids, chosen, packed=packed in ("dense", "lazy"),
                                  binary=packed == "binary")
        states = answers
        steps += tables
    env.close_tables(ids)
    return steps


def batch_pipelined(env, game, seconds, rng, size, tables, groups=2, binary=False):
    """``tables`` tables in ``groups`` groups, packed and decoded as ``batch_packed`` (``binary``:
    binary as ``batch_binary``), each group's ``act`` in flight while the agent decodes and
    chooses for the next group, so that the server and the agent work at the same time. A table
    whose deal ends is closed and a new one opened in flight too; it joins its group's next
    request once its answer is in."""
    more = {"encoding": "binary" if binary else "packed"}
    opened = env.request(op="open", game=game, count=tables, seed=0, observe=True, **more)
    per = -(-tables // groups)
    ids = [opened["tables"][g * per:(g + 1) * per] for g in range(groups)]
    states = [opened["states"][g * per:(g + 1) * per] for g in range(groups)]
    joined = [[] for _ in range(groups)]  # opened while the group's act was in flight
    busy = [False] * groups
    pending = collections.deque()
    seed = tables
    steps = 0

    def send_act(g):
        chosen = []
        for s in states[g]:
            if binary:
                obs = s["observation"]
                chosen.append(rng.choice(s["legal_ids"]))
            else:
                obs = unpack(s["observation"], size)
                chosen.append(rng.choice(mask_ids(s["mask"])))
        env.send_step_tables(ids[g], chosen, packed=not binary, binary=binary)
        pending.append(("act", g))
        busy[g] = True

    for g in range(groups):
        send_act(g)
    end = time.perf_counter() + seconds
    while pending:
        kind, g = pending.popleft()
        answer = env.receive()
        if kind == "act":
            busy[g] = False
            steps += len(ids[g])
            ended = [t for t, s in zip(ids[g], answer["answers"]) if s["over"]]
            live = [(t, s) for t, s in zip(ids[g], answer["answers"]) if not s["over"]]
            ids[g] = [t for t, _ in live] + [t for t, _ in joined[g]]
            states[g] = [s for _, s in live] + [s for _, s in joined[g]]
            joined[g] = []
            if ended:
                env.send(op="close", tables=ended)
                pending.append(("close", g))
                if time.perf_counter() < end:
                    env.send(op="open", game=game, count=len(ended), seed=seed, observe=True,
                             **more)
                    pending.append(("open", g))
                    seed += len(ended)
            if ids[g] and time.perf_counter() < end:
                send_act(g)
        elif kind == "open":
            new = list(zip(answer["tables"], answer["states"]))
            if busy[g]:
                joined[g].extend(new)
            else:
                ids[g].extend(t for t, _ in new)
                states[g].extend(s for _, s in new)
                if time.perf_counter() < end:
                    send_act(g)
    env.close_tables([t for g in range(groups) for t in ids[g] + [t for t, _ in joined[g]]])
    return steps


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", default=None, help="comma-separated; default: every game served")
    p.add_argument("--seconds", type=float, default=5)
    p.add_argument("--tables", type=int, default=64)
    p.add_argument("--rounds", type=int, default=5, help="turns of the modes; --seconds each in all")
    p.add_argument("--warmup", type=float, default=2, help="seconds of each mode first, not counted")
    p.add_argument("--server", default=DEFAULT_SERVER)
    p.add_argument("--modes", default=None, help="comma-separated; default: every mode")
    p.add_argument("--json", action="store_true")
    p.add_argument("--shm", action="store_true",
                   help="the lines through shared memory (serve --shm) instead of the pipes")
    p.add_argument("--spin-us", type=int, default=0,
                   help="both sides poll this long for the next line before they sleep (the"
                        " client's spin_us, the server's --spin-us); default 0")
    a = p.parse_args(argv)
    out = {}
    server = a.server + (" --spin-us %d" % a.spin_us if a.spin_us else "")
    with TenaceEnv("hearts", server=server, spin_us=a.spin_us, shm=a.shm) as env:
        games = a.games.split(",") if a.games else env.hello["games"]
        for game in games:
            size = env.request(op="spec", game=game)["observation_size"]
            rng = random.Random(1)
            modes = (("p1", lambda t: p1(env, game, t, rng)),
                     ("p2", lambda t: p2(env, game, t, rng, size)),
                     ("batch", lambda t: batch(env, game, t, rng, size, a.tables, True)),
                     ("batch_sparse", lambda t: batch(env, game, t, rng, size, a.tables, False)),
                     ("p2_packed", lambda t: p2_packed(env, game, t, rng, size)),
                     ("p2_lean", lambda t: p2_lean(env, game, t, rng, size)),
                     ("p2_binary", lambda t: p2_binary(env, game, t, rng, size)),
                     ("batch_packed",
                      lambda t: batch(env, game, t, rng, size, a.tables, True, "dense")),
                     ("batch_binary",
                      lambda t: batch(env, game, t, rng, size, a.tables, True, "binary")),
                     ("batch_lazy",
                      lambda t: batch(env, game, t, rng, size, a.tables, False, "lazy")),
                     ("batch_pipelined",
                      lambda t: batch_pipelined(env, game, t, rng, size, a.tables)),
                     ("batch_pipelined_binary",
                      lambda t: batch_pipelined(env, game, t, rng, size, a.tables, binary=True)))
            if a.modes:
                modes = tuple(m for m in modes if m[0] in a.modes.split(","))
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
            if "p1" in r:
                for name in ("p2", "p2_packed", "p2_lean", "p2_binary"):
                    if name in r:
                        r[name + "_over_p1"] = round(r[name] / r["p1"], 2)
            out[game] = r
            if not a.json:
                print("%-12s %s steps/s" % (game, "  ".join("%s %s" % kv for kv in r.items())))
                sys.stdout.flush()
    if a.json:
        print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
