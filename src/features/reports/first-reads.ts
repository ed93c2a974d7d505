import { aiReads, backlinkReads, localReads, planReads } from '../../api/reads.ts';
import type { RoutePlan } from '../../lib/first-reads.ts';

/** The backlink reports the report's section and headline find the site's report in. */
export const REPORT_BACKLINKS = { limit: 100 } as const;

export const reportsFirstReads: RoutePlan[] = [
  {
    path: '/reports/$',
    reads: ([site = '']) => [
      aiReads.engines(site),
      localReads.annotations(site),
      backlinkReads.list(REPORT_BACKLINKS),
      planReads.checklist(site),
    ],
    // each engine's figures, the site's latest audit and backlink report follow from the lists read first;
    // rank tracking is read from the server's store (api/positions.ts), which has no early read yet; the brand and
    // the client's logo draw above the report once read (the served HTML already names the agency for a client)
    later: [
      'local:branding',
      'local:sites',
      'ai.engine.statistics',
      'ai.prompts.rankings',
      'audits.report',
      'backlinks.overview',
      'local:positions',
    ],
  },
];
