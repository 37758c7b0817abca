// Logistic regression for the bench's fitting (fit.ts): weighted, with soft labels (0–1) allowed and
// an L2 penalty on the weights (not the intercept), fitted by Newton's method with a backtracking
// line search (a full Newton step can overshoot on nearly separable data and run away: the rerank's
// fit did, to weights in the hundreds, when the first blind round joined tune). Small and exact for
// the dozen features the assistant's models read.

export interface LogisticFit {
  intercept: number;
  weights: number[];
}

export function fitLogistic(
  rows: readonly number[][],
  labels: readonly number[],
  sampleWeights: readonly number[],
  l2 = 1,
  iterations = 50,
): LogisticFit {
  const d = rows[0]?.length ?? 0;
  let beta = new Array<number>(d + 1).fill(0);
  const totalWeight = sampleWeights.reduce((a, b) => a + b, 0) || 1;
  const penalty = l2 / 1000;
  // Weighted cross-entropy (soft labels) plus the penalty: what Newton's steps minimise.
  const loss = (b: number[]) => {
    let sum = 0;
    rows.forEach((row, n) => {
      const z = row.reduce((s, v, i) => s + v * b[i + 1]!, b[0]!);
      // log(1 + e^z) − y·z, written to stay finite for large |z|.
      const softplus = z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z));
      sum += (sampleWeights[n]! / totalWeight) * (softplus - labels[n]! * z);
    });
    for (let i = 1; i <= d; i++) sum += (penalty / 2) * b[i]! * b[i]!;
    return sum;
  };
  for (let iter = 0; iter < iterations; iter++) {
    const gradient = new Array<number>(d + 1).fill(0);
    const hessian = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    rows.forEach((row, n) => {
      const x = [1, ...row];
      const z = x.reduce((s, v, i) => s + v * beta[i]!, 0);
      const p = 1 / (1 + Math.exp(-z));
      const w = sampleWeights[n]! / totalWeight;
      for (let i = 0; i <= d; i++) {
        gradient[i]! += w * (p - labels[n]!) * x[i]!;
        for (let j = 0; j <= d; j++) hessian[i]![j]! += w * p * (1 - p) * x[i]! * x[j]!;
      }
    });
    // The penalty, scaled per unit of total weight.
    for (let i = 1; i <= d; i++) {
      gradient[i]! += penalty * beta[i]!;
      hessian[i]![i]! += penalty;
    }
    hessian[0]![0]! += 1e-9;
    const { next, change } = descend(beta, solve(hessian, gradient), loss);
    beta = next;
    if (change < 1e-7) break;
  }
  return { intercept: beta[0]!, weights: beta.slice(1) };
}

/**
 * One damped Newton step: the full step, halved until the loss does not grow (at most 30 times).
 * Returns the new point and the largest change of a coordinate.
 */
function descend(
  beta: number[],
  step: number[],
  loss: (b: number[]) => number,
): { next: number[]; change: number } {
  const before = loss(beta);
  let scale = 1;
  for (let tries = 0; tries < 30; tries++, scale /= 2) {
    const next = beta.map((b, i) => b - scale * step[i]!);
    const after = loss(next);
    if (Number.isFinite(after) && after <= before + 1e-12) {
      return { next, change: Math.max(0, ...step.map((s) => Math.abs(scale * s))) };
    }
  }
  return { next: beta, change: 0 };
}

/** Gaussian elimination with partial pivoting: A x = b. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]! || 1e-12;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / p;
      if (f === 0) continue;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / (row[i]! || 1e-12));
}

/**
 * A conditional logit (softmax within groups): fits weights so that, within each group (the
 * candidate sentences of one question), the candidates labelled right get the probability mass.
 * Labels may be soft (a share of the answer held); a group without any label weight is skipped.
 * Fitted by Newton's method with an L2 penalty; there is no intercept (it cancels within a group).
 */
export function fitConditionalLogit(
  groups: ReadonlyArray<{ rows: number[][]; labels: number[]; weight: number }>,
  l2 = 1,
  iterations = 60,
): number[] {
  const d = groups.find((g) => g.rows.length > 0)?.rows[0]?.length ?? 0;
  let beta = new Array<number>(d).fill(0);
  const usable = groups.filter((g) => g.labels.some((y) => y > 0) && g.rows.length > 1);
  const totalWeight = usable.reduce((s, g) => s + g.weight, 0) || 1;
  const penalty = l2 / 1000;
  // Weighted cross-entropy of each group's softmax against its labels' shares, plus the penalty.
  const loss = (b: number[]) => {
    let sum = 0;
    for (const g of usable) {
      const z = g.rows.map((x) => x.reduce((s, v, i) => s + v * b[i]!, 0));
      const m = Math.max(...z);
      const logSum = m + Math.log(z.reduce((a, v) => a + Math.exp(v - m), 0));
      const ySum = g.labels.reduce((a, y) => a + y, 0);
      g.labels.forEach((y, n) => {
        if (y > 0) sum -= (g.weight / totalWeight) * (y / ySum) * (z[n]! - logSum);
      });
    }
    for (let i = 0; i < d; i++) sum += (penalty / 2) * b[i]! * b[i]!;
    return sum;
  };
  for (let iter = 0; iter < iterations; iter++) {
    const gradient = new Array<number>(d).fill(0);
    const hessian = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    for (const g of usable) {
      const w = g.weight / totalWeight;
      const z = g.rows.map((x) => x.reduce((s, v, i) => s + v * beta[i]!, 0));
      const m = Math.max(...z);
      const e = z.map((v) => Math.exp(v - m));
      const sum = e.reduce((a, b) => a + b, 0);
      const p = e.map((v) => v / sum);
      const ySum = g.labels.reduce((a, b) => a + b, 0);
      const target = g.labels.map((y) => y / ySum);
      const mean = new Array<number>(d).fill(0);
      g.rows.forEach((x, n) => {
        for (let i = 0; i < d; i++) mean[i]! += p[n]! * x[i]!;
      });
      g.rows.forEach((x, n) => {
        for (let i = 0; i < d; i++) {
          gradient[i]! += w * (p[n]! - target[n]!) * x[i]!;
          for (let j = 0; j < d; j++) hessian[i]![j]! += w * p[n]! * x[i]! * x[j]!;
        }
      });
      for (let i = 0; i < d; i++) for (let j = 0; j < d; j++) hessian[i]![j]! -= w * mean[i]! * mean[j]!;
    }
    for (let i = 0; i < d; i++) {
      gradient[i]! += penalty * beta[i]!;
      hessian[i]![i]! += penalty;
    }
    const { next, change } = descend(beta, solve(hessian, gradient), loss);
    beta = next;
    if (change < 1e-7) break;
  }
  return beta;
}
