#!/usr/bin/env python3
"""Paired comparison of two `tenace simulate --deals --record` runs over the same seeds.

Both runs play the same deals (same --seed, same -n); they differ in the bot of the measured seat
(and its partner's in Spades). Prints, for seat 0, each run's mean deal score and the mean of the
per-deal differences, each with its 95% confidence interval (1.96 standard errors).

    python3 examples/bots/scripts/paired.py hearts ismcts.jsonl pimc.jsonl
"""
import json
import math
import sys


def seat0_scores(path, game):
    """The deal score of seat 0 in each deal of a record file, in order (Spades: its team's)."""
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            result = json.loads(line)["deals"][0]["result"]
            if game == "hearts":
                out.append(result["points"][0])
            elif game == "spades":
                out.append(result["teamScore"][0])
            else:
                out.append(result["score"][0])
    return out


def mean_ci(xs):
    n = len(xs)
    m = sum(xs) / n
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, 1.96 * math.sqrt(var / n)


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: paired.py GAME RECORD_A RECORD_B")
    game, path_a, path_b = sys.argv[1:]
    a = seat0_scores(path_a, game)
    b = seat0_scores(path_b, game)
    if len(a) != len(b):
        sys.exit(f"the runs differ in length: {len(a)} and {len(b)} deals")
    ma, ca = mean_ci(a)
    mb, cb = mean_ci(b)
    md, cd = mean_ci([x - y for x, y in zip(a, b)])
    print(f"{game}: {len(a)} deals; A {ma:.2f} ± {ca:.2f}, B {mb:.2f} ± {cb:.2f}, "
          f"A − B {md:+.2f} ± {cd:.2f} (paired)")


if __name__ == "__main__":
    main()
