import type { InternalAnswer } from '../positions/internal-call.ts';

type Call = (method: 'GET', url: string) => Promise<InternalAnswer>;

const AUDIT_LIST = '/api/data/v1/site-audit/audits?limit=1000';

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** "northwind.example" from "https://www.northwind.example/shop" */
function domainOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(/^[a-z]+:\/\//i.test(url) ? url : `https://${url}`).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/**
 * A site's name for the mail's subject and the PDF's header, the one the dashboard shows: the title of the site's
 * audit, else its domain. The service has no list of sites; the audit list (a free read, through the proxy's own
 * path and pace) is the dashboard's list too. Read liberally: either vocabulary's names, numbers as strings.
 */
export function siteNameReader(call: Call) {
  return async (siteId: number): Promise<string> => {
    const fallback = `Site ${siteId}`;
    try {
      const answer = await call('GET', AUDIT_LIST);
      if (answer.status !== 200) return fallback;
      const body = answer.json() as { items?: unknown; data?: unknown } | unknown[];
      const items = Array.isArray(body) ? body : Array.isArray(body?.items) ? body.items : body?.data;
      if (!Array.isArray(items)) return fallback;
      for (const raw of items as Record<string, unknown>[]) {
        if (Number(raw.site_id ?? raw.siteId ?? raw.project_id) !== siteId) continue;
        const name = text(raw.title) ?? text(raw.name) ?? domainOf(text(raw.url) ?? text(raw.domain));
        if (name) return name;
      }
      return fallback;
    } catch {
      return fallback;
    }
  };
}
