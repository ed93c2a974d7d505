/**
 * How many links each crawled page carries. The counts repeat every 10 pages (6-15 links, 1-2 external),
 * so the n-th link of a 300,000-page crawl is found in O(1) without enumerating the pages before it.
 */

const PERIOD = 10;
const BASE = 6;

export const linkCount = (auditId: number, index: number) =>
  BASE + ((index * 7 + (auditId % PERIOD)) % PERIOD);
export const externalCount = (auditId: number, index: number) => 1 + ((index + auditId) % 2);
export const internalCount = (auditId: number, index: number) =>
  linkCount(auditId, index) - externalCount(auditId, index);

const PER_PERIOD = PERIOD * BASE + (PERIOD * (PERIOD - 1)) / 2;

/** Links on the pages before `index`. */
export function linksBefore(auditId: number, index: number): number {
  const q = Math.floor(index / PERIOD);
  let sum = q * PER_PERIOD;
  for (let i = q * PERIOD; i < index; i++) sum += linkCount(auditId, i);
  return sum;
}

/** The page and slot of the n-th link (0-based) of a crawl. */
export function locateLink(auditId: number, n: number): { index: number; slot: number } {
  const q = Math.floor(n / PER_PERIOD);
  let rest = n - q * PER_PERIOD;
  let index = q * PERIOD;
  for (;;) {
    const count = linkCount(auditId, index);
    if (rest < count) return { index, slot: rest };
    rest -= count;
    index += 1;
  }
}

/** A cheap integer hash of a few integers (per-link decisions for millions of links). */
export function mix(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ b, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16) ^ c, 0x27d4eb2f);
  return (h ^ (h >>> 15)) >>> 0;
}
