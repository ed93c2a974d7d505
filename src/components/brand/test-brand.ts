import { vi } from 'vitest';
import type { Me } from '../../lib/people.ts';
import { fakeFetch, type RecordedRequest } from '../../api/test-fetch.ts';
import { auditItem } from '../testing/audit-item.ts';

/** A 1×1 PNG as a data URL, as the server keeps logos. */
export const PNG_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const ACME = {
  name: 'Acme SEO',
  accent: '#1f4e79',
  logo: PNG_URL,
  reply_to: 'hello@acme.example',
  footer: 'Acme SEO Ltd · 12 Mill Lane, Leeds',
  updated_at: '2026-03-01T10:00:00.000Z',
};

/**
 * For tests of what the brand draws: the browser's fetch answering `/me`, the brand, the site logos and the audit
 * list as a server would; `answer` may take any request first (a refusal). Every request is kept.
 */
export function stubBrandServer(o: {
  me?: Me;
  brand?: typeof ACME | null;
  siteLogos?: Record<number, string>;
  sites?: { site_id: number; url: string; title: string }[];
  answer?: (req: RecordedRequest) => { status?: number; json?: unknown } | undefined;
}) {
  let brand = o.brand ?? null;
  const f = fakeFetch((req) => {
    const first = o.answer?.(req);
    if (first) return first;
    const path = req.url.pathname;
    if (path === '/api/local/me') return o.me ? { json: o.me } : { status: 404 };
    if (path === '/api/local/branding') {
      if (req.method === 'PUT') {
        brand = { ...(req.json as typeof ACME), updated_at: '2026-03-02T10:00:00.000Z' };
        return { json: { brand } };
      }
      if (req.method === 'DELETE') brand = null;
      return { json: { brand } };
    }
    const site = /^\/api\/local\/sites\/(\d+)\/brand$/.exec(path);
    if (site) return { json: { site_id: Number(site[1]), logo: o.siteLogos?.[Number(site[1])] ?? null } };
    if (path.endsWith('/audits') || path.includes('/audits?') || path.endsWith('/audit/list'))
      return {
        json: {
          total: o.sites?.length ?? 0,
          items: (o.sites ?? []).map((s, i) => auditItem({ id: 500 + i, ...s })),
        },
      };
    return { status: 404, json: { message: 'not in this test' } };
  });
  vi.stubGlobal('fetch', f.impl);
  return f;
}
