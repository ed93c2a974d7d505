import { describe, expect, it } from 'vitest';
import {
  backlinksQueries,
  getBacklinkOverview,
  listReportAnchors,
  listReportBacklinks,
  listReportDomains,
} from './backlinks.ts';
import { fakeFetch } from './test-fetch.ts';

const BASE = '/api/backlinks/backlink-reports';

describe('report contents', () => {
  it('reads the overview; ips and subnets stay null', async () => {
    const f = fakeFetch({
      json: {
        report_id: 17,
        created: '2024-05-01',
        target: 'example.com',
        mode: 'domain',
        inlink_rank: '41',
        domain_inlink_rank: 63,
        backlinks: {
          total: '15230',
          nofollow_backlinks: '3100',
          edu_backlinks: '4',
          gov_backlinks: '0',
          backlinks_to_homepage: '5200',
          backlinks_saved: '10000',
          per_domain: '18.75',
        },
        domains: {
          total: '812',
          domains_to_homepage: '400',
          domains_to_otherpage: '412',
          domains_saved: '812',
          top_domains: [{ domain: 'news.example', count: '120', name: 'Example News', country: 'US' }],
        },
        anchors: {
          total: '640',
          top_anchors: {
            links: [{ anchor: 'example', count: '900' }],
            domains: [{ anchor: 'example', count: '210' }],
          },
        },
        ips: null,
        subnets: null,
      },
    });
    const out = await getBacklinkOverview(17);
    expect(f.last.url.pathname).toBe(`${BASE}/17/overview`);
    expect(out.report_id).toBe('17');
    expect(out.inlink_rank).toBe(41);
    expect(out.backlinks.gov_backlinks).toBe(0);
    expect(out.backlinks.per_domain).toBe(18.75);
    expect(out.domains.top_domains[0]).toEqual({
      domain: 'news.example',
      count: 120,
      name: 'Example News',
      country: 'US',
    });
    expect(out.anchors.top_anchors.links[0]?.count).toBe(900);
    expect(out.ips).toBeNull();
    expect(out.subnets).toBeNull();
  });

  it('lists backlinks: lost_date null means not lost; "0"/"1" flags become booleans', async () => {
    const f = fakeFetch({
      json: {
        total_backlinks: '2',
        backlinks: [
          {
            id: '1',
            url: 'https://news.example/post',
            title: 'Post',
            anchor_id: '5',
            domain_id: '8',
            image: '0',
            nofollow: '0',
            inlink_rank: '30',
            first_seen: '2023-01-02',
            last_visited: '2024-04-30',
            page_id: '77',
            ugc: '0',
            sponsored: '1',
            lost_date: null,
            anchor: 'example',
            url_to: 'https://example.com/',
            domain_inlink_rank: '55',
          },
          {
            id: '2',
            url: 'https://old.example/',
            title: null,
            anchor_id: '6',
            domain_id: '9',
            image: true,
            nofollow: 'true',
            inlink_rank: null,
            first_seen: '2022-06-01',
            last_visited: '2023-01-01',
            page_id: '78',
            ugc: false,
            sponsored: false,
            lost_date: '2023-02-01',
            anchor: '',
            url_to: 'https://example.com/a',
            domain_inlink_rank: 12,
          },
        ],
      },
    });
    const out = await listReportBacklinks('17', { limit: 50, offset: 50 });
    expect(f.last.url.pathname).toBe(`${BASE}/17/backlinks`);
    expect(f.last.query).toEqual([
      ['limit', '50'],
      ['offset', '50'],
    ]);
    expect(out.total_backlinks).toBe(2);
    expect(out.backlinks[0]).toMatchObject({
      nofollow: false,
      sponsored: true,
      image: false,
      lost_date: null,
      inlink_rank: 30,
    });
    expect(out.backlinks[1]).toMatchObject({
      nofollow: true,
      image: true,
      lost_date: '2023-02-01',
      inlink_rank: null,
    });
  });

  it('lists referring domains', async () => {
    const f = fakeFetch({
      json: {
        total_domains: '1',
        domains: [
          {
            id: '8',
            domain_inlink_rank: '55',
            backlinks: '120',
            first_seen: '2023-01-02',
            lost_date: null,
            domain: 'news.example',
          },
        ],
      },
    });
    const out = await listReportDomains(17);
    expect(f.last.url.pathname).toBe(`${BASE}/17/domains`);
    expect(f.last.query).toEqual([]);
    expect(out).toEqual({
      total_domains: 1,
      domains: [
        {
          id: '8',
          domain_inlink_rank: 55,
          backlinks: 120,
          first_seen: '2023-01-02',
          lost_date: null,
          domain: 'news.example',
        },
      ],
    });
  });

  it('lists anchors', async () => {
    const f = fakeFetch({
      json: {
        total_anchors: '1',
        anchors: [
          {
            id: '5',
            anchor: 'example',
            domains: '210',
            backlinks: '900',
            first_seen: '2023-01-02',
            last_visited: '2024-04-30',
            dofollow: '780',
            words: '1',
          },
        ],
      },
    });
    const out = await listReportAnchors(17, { limit: 20 });
    expect(f.last.url.pathname).toBe(`${BASE}/17/anchors`);
    expect(f.last.query).toEqual([['limit', '20']]);
    expect(out.anchors[0]).toMatchObject({ domains: 210, backlinks: 900, dofollow: 780, words: 1 });
  });

  it('keys report queries by the report id as a string', () => {
    expect(backlinksQueries.overview(17).queryKey).toEqual(['backlinks', '17', 'overview', {}]);
    expect(backlinksQueries.backlinks('17', { limit: 10 }).queryKey).toEqual([
      'backlinks',
      '17',
      'backlinks',
      { limit: 10 },
    ]);
    expect(backlinksQueries.report(17)).toEqual(['backlinks', '17']);
  });
});
