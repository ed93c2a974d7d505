import { z } from 'zod';

/**
 * The sites moved into each group through this dashboard, `/api/local/group-sites`: what the route answers and the
 * browser parses. The service lists no group's sites, so the proxy keeps each move it passed on that the service
 * accepted; a site is in the group it was last moved into, and a deleted group's sites are in none it knows.
 */

export const movedSiteSchema = z.lazy(() =>
  z.looseObject({
    site_id: z.number().int(),
    /** when the move was answered, ISO 8601 */
    moved_at: z.string(),
  }),
);
export type MovedSite = z.output<typeof movedSiteSchema>;

export const groupSitesSchema = z.lazy(() =>
  z.looseObject({
    /** as the service's group list names it: a string */
    group_id: z.coerce.string(),
    sites: z.array(movedSiteSchema).catch([]),
  }),
);
export type GroupSites = z.output<typeof groupSitesSchema>;

export const groupSitesListSchema = z.lazy(() =>
  z.looseObject({ groups: z.array(groupSitesSchema).catch([]) }).catch({ groups: [] }),
);
export type GroupSitesList = z.output<typeof groupSitesListSchema>;
