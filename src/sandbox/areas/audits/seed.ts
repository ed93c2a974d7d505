import { DAY_MS } from '../../clock.ts';
import { ensureSiteForUrl, getSite } from '../../core-data.ts';
import type { SandboxContext } from '../../http.ts';
import { finalPagesFor, naturalPagesFor } from './lifecycle.ts';
import { parseSettings } from './settings.ts';
import { insertAudit, insertRun } from './store.ts';

const HOUR = 3_600_000;

interface SeedAudit {
  id: number;
  site: number | { url: string; title: string };
  title?: string;
  js: boolean;
  settings?: Record<string, unknown>;
  /** days before today on which each crawl ran, oldest first; the last is the current crawl */
  days: number[];
  startHour: number;
  crawlMinutes: number;
  cancelledPages?: number;
  expired?: boolean;
}

/**
 * Finished audits of the three core sites (two with history and prev_stats, one first crawl without), a
 * 300,000-page marketplace crawl whose pages are generated on demand, a cancelled and an expired audit.
 * Run times count back from the midnight of the day the sandbox is seeded, so a fresh demo's history ends
 * "yesterday"; once written they stay put, as a crawl that ran does on the service (`--reset` reseeds).
 */
export const SEED_AUDITS: readonly SeedAudit[] = [
  {
    id: 5101,
    site: 101,
    js: false,
    settings: { max_pages: 5000 },
    days: [85, 71, 57, 43, 29, 15, 1],
    startHour: 9,
    crawlMinutes: 38,
  },
  { id: 5102, site: 102, js: true, days: [86, 72, 58, 44, 30, 16, 2], startHour: 7, crawlMinutes: 26 },
  { id: 5103, site: 103, js: false, days: [3], startHour: 14, crawlMinutes: 31 },
  {
    id: 5104,
    site: { url: 'https://www.bazaarline.com', title: 'Bazaarline Marketplace' },
    js: false,
    settings: { max_pages: 300_000, max_depth: 12, max_req: 200 },
    days: [62, 32, 2],
    startHour: 1,
    crawlMinutes: 11 * 60,
  },
  {
    id: 5105,
    site: 101,
    title: 'Northwind Outdoor — JS rendering test',
    js: true,
    settings: { max_pages: 500, source_sitemap: 0 },
    days: [6],
    startHour: 16,
    crawlMinutes: 40,
    cancelledPages: 212,
  },
  {
    id: 5106,
    site: 102,
    title: 'Bloom Botanics — spring campaign',
    js: false,
    days: [190],
    startHour: 10,
    crawlMinutes: 22,
    expired: true,
  },
];

export function seedAudits(ctx: SandboxContext): void {
  const { db } = ctx;
  const now = ctx.clock.now().getTime();
  const midnight = now - (now % DAY_MS);
  for (const a of SEED_AUDITS) {
    const site =
      typeof a.site === 'number' ? getSite(db, a.site) : ensureSiteForUrl(db, a.site.url, a.site.title);
    if (!site) throw new Error(`audit seed: site ${String(a.site)} missing`);
    const host = new URL(site.url).host;
    const settings = parseSettings(a.settings);
    const natural = naturalPagesFor(host);
    insertAudit(db, {
      id: a.id,
      site_id: site.id,
      url: site.url,
      title: a.title ?? site.title,
      settings: JSON.stringify(settings),
      natural_pages: natural,
      is_new: 0,
      expired: a.expired ? 1 : 0,
    });
    a.days.forEach((daysAgo, i) => {
      const runNo = i + 1;
      const last = i === a.days.length - 1;
      insertRun(db, {
        audit_id: a.id,
        run_no: runNo,
        started_at: midnight - daysAgo * DAY_MS + a.startHour * HOUR,
        anchored: 0,
        queue_ms: 90_000,
        crawl_ms: a.crawlMinutes * 60_000,
        final_pages: finalPagesFor(a.id, runNo, natural, settings),
        js: a.js ? 1 : 0,
        cancelled_pages: last && a.cancelledPages !== undefined ? a.cancelledPages : null,
      });
    });
  }
}
