import { createRng } from '../../rng.ts';
import { CHECKS, type CheckDef, type CheckStatus } from './catalog.ts';
import { mix } from './layout.ts';
import { gcd, modInverse, mulMod } from './modular.ts';

/**
 * Which pages of one crawl each check hits, without storing a page: the affected pages of a family of
 * checks are consecutive slices of a permutation i ↦ off + k·stride (mod N) of the pages 1…T-1 (the
 * homepage stays clean). So a check's value, its issue-pages list and the per-page issues all agree, and
 * both directions (k-th page of a check, checks of page i) are O(1) for 300,000 pages.
 */

export interface CheckValue {
  def: CheckDef;
  value: number;
  status: CheckStatus;
}

interface Member {
  def: CheckDef;
  start: number;
  value: number;
}

interface Family {
  off: number;
  stride: number;
  inv: number;
  members: Member[];
}

export class CrawlModel {
  readonly checks: CheckValue[];
  private readonly families: Family[] = [];
  private readonly byCode = new Map<string, { family: Family; member: Member }>();
  private readonly n: number;

  constructor(
    readonly auditId: number,
    readonly runNo: number,
    /** pages crawled (so far) */
    readonly pages: number,
  ) {
    this.n = Math.max(0, pages - 1);
    const grouped = new Map<string, CheckDef[]>();
    for (const def of CHECKS) {
      const key = def.family ?? def.code;
      grouped.set(key, [...(grouped.get(key) ?? []), def]);
    }
    for (const [key, defs] of grouped) this.addFamily(key, defs);
    this.checks = CHECKS.map((def) => {
      const value = this.byCode.get(def.code)?.member.value ?? 0;
      return { def, value, status: value > 0 ? def.severity : 'passed' };
    });
  }

  private addFamily(key: string, defs: CheckDef[]): void {
    const n = this.n;
    const rng = createRng(`${this.auditId}:${key}`);
    const off = n > 0 ? rng.int(0, n - 1) : 0;
    let stride = n > 1 ? rng.int(1, n - 1) : 1;
    while (n > 1 && gcd(stride, n) !== 1) stride = (stride % (n - 1)) + 1;
    const family: Family = { off, stride, inv: n > 1 ? modInverse(stride, n) : 0, members: [] };
    let start = 0;
    for (const def of defs) {
      const value = Math.min(this.checkValue(def), n - start);
      const member = { def, start, value: Math.max(0, value) };
      start += member.value;
      family.members.push(member);
      this.byCode.set(def.code, { family, member });
    }
    this.families.push(family);
  }

  /** Stable per audit (a site keeps its character), varied per run (issues get fixed, appear, worsen). */
  private checkValue(def: CheckDef): number {
    if (this.n === 0) return 0;
    const base = createRng(`${this.auditId}:${def.code}`);
    // Some sites are kept tidier than others: one factor per audit spreads the scores.
    const care = 0.35 + createRng(`${this.auditId}:care`).next() * 1.6;
    const rate = care * (def.rate[0] + base.next() * (def.rate[1] - def.rate[0]));
    const run = createRng(`${this.auditId}:${def.code}:run${this.runNo}`);
    if (!run.chance(def.presence)) return 0;
    const drift = 0.6 + run.next() * 0.8;
    return Math.max(1, Math.round(this.n * rate * drift));
  }

  private position(f: Family, index: number): number {
    return mulMod((index - 1 - f.off + this.n) % this.n, f.inv, this.n);
  }

  /** The checks that page `index` fails. */
  issuesOf(index: number): CheckDef[] {
    if (index < 1 || index >= this.pages) return [];
    const out: CheckDef[] = [];
    for (const f of this.families) {
      const p = this.position(f, index);
      for (const m of f.members) {
        if (p >= m.start && p < m.start + m.value) {
          out.push(m.def);
          break;
        }
      }
    }
    return out;
  }

  private readonly sets = new Map<string, Uint8Array>();
  private statuses: Uint16Array | undefined;

  /**
   * Membership of one check as a byte per page, built on first use from its value (O(pages) once), so the
   * link table of a 300,000-page crawl asks millions of times without redoing the permutation.
   */
  has(index: number, code: string): boolean {
    let set = this.sets.get(code);
    if (!set) {
      set = new Uint8Array(this.pages);
      const value = this.value(code);
      for (let k = 0; k < value; k++) set[this.pageOf(code, k)] = 1;
      this.sets.set(code, set);
    }
    return set[index] === 1;
  }

  /** HTTP status of a page (4xx, 5xx and 3xx pages come from the status checks), one table per crawl. */
  statusOf(index: number): number {
    if (!this.statuses) {
      const table = new Uint16Array(this.pages).fill(200);
      const variant: Record<string, [number, number, number]> = {
        error_4xx: [5, 410, 404],
        error_5xx: [3, 503, 500],
        redirect_3xx: [4, 302, 301],
      };
      for (const [code, [mod, rare, usual]] of Object.entries(variant)) {
        for (let k = 0; k < this.value(code); k++) {
          const i = this.pageOf(code, k);
          table[i] = mix(this.auditId, i, 0x5747) % mod === 0 ? rare : usual;
        }
      }
      this.statuses = table;
    }
    return this.statuses[index] ?? 200;
  }

  value(code: string): number {
    return this.byCode.get(code)?.member.value ?? 0;
  }

  /** The k-th page (0-based) that fails `code`; k must be below its value. */
  pageOf(code: string, k: number): number {
    const hit = this.byCode.get(code);
    if (!hit) throw new Error(`unknown check ${code}`);
    const { family: f, member } = hit;
    return 1 + ((f.off + mulMod(member.start + k, f.stride, this.n)) % this.n);
  }

  /** errors/warnings/notices: affected pages summed per severity; passed: checks that found nothing. */
  totals(): { errors: number; warnings: number; notices: number; passed: number } {
    const t = { errors: 0, warnings: 0, notices: 0, passed: 0 };
    for (const ch of this.checks) {
      if (ch.status === 'error') t.errors += ch.value;
      else if (ch.status === 'warning') t.warnings += ch.value;
      else if (ch.status === 'notice') t.notices += ch.value;
      else t.passed += 1;
    }
    return t;
  }

  /** 0-100: each check weighs by severity and loses more than linearly with the share of pages it hits. */
  score(): number {
    if (this.pages === 0) return 0;
    const weight = { error: 3, warning: 2, notice: 1 } as const;
    let total = 0;
    let kept = 0;
    for (const ch of this.checks) {
      const w = weight[ch.def.severity];
      total += w;
      kept += w * Math.max(0, 1 - 2.2 * Math.sqrt(ch.value / Math.max(1, this.n)));
    }
    return Math.max(0, Math.min(100, Math.round((100 * kept) / total)));
  }
}

const cache = new Map<string, CrawlModel>();

/** Models are pure functions of their key; a small cache spares rebuilding one per page of a listing. */
export function crawlModel(auditId: number, runNo: number, pages: number): CrawlModel {
  const key = `${auditId}:${runNo}:${pages}`;
  let m = cache.get(key);
  if (m) cache.delete(key);
  else m = new CrawlModel(auditId, runNo, pages);
  // Least recently used goes first: the big crawl's link table (links-query) hangs on its model.
  if (cache.size >= 64) cache.delete(cache.keys().next().value as string);
  cache.set(key, m);
  return m;
}
