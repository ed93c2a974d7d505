// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '../../api/test-fetch.ts';
import { testQueryClient } from '../../components/testing/render-routes.tsx';
import { formatDate } from '../../lib/format.ts';
import { BacklinksSection } from './backlinks-section.tsx';

afterEach(cleanup);

/** The overview of report 1 as the service sends it (spec: Backlink report overview). */
const overviewWire = {
  report_id: 1,
  created: '2026-11-19 06:00:00',
  target: 'northwind-outdoor.com',
  mode: 'domain',
  inlink_rank: 67,
  domain_inlink_rank: 76,
  backlinks: {
    total: 12840,
    nofollow_backlinks: 1999,
    edu_backlinks: 564,
    gov_backlinks: 174,
    backlinks_to_homepage: 3649,
    backlinks_saved: 10000,
    per_domain: 11.03,
  },
  domains: {
    total: 1164,
    domains_to_homepage: 800,
    domains_to_otherpage: 364,
    domains_saved: 907,
    top_domains: [],
  },
  anchors: { total: 408, top_anchors: { links: [], domains: [] } },
  ips: null,
  subnets: null,
};

describe('the client report’s Backlinks section', () => {
  // the audit's Domain panel counts the same domain's backlinks from its crawl: a client reading both sees why
  it('says its figures come from the backlink index, and on which day it was read', async () => {
    fakeFetch((req) => {
      const p = req.url.pathname;
      if (p === '/api/backlinks/backlink-reports')
        return {
          json: {
            total_reports: 1,
            reports: [
              {
                id: '1',
                target: 'northwind-outdoor.com',
                mode: 'domain',
                backlinks: 12840,
                refdomains: 1164,
                created: '2026-11-19 06:00:00',
              },
            ],
          },
        };
      if (p === '/api/backlinks/backlink-reports/1/overview') return { json: overviewWire };
      return { status: 404, json: {} };
    });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <BacklinksSection domain="northwind-outdoor.com" />
      </QueryClientProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Backlinks' });
    const figure = await within(section).findByText('Backlinks', { selector: 'dt' });
    expect(figure.nextElementSibling).toHaveTextContent('12,840');
    expect(
      within(section).getByText(
        `From the backlink index, read ${formatDate('2026-11-19')} · report on northwind-outdoor.com (domain)`,
      ),
    ).toBeVisible();
  });
});
