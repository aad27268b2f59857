#!/usr/bin/env python3
"""Pools the paired differences of several `Strength` runs over independent deals (other seeds).

Each `Strength` line ends its difference as `+1.49 ± 3.88 (n 40)`: the mean paired difference and
its 95% half-width (1.96 standard errors). Runs with other seeds play other deals, so the pooled
mean weighs each run by its deal count and the pooled standard error adds the runs' variances of
the total. Prints the pooled difference per game.

    for s in 1 2 3 4; do java ... dev.tenace.bots.Strength hearts ismcts:5ms-cpu pimc:5ms-cpu 100 $s 2; done > hearts.txt
    python3 examples/bots/scripts/pool.py hearts.txt
"""
import math
import re
import sys

LINE = re.compile(r"^(\w+): (\S+) − (\S+) over \d+ paired deals \(seed -?\d+\): "
                  r"([-+]?[\d.]+) ± ([\d.]+) \(n (\d+)\)")


def main(paths):
    runs = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                m = LINE.match(line)
                if m:
                    key = (m.group(1), m.group(2), m.group(3))
                    runs.setdefault(key, []).append(
                        (float(m.group(4)), float(m.group(5)) / 1.96, int(m.group(6))))
    for (game, x, y), rs in runs.items():
        n = sum(r[2] for r in rs)
        mean = sum(r[0] * r[2] for r in rs) / n
        se = math.sqrt(sum((r[1] * r[2]) ** 2 for r in rs)) / n
        print(f"{game}: {x} − {y}, {len(rs)} runs, {n} paired deals: "
              f"{mean:+.2f} ± {1.96 * se:.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
