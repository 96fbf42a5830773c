#!/usr/bin/env python3
"""Fits the search's evaluation (src/ai/estimate.cpp) to playout self-play and writes its weights.

For each rule set, `carcassonne-cli evaldata` plays games with the search's playout policy (with --policy greedy:
the greedy player, for the weights the search's `ev:gfit` reads) and prints, at the
start of every turn and for every player, the evaluation's terms and the points the player went on to score.
Least squares (with a small ridge) per rule set and stage of the game gives the weights that predict those
points from the terms. The fit uses the seeds from --seed on; the next --holdout games judge it against two
baselines: no points to come, and the greedy evaluation's. Writes src/ai/estimate_weights.inc and
docs/results/evaluation.md (--policy greedy: src/ai/estimate_weights_greedy.inc, docs/results/evaluation-greedy.md).
The same arguments give the same weights.

  scripts/fit_evaluation.py [--games N] [--holdout N] [--seed S] [--rules LIST] [--policy playout|greedy] [--cli PATH]
"""
import argparse
import math
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULE_SETS = [  # the rows of the weights (src/ai/estimate.h): classic, 2000, then src/expansions.inc's order
    ("classic", []),
    ("2000", ["--edition", "2000"]),
    ("river", ["--river"]),
    ("abbey-mayor", ["--abbey-mayor"]),
    ("wheel", ["--game", "wheel_of_fortune"]),
    ("inns-cathedrals", ["--inns-cathedrals"]),
]
STAGES = 10  # kEstimateStages
RIDGE = 1e-3  # times the number of rows: keeps terms that never occur in a stage at 0


POLICY = "playout"  # evaldata's --policy (main sets it)


def rows(cli, flags, games, seed):
    out = subprocess.run([cli, "evaldata", "--games", str(games), "--seed", str(seed), "--policy", POLICY] + flags,
                         check=True, capture_output=True, text=True).stdout.splitlines()
    header = out[0].split("\t")
    first, greedy, gain = header.index("stage") + 2, header.index("greedy"), header.index("gain")
    for line in out[1:]:
        f = line.split("\t")
        yield int(f[1]), [float(v) for v in f[first:greedy]], float(f[greedy]), float(f[gain])


def solve(a, b):
    """Gaussian elimination with partial pivoting: a x = b."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        if abs(m[c][c]) < 1e-12:
            continue
        for r in range(n):
            if r != c and m[r][c] != 0:
                k = m[r][c] / m[c][c]
                m[r] = [x - k * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] if abs(m[i][i]) >= 1e-12 else 0.0 for i in range(n)]


def fit(cli, flags, games, seed, terms):
    xtx = [[[0.0] * terms for _ in range(terms)] for _ in range(STAGES)]
    xty = [[0.0] * terms for _ in range(STAGES)]
    count = [0] * STAGES
    for stage, x, _, y in rows(cli, flags, games, seed):
        a, b = xtx[stage], xty[stage]
        for i, xi in enumerate(x):
            if xi == 0:
                continue
            b[i] += xi * y
            ai = a[i]
            for j in range(terms):
                ai[j] += xi * x[j]
        count[stage] += 1
    weights = []
    for s in range(STAGES):
        a = [row[:] for row in xtx[s]]
        for i in range(terms):
            a[i][i] += RIDGE * max(count[s], 1)
        weights.append(solve(a, xty[s]))
    return weights, sum(count)


def judge(cli, flags, games, seed, weights):
    se = {"none": 0.0, "greedy": 0.0, "fitted": 0.0}
    total, n = 0.0, 0
    ys = []
    for stage, x, greedy, y in rows(cli, flags, games, seed):
        pred = sum(w * v for w, v in zip(weights[stage], x))
        se["none"] += y * y
        se["greedy"] += (greedy - y) ** 2
        se["fitted"] += (pred - y) ** 2
        total += y
        ys.append(y)
        n += 1
    mean = total / max(n, 1)
    var = sum((y - mean) ** 2 for y in ys)
    rmse = {k: math.sqrt(v / max(n, 1)) for k, v in se.items()}
    return rmse, 1 - se["fitted"] / var if var else 0.0, n


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=1500)
    ap.add_argument("--holdout", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default=",".join(r for r, _ in RULE_SETS))
    ap.add_argument("--policy", choices=["playout", "greedy"], default="playout")
    ap.add_argument("--cli", default=os.path.join(ROOT, "build/src/cli/carcassonne-cli"))
    args = ap.parse_args()
    global POLICY
    POLICY = args.policy
    greedy = args.policy == "greedy"
    wanted = args.rules.split(",")
    unknown = [r for r in wanted if r not in dict(RULE_SETS)]
    if unknown:
        sys.exit(f"fit_evaluation: unknown rule set {unknown[0]} (known: {', '.join(r for r, _ in RULE_SETS)})")
    header = subprocess.run([args.cli, "evaldata", "--games", "1"], check=True, capture_output=True,
                            text=True).stdout.splitlines()[0].split("\t")
    names = header[header.index("stage") + 2:header.index("greedy")]
    inc = os.path.join(ROOT, "src/ai/estimate_weights_greedy.inc" if greedy else "src/ai/estimate_weights.inc")
    # Rule sets not fitted this time keep their weights.
    kept = read_inc(inc, len(names))
    report = []
    for k, (name, flags) in enumerate(RULE_SETS):
        if name not in wanted:
            continue
        weights, n = fit(args.cli, flags, args.games, args.seed, len(names))
        kept[k] = weights
        rmse, r2, h = judge(args.cli, flags, args.holdout, args.seed + args.games, weights)
        report.append((name, n, h, rmse, r2, weights))
        print(f"{name}: {n} rows fitted, {h} held out: RMSE none {rmse['none']:.2f}, greedy {rmse['greedy']:.2f}, "
              f"fitted {rmse['fitted']:.2f} points; R2 {r2:.3f}", flush=True)
    write_inc(inc, kept, names, args)
    write_report(report, names, args, kept)


def read_inc(path, terms):
    weights = [[[0.0] * terms for _ in range(STAGES)] for _ in RULE_SETS]
    try:
        text = open(path).read()
    except OSError:
        return weights
    nums = []
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("{") and line.endswith("},") and "//" not in line:
            nums.append([float(v) for v in line.strip("{},").split(",")])
    if len(nums) == len(RULE_SETS) * STAGES and all(len(r) == terms for r in nums):
        for k in range(len(RULE_SETS)):
            weights[k] = nums[k * STAGES:(k + 1) * STAGES]
    return weights


def write_inc(path, weights, names, args):
    policy = " --policy greedy" if args.policy == "greedy" else ""
    lines = [f"// Written by scripts/fit_evaluation.py --games {args.games} --seed {args.seed}{policy}: do not edit by hand.",
             "// [rule set][stage: tiles left / 8][term]; terms: " + ", ".join(names) + "."]
    for (name, _), stages in zip(RULE_SETS, weights):
        lines.append(f"    {{  // {name}")
        for w in stages:
            lines.append("        {" + ", ".join(f"{v:.4f}" for v in w) + "},")
        lines.append("    },")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def earlier_rows(path, fitted):
    """The error rows of the rule sets not fitted this time, from the report as it was, and its commit."""
    try:
        lines = open(path).read().splitlines()
    except OSError:
        return [], ""
    commit = next((l.split("`")[1] for l in lines if l.startswith("- Commit:") and "`" in l), "")
    rows, in_table = [], False
    for l in lines:
        if l.startswith("| rule set |"):
            in_table = True
        elif in_table and not l.startswith("|"):
            break
        elif in_table and not l.startswith("| ---"):
            name = l.split("|")[1].strip()
            if name not in fitted:
                rows.append((name, l))
    return rows, commit


def write_report(report, names, args, weights):
    stamp = subprocess.run(["bash", "-c", f". '{ROOT}/scripts/stamp.sh'; carc_stamp"], capture_output=True,
                           text=True).stdout
    greedy = args.policy == "greedy"
    path = os.path.join(ROOT, "docs/results", "evaluation-greedy.md" if greedy else "evaluation.md")
    kept_rows, kept_commit = earlier_rows(path, {r[0] for r in report})
    out = ["# The search's fitted evaluation" + (", fitted to the greedy player" if greedy else ""), "", stamp.rstrip(), "",
           f"`scripts/fit_evaluation.py --games {args.games} --holdout {args.holdout} --seed {args.seed}"
           + (" --policy greedy" if greedy else "") + "`: each rule set's weights fitted to "
           + ("the greedy player's self-play (Medium, 2 players; the search reads them with `ev:gfit`)" if greedy
              else "playout self-play (guided playouts with farmers, 2 players)") + ", judged on the next "
           f"{args.holdout} games' positions by the error of the points still to come (root mean square, points "
           "per player and position).", "",
           "| rule set | positions fitted | held out | none | greedy | fitted | R² |",
           "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    fresh = {name: (f"| {name} | {n:,} | {h:,} | {rmse['none']:.2f} | {rmse['greedy']:.2f} | {rmse['fitted']:.2f} | "
                    f"{r2:.3f} |") for name, n, h, rmse, r2, _ in report}
    rows = dict(kept_rows)
    rows.update(fresh)
    out += [rows[name] for name, _ in RULE_SETS if name in rows]
    if kept_rows:
        out += ["", "Fitted this time: " + ", ".join(fresh) + "; the other rows (and their weights) are from the "
                f"earlier fit at `{kept_commit}`."]
    shown = [k for k, (name, _) in enumerate(RULE_SETS) if name in rows]
    out += ["", "Weights at the middle stage (40-47 tiles left; the search reads all ten stages from "
            f"src/ai/estimate_weights{'_greedy' if greedy else ''}.inc):", "",
            "| term | " + " | ".join(RULE_SETS[k][0] for k in shown) + " |",
            "| --- | " + " | ".join("---:" for _ in shown) + " |"]
    for i, term in enumerate(names):
        out.append(f"| {term} | " + " | ".join(f"{weights[k][5][i]:.2f}" for k in shown) + " |")
    os.makedirs(os.path.join(ROOT, "docs/results"), exist_ok=True)
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
