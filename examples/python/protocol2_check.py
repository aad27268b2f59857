"""Checks of protocol 2's search primitives and advice from Python, run in the build by
``ServePythonProtocol2Test``:

- a forked table diverges without touching the original; ``undo`` returns the same view;
- worlds sampled for a seat give that seat exactly its view;
- a whole match in which every seat plays what ``advice`` of ``pimc:10`` says, twice with the same
  seed: the same match both times;
- ``"encoding": "packed"``: two tables of every game played with the same ids, one answered sparse,
  one packed; at every step (one table and many per request) ``unpack`` and ``mask_ids`` give
  exactly the sparse form's decoded vectors and legal ids, and ``random_legal`` a legal id; a
  third table packed with ``"legal": "ids"`` and ``"brief": true`` answers the sparse form's
  ``legal_ids`` and no mask, and leaves out ``seat``, ``applied`` and ``deal``; a fourth table
  (and a batch) with ``"encoding": "binary"`` gives the same as ``array("f")`` vectors read from
  the bytes after each line, and its masks as bytes;
- two groups of tables stepped with their requests in flight (``send_step_tables``, ``receive``)
  answer exactly as the same tables stepped one request at a time.

``--shm 4096`` runs them all through shared memory (``serve --shm``) in rings of 4096 bytes, which
the answers of many tables overrun, so every line that crosses a ring's end is read back whole.

    python3 examples/python/protocol2_check.py --json

Exits 1, saying what failed, if a check fails; prints a summary.
"""

import argparse
import json
import os
import random
import struct
import sys
from array import array

from tenace_env import (DEFAULT_SERVER, TenaceEnv, TenaceError, decode, mask_ids, random_legal,
                        vector)


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


def as_float32(v):
    """The list with each entry rounded to float32: the sparse form's numbers are Java's decimal
    texts of float32 values, the packed form's floats the float32 values themselves."""
    return list(struct.unpack("<%df" % len(v), struct.pack("<%df" % len(v), *v)))


BRIEF_LEAVES_OUT = ("seat", "applied", "deal")


def same_packed(sparse, packed, sizes, rng, where, legal="mask", brief=False, binary=False):
    """A packed answer (``binary``: a binary one, as the client returns it) says what the sparse
    answer says: the rest alike, the same ids, vectors.
    ``legal``: the form the packed request asked for the legal ids in (``"legal"``); ``brief``:
    whether it asked for ``"brief": true`` (then the packed answer leaves out exactly
    ``BRIEF_LEAVES_OUT``)."""
    left_out = BRIEF_LEAVES_OUT if brief else ()
    for name in left_out:
        check(name not in packed, "%s: %s in a brief answer" % (where, name))
    rest = {k: x for k, x in sparse.items() if k not in ("legal_ids", "observation",
                                                        "information_state") + left_out}
    rest_p = {k: x for k, x in packed.items() if k not in ("mask", "legal_ids", "observation",
                                                          "information_state", "attached")}
    check(rest == rest_p, "%s: the rest of the answers differ: %s / %s" % (where, rest, rest_p))
    other = "legal_ids" if legal == "mask" else "mask"
    check(other not in packed, "%s: %s in a packed answer asked for %s" % (where, other, legal))
    name = "mask" if legal == "mask" else "legal_ids"
    check(("legal_ids" in sparse) == (name in packed), "%s: legal_ids and %s" % (where, name))
    if "legal_ids" in sparse and legal == "ids":
        check(packed["legal_ids"] == sparse["legal_ids"], "%s: legal_ids differ" % where)
    elif "legal_ids" in sparse:
        check(mask_ids(packed["mask"]) == sparse["legal_ids"], "%s: mask != legal_ids" % where)
        if sparse["legal_ids"]:
            check(random_legal(packed["mask"], rng) in sparse["legal_ids"],
                  "%s: random_legal gave an id not legal" % where)
    for name, size in zip(("observation", "information_state"), sizes):
        check((name in sparse) == (name in packed), "%s: %s in one answer only" % (where, name))
        if name in sparse:
            d = decode(sparse[name], size)
            check(isinstance(packed[name], array if binary else str),
                  "%s: %s is %r" % (where, name, type(packed[name])))
            u = vector(packed[name], size)
            check(len(u) == size and u == as_float32(d), "%s: %s unpacked differs" % (where, name))


def packed_vs_sparse(env, game, rng):
    """Plays one table and a batch of three of ``game`` twice over, sparse and packed; returns
    the number of answers compared."""
    spec = env.request(op="spec", game=game)
    sizes = (spec["observation_size"], spec["information_state_size"])
    compared = 0
    for seed in (1, 2):
        s = env.request(op="open", game=game, seed=seed, information_state=True)
        p = env.request(op="open", game=game, seed=seed, information_state=True,
                        encoding="packed")
        q = env.request(op="open", game=game, seed=seed, information_state=True,
                        encoding="packed", legal="ids", brief=True)
        r = env.request(op="open", game=game, seed=seed, information_state=True,
                        encoding="binary")
        ts, tp, tq, tr = s["tables"][0], p["tables"][0], q["tables"][0], r["tables"][0]
        a, b, c, d = s["states"][0], p["states"][0], q["states"][0], r["states"][0]
        steps = 0
        while True:
            where = "%s seed %d step %d" % (game, seed, steps)
            same_packed(a, b, sizes, rng, where)
            same_packed(a, c, sizes, rng, where + " (legal ids, brief)", legal="ids", brief=True)
            if steps % 2:  # act_id's line, observation only, brief
                a_obs = {k: x for k, x in a.items() if k != "information_state"}
                same_packed(a_obs, d, sizes, rng, where + " (binary, brief)", legal="ids",
                            brief=True, binary=True)
            else:
                same_packed(a, d, sizes, rng, where + " (binary, mask)", legal="mask" if steps
                            else "ids", binary=True)
            compared += 3
            if a["over"]:
                break
            i = rng.choice(a["legal_ids"])
            a = env.request(op="act", table=ts, id=i, information_state=True)
            b = env.request(op="act", table=tp, id=i, information_state=True, encoding="packed")
            c = env.request(op="act", table=tq, id=i, information_state=True, encoding="packed",
                            legal="ids", brief=True)
            if steps % 2 == 0:  # the next comparison's forms
                d = env.act_id(i, table=tr, binary=True, legal="ids", brief=True)
            else:
                d = env.request(op="act", table=tr, id=i, information_state=True,
                                encoding="binary", legal="mask")
            steps += 1
        check(steps > 10, "%s: a deal of %d steps" % (game, steps))
        env.close_tables([ts, tp, tq, tr])
    s = env.request(op="open", game=game, count=3, seed=20, observe=True)
    p = env.request(op="open", game=game, count=3, seed=20, observe=True, encoding="packed")
    q = env.request(op="open", game=game, count=3, seed=20, observe=True, encoding="packed",
                    legal="ids")
    r = env.request(op="open", game=game, count=3, seed=20, information_state=True,
                    encoding="binary", legal="mask")
    check(r["attached"] > 4 * 3 * sizes[1], "%s: 3 tables' vectors attached" % game)
    states = s["states"]
    for k in range(3):
        same_packed(states[k], p["states"][k], sizes, rng, "%s open %d" % (game, k))
        same_packed(states[k], q["states"][k], sizes, rng, "%s open %d (ids)" % (game, k), "ids")
        binary_state = dict(r["states"][k])
        info = binary_state.pop("information_state")
        check(isinstance(info, array) and len(info) == sizes[1],
              "%s open %d: the binary information state" % (game, k))
        same_packed(states[k], binary_state, sizes, rng, "%s open %d (binary)" % (game, k),
                    binary=True)
    for step in range(40):
        ids = [rng.choice(x["legal_ids"]) if x.get("legal_ids") else 0 for x in states]
        a = env.step_tables(s["tables"], ids)
        b = env.step_tables(p["tables"], ids, packed=True)
        c = env.step_tables(q["tables"], ids, packed=True, legal="ids")
        d = env.step_tables(r["tables"], ids, binary=True, legal="mask")
        for k in range(3):
            where = "%s batch step %d table %d" % (game, step, k)
            same_packed(a[k], b[k], sizes, rng, where)
            same_packed(a[k], c[k], sizes, rng, where + " (legal ids)", legal="ids")
            same_packed(a[k], d[k], sizes, rng, where + " (binary)", binary=True)
            compared += 3
            if a[k]["ok"]:
                states[k] = a[k]
    env.close_tables(s["tables"] + p["tables"] + q["tables"] + r["tables"])
    return compared


def pipelined(env, game, rng):
    """Two groups of three tables stepped with their requests in flight (``send_step_tables``,
    ``receive``), against the same tables stepped one request at a time: the same answers. A
    request while answers are pending, and a receive with none, are refused. Returns the number
    of answers compared."""
    piped = env.request(op="open", game=game, count=6, seed=40, observe=True, encoding="packed")
    plain = env.request(op="open", game=game, count=6, seed=40, observe=True, encoding="packed")
    groups = (piped["tables"][:3], piped["tables"][3:])
    refs = (plain["tables"][:3], plain["tables"][3:])
    states = [piped["states"][:3], piped["states"][3:]]

    def choose(group):
        return [rng.choice(mask_ids(x["mask"])) if x.get("mask") else 0 for x in states[group]]

    chosen = [choose(0), choose(1)]
    env.send_step_tables(groups[0], chosen[0], packed=True)
    env.send_step_tables(groups[1], chosen[1], packed=True)
    try:
        env.request(op="status")
        check(False, "%s: a request while answers are pending was not refused" % game)
    except TenaceError:
        pass
    compared = 0
    sent = []  # (group, ids, answers) in the order the answers came
    for step in range(60):
        g = step % 2  # the other group's request stays in flight meanwhile
        got = env.receive()["answers"]
        sent.append((g, chosen[g], got))
        compared += len(got)
        states[g] = [a if a["ok"] else s for a, s in zip(got, states[g])]
        chosen[g] = choose(g)
        env.send_step_tables(groups[g], chosen[g], packed=True)
    env.receive()
    env.receive()
    for g, ids, answers in sent:
        check(env.step_tables(refs[g], ids, packed=True) == answers,
              "%s: pipelined answers differ from one request at a time" % game)
    try:
        env.receive()
        check(False, "%s: receive with nothing in flight was not refused" % game)
    except TenaceError:
        pass
    env.close_tables(piped["tables"] + plain["tables"])
    return compared


def shm_refusals(env, server):
    """The rings' file is gone once the server has mapped it; a ring size that is not a power of
    two is refused before any server starts; a server that ends before its hello line is a
    TenaceError naming its exit status, and leaves no file behind."""
    check(not os.path.exists(env._rings.file), "the shared-memory file is unlinked after hello")
    try:
        TenaceEnv("hearts", server=server, shm=5000)
    except ValueError as e:
        check("5000" in str(e), "the refusal names the capacity: %s" % e)
    else:
        check(False, "a capacity of 5000 bytes is refused")
    files = set(os.listdir(os.path.dirname(env._rings.file)))
    try:  # a "server" that ends at once, without a hello line
        TenaceEnv("hearts", server=[sys.executable, "-c", "import sys; sys.exit(3)"], shm=4096)
    except TenaceError as e:
        check("exit status 3" in str(e), "the error names the server's exit status: %s" % e)
    else:
        check(False, "a server that ends at once is an error")
    check(set(os.listdir(os.path.dirname(env._rings.file))) <= files,
          "no shared-memory file is left behind by a server that ended")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--server", default=DEFAULT_SERVER)
    p.add_argument("--match-game", default="spades")
    p.add_argument("--match-rules", default="targetScore=300")
    p.add_argument("--json", action="store_true")
    p.add_argument("--spin-us", type=int, default=0,
                   help="the client and the server poll this long for a line before they sleep")
    p.add_argument("--shm", type=int, default=0, metavar="BYTES",
                   help="the lines through shared memory, rings of BYTES each (0: the pipes)")
    a = p.parse_args(argv)
    out = {"games": {}, "packed": {}, "pipelined": {}, "transport": "shm" if a.shm else "pipes"}
    server = a.server + (" --spin-us %d" % a.spin_us if a.spin_us else "")
    with TenaceEnv("hearts", server=server, spin_us=a.spin_us, shm=a.shm or False) as env:
        try:
            if a.shm:
                shm_refusals(env, server)
            for game in env.hello["games"]:
                out["games"][game] = fork_undo_sample(env, game, random.Random(3))
                out["packed"][game] = packed_vs_sparse(env, game, random.Random(4))
                out["pipelined"][game] = pipelined(env, game, random.Random(6))
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
