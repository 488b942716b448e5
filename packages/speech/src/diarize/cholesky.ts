/**
 * In-place Cholesky factorisation of a symmetric d x d matrix (row-major, lower triangle used).
 * Returns log(det) of the matrix, or -Infinity when it is not positive definite. Callers add a ridge
 * to covariances first, so in practice the failure path only guards against degenerate input.
 */
export function choleskyLogDet(a: Float64Array, d: number): number {
  let logDet = 0;
  for (let j = 0; j < d; j++) {
    const rowJ = j * d;
    let diag = a[rowJ + j]!;
    for (let k = 0; k < j; k++) diag -= a[rowJ + k]! * a[rowJ + k]!;
    if (!(diag > 0)) return -Infinity;
    const l = Math.sqrt(diag);
    a[rowJ + j] = l;
    logDet += 2 * Math.log(l);
    for (let i = j + 1; i < d; i++) {
      const rowI = i * d;
      let s = a[rowI + j]!;
      for (let k = 0; k < j; k++) s -= a[rowI + k]! * a[rowJ + k]!;
      a[rowI + j] = s / l;
    }
  }
  return logDet;
}

/**
 * Inverse of a matrix from its Cholesky factor L (as left by choleskyLogDet): solves L L^T x = e_i
 * column by column. Used once per cluster, so clarity wins over speed here.
 */
export function inverseFromCholesky(l: Float64Array, d: number): Float64Array {
  const inv = new Float64Array(d * d);
  const y = new Float64Array(d);
  for (let col = 0; col < d; col++) {
    for (let i = 0; i < d; i++) {
      let s = i === col ? 1 : 0;
      for (let k = 0; k < i; k++) s -= l[i * d + k]! * y[k]!;
      y[i] = s / l[i * d + i]!;
    }
    for (let i = d - 1; i >= 0; i--) {
      let s = y[i]!;
      for (let k = i + 1; k < d; k++) s -= l[k * d + i]! * inv[k * d + col]!;
      inv[i * d + col] = s / l[i * d + i]!;
    }
  }
  return inv;
}
