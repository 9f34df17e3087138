#!/usr/bin/env python3
"""Times a recipebook build and Hugo's in alternating pairs, and prints each pair's ratio.

    python3 scripts/bench-pairs.py PAIRS [--label WHAT] [--names OURS,PEER] [--target N] -- OURS ... -- HUGO ...

On a shared, noisy machine both tools slow down and speed up together from minute to
minute; two series run one after the other (as `scripts/bench` also does) can each land in a
different minute. Here every pair runs the two builds back to back, the first in a pair
alternating between the tools, so each ratio compares the same moments. After one warm-up
of each, prints every pair, the median of the ratios (Hugo's wall time over ours) and the
median peak memory and processor time of each: user and system (the kernel's, creating and
filling files, which on some disks outweighs the build itself). The target (issue 41) is N
times Hugo's speed: 2 for the 10,000-recipe book, whose peak memory must also stay under half
of Hugo's; 1 (faster than Hugo) for the smaller books, which is the default.

A command may be `sh -c '…'` (a new empty folder, or `rm -rf` first): its peak memory is the
largest of the shell and what it ran.
"""
import os, statistics, subprocess, sys, time


def run(command):
    """Wall seconds, peak resident memory in MiB, and user and system seconds of one run of
    `command` (with what it ran)."""
    start = time.monotonic()
    with open(os.devnull, "wb") as null:
        process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=null, stderr=null)
        _, status, usage = os.wait4(process.pid, 0)
    seconds = time.monotonic() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{command[0]} exited with {os.waitstatus_to_exitcode(status)}")
    return seconds, usage.ru_maxrss / 1024, (usage.ru_utime, usage.ru_stime)


def main():
    arguments = sys.argv[1:]
    pairs = int(arguments[0])
    label = "full build"
    options = arguments[:arguments.index("--")]
    if "--label" in options:
        label = arguments[arguments.index("--label") + 1]
    target = float(arguments[arguments.index("--target") + 1]) if "--target" in options else 1.0
    # What the two commands are, when the first is not a recipebook build (a copy of a site).
    name, peer = "recipebook", "hugo"
    if "--names" in options:
        name, peer = arguments[arguments.index("--names") + 1].split(",")
    first = arguments.index("--")
    second = arguments.index("--", first + 1)
    ours, hugo = arguments[first + 1:second], arguments[second + 1:]
    run(ours)
    run(hugo)
    ratios, our_memory, hugo_memory, our_processor, hugo_processor = [], [], [], [], []
    for pair in range(1, pairs + 1):
        if pair % 2:
            (our_time, our_peak, our_cpu), (hugo_time, hugo_peak, hugo_cpu) = run(ours), run(hugo)
        else:
            (hugo_time, hugo_peak, hugo_cpu), (our_time, our_peak, our_cpu) = run(hugo), run(ours)
        ratios.append(hugo_time / our_time)
        our_memory.append(our_peak)
        hugo_memory.append(hugo_peak)
        our_processor.append(our_cpu)
        hugo_processor.append(hugo_cpu)
        print(f"pair {pair}: {name} {our_time:.2f} s, {peer} {hugo_time:.2f} s: {ratios[-1]:.2f}x", file=sys.stderr)
    ratio = statistics.median(ratios)
    mine, theirs = statistics.median(our_memory), statistics.median(hugo_memory)
    print(f"{label}, {pairs} alternating pairs: median {ratio:.2f}x " + ("faster" if ratio >= 1 else "slower")
          + f" than {peer} (pairs from {min(ratios):.2f}x to {max(ratios):.2f}x; "
          + (f"target >= {target:g}x faster)" if target > 1 else "target: faster)"))
    def processor(times):
        return (f"user {statistics.median(user for user, _ in times):.2f} s,"
                f" system {statistics.median(system for _, system in times):.2f} s")
    print(f"{label}, processor time (medians): {name} {processor(our_processor)}; {peer} {processor(hugo_processor)}")
    if name == "recipebook":
        print(f"{label}, peak memory: recipebook {mine:.0f} MiB, {peer} {theirs:.0f} MiB, {mine / theirs:.2f} of {peer}'s"
              + (" (target: under 0.5)" if target > 1 else ""))


if __name__ == "__main__":
    main()
