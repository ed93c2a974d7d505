import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { aiQueries } from '../../api/ai.ts';
import { auditsQueries } from '../../api/audits.ts';
import { planQueries } from '../../api/plan.ts';
import { useAddressIds } from '../../lib/path-ids.ts';
import {
  mergeSites,
  siteLabel,
  useRememberedSiteId,
  useStoredSites,
  type KnownSite,
} from '../../lib/sites.ts';

/** The audit list as the site switcher reads it (every site with an audit), kept fresh for five minutes. */
export const siteListQuery = () => ({ ...auditsQueries.every(), staleTime: 5 * 60_000 });

/** Every site the dashboard knows of: those in audit list items and those added by id. */
export function useKnownSites(): {
  sites: KnownSite[];
  isLoading: boolean;
  error: unknown;
  /** read the audits again, after a failure (the ErrorPanel's "Try again") */
  retry: () => void;
} {
  const stored = useStoredSites();
  const audits = useQuery(siteListQuery());
  const sites = useMemo(() => {
    const fromAudits: KnownSite[] = [];
    for (const a of audits.data?.items ?? []) {
      if (a.site_id === null) continue;
      fromAudits.push({
        id: a.site_id,
        name: a.title?.trim() || siteLabel(a.url),
        url: a.url,
        origin: 'audit',
      });
    }
    return mergeSites(fromAudits, stored.added);
  }, [audits.data, stored.added]);
  const { refetch } = audits;
  return { sites, isLoading: audits.isLoading, error: audits.error, retry: () => void refetch() };
}

/**
 * The site in the URL, else (on an audit's pages) the audited site, else the last one used in this browser, else
 * the first known one.
 */
export function useActiveSiteId(sites: readonly KnownSite[]): number | undefined {
  const { siteId } = useAddressIds();
  const auditSite = useAuditSiteId();
  // the URL's site when it names one, else the stored one
  const remembered = useRememberedSiteId();
  return (siteId === undefined ? (auditSite ?? remembered) : remembered) ?? sites[0]?.id;
}

/** On `/audits/$auditId/...`: the site of that audit, from the audit list the switcher already reads. */
function useAuditSiteId(): number | undefined {
  const { auditId: id } = useAddressIds();
  const audits = useQuery({ ...siteListQuery(), enabled: id !== undefined });
  if (id === undefined) return undefined;
  return audits.data?.items.find((a) => a.id === id)?.site_id ?? undefined;
}

/**
 * Whether the service knows the site: an audit of it is listed, or a site page's read of it (its AI engines,
 * brand or marketing plan) answered. Only such a site is remembered as the last one used, so a mistyped
 * `/sites/999/ai` does not leave the header and the sidebar pointing at a site that does not exist. Reads only
 * what the pages already asked for (nothing is fetched here).
 */
export function useServiceKnowsSite(id: number | undefined, sites: readonly KnownSite[]): boolean {
  const key = id ?? 0;
  const off = { enabled: false } as const;
  const engines = useQuery({ ...aiQueries.engines(key), ...off });
  const brand = useQuery({ ...aiQueries.brand(key), ...off });
  const plan = useQuery({ ...planQueries.sections(key), ...off });
  if (id === undefined) return false;
  if (sites.some((s) => s.id === id && s.origin === 'audit')) return true;
  return engines.isSuccess || brand.isSuccess || plan.isSuccess;
}
