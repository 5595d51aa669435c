#!/usr/bin/env python3
"""Draw random airport pairs for a realism audit and search each on four dates.

usage: audit_pairs.py N [SEED] [--exclude A-B,...]
The seed defaults to the clock and is printed. The pairs mix domestic, regional and
long-haul trips across every region: airports with scheduled service (size >= 25),
weighted by size; a third domestic, a third in the same region, a third between regions.
Each pair is searched with the debug binary on an ordinary date, two peaks and a low one.
"""
import os, random, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "src", "data")
BIN = os.path.join(HERE, "..", "..", "..", "target", "debug", "travel")
DATES = [("ordinary", "2027-03-10"), ("peak summer", "2027-07-23"),
         ("peak Christmas", "2026-12-22"), ("low", "2027-02-02")]


def main():
    n = int(sys.argv[1])
    seed = int(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[2].isdigit() else int(time.time())
    exclude = set()
    if "--exclude" in sys.argv:
        for p in sys.argv[sys.argv.index("--exclude") + 1].split(","):
            exclude.add(tuple(sorted(p.split("-"))))
    print(f"seed {seed}")
    rng = random.Random(seed)
    region = {}
    for l in open(os.path.join(DATA, "countries.tsv")):
        if l.startswith("#"):
            continue
        f = l.rstrip("\n").split("\t")
        region[f[0]] = f[2]
    served = set()
    for fn in ("routes.tsv", "network_2025.tsv"):
        for l in open(os.path.join(DATA, fn)):
            if l.startswith("#") or not l.strip():
                continue
            f = l.split("\t")
            served.update(f[:2])
    aps = []
    for l in open(os.path.join(DATA, "airports.tsv")):
        if l.startswith("#"):
            continue
        f = l.rstrip("\n").split("\t")
        if f[0] in served and int(f[11] or 0) >= 25:
            aps.append((f[0], f[6], int(f[11])))
    w = [a[2] for a in aps]
    pairs = []
    while len(pairs) < n:
        kind = len(pairs) % 3
        a = rng.choices(aps, w)[0]
        pool = [b for b in aps if b[0] != a[0] and (
            (kind == 0 and b[1] == a[1]) or
            (kind == 1 and b[1] != a[1] and region.get(b[1]) == region.get(a[1])) or
            (kind == 2 and region.get(b[1]) != region.get(a[1])))]
        if not pool:
            continue
        b = rng.choices(pool, [x[2] for x in pool])[0]
        key = tuple(sorted((a[0], b[0])))
        if key in exclude or key in [tuple(sorted(p)) for p in pairs]:
            continue
        pairs.append((a[0], b[0]))
    for a, b in pairs:
        print(f"\n######## {a}-{b} ({['domestic', 'regional', 'long haul'][pairs.index((a, b)) % 3]})")
        for name, d in DATES:
            home = tempfile.mkdtemp()
            out = subprocess.run([BIN, "--sandbox", "flights", "search", a, b, d, "--max", "8"],
                                 capture_output=True, text=True, env={**os.environ, "HOME": home})
            print(f"--- {d} ({name})")
            for line in (out.stdout + out.stderr).splitlines():
                if line.startswith("note:"):
                    continue
                cols = line.split("\t")
                print("  " + " | ".join(cols[1:8]))


if __name__ == "__main__":
    main()
