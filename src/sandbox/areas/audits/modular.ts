/** Integer helpers for the page permutations of model.ts. */

export function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

export function modInverse(a: number, n: number): number {
  let [t, newT, r, newR] = [0, 1, n, a];
  while (newR !== 0) {
    const q = Math.floor(r / newR);
    [t, newT] = [newT, t - q * newT];
    [r, newR] = [newR, r - q * newR];
  }
  return ((t % n) + n) % n;
}

/**
 * (a·b) mod n for a, b < n ≤ 300,000: the product stays below 2^53, and floor division is much faster than
 * the floating-point `%` V8 falls back to above 2^31.
 */
export function mulMod(a: number, b: number, n: number): number {
  const x = a * b;
  const r = x - Math.floor(x / n) * n;
  return r < 0 ? r + n : r >= n ? r - n : r;
}
