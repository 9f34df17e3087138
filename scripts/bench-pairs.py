#!/usr/bin/env python3
"""Times recipebook's full build and Hugo's in alternating pairs, and prints each pair's ratio.

    python3 scripts/bench-pairs.py PAIRS -- OURS ... -- HUGO ...

On a shared, noisy machine both tools slow down and speed up together from minute to
minute; two series run one after the other (as `scripts/bench` also does) can each land in a
different minute. Here every pair runs the two builds back to back, the first in a pair
alternating between the tools, so each ratio compares the same moments. After one warm-up
of each, prints every pair and the median of the ratios (Hugo's wall time over ours).
"""
import os, statistics, subprocess, sys, time


def wall(command):
    start = time.monotonic()
    status = subprocess.run(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL).returncode
    if status != 0:
        sys.exit(f"{command[0]} exited with {status}")
    return time.monotonic() - start


def main():
    arguments = sys.argv[1:]
    pairs = int(arguments[0])
    first = arguments.index("--")
    second = arguments.index("--", first + 1)
    ours, hugo = arguments[first + 1:second], arguments[second + 1:]
    wall(ours)
    wall(hugo)
    ratios = []
    for pair in range(1, pairs + 1):
        if pair % 2:
            our_time, hugo_time = wall(ours), wall(hugo)
        else:
            hugo_time, our_time = wall(hugo), wall(ours)
        ratios.append(hugo_time / our_time)
        print(f"pair {pair}: recipebook {our_time:.2f} s, hugo {hugo_time:.2f} s: {ratios[-1]:.2f}x", file=sys.stderr)
    print(f"full build, {pairs} alternating pairs: median {statistics.median(ratios):.2f}x faster than hugo "
          f"(pairs from {min(ratios):.2f}x to {max(ratios):.2f}x)")


if __name__ == "__main__":
    main()
