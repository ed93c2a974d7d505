import { describe, expect, it } from 'vitest';
import { linkFilterQuery } from './audit-inputs.ts';
import { getPageIssues, listAuditLinks, listAuditPages, listIssuePages } from './audits.ts';
import { fakeFetch } from './test-fetch.ts';

const BASE = '/api/data/v1/site-audit/audits';

describe('pages, issue pages, page issues', () => {
  it('parses crawled-page counts to numbers, keeps null and passes every other key through', async () => {
    const f = fakeFetch({
      json: {
        total: '1',
        items: [
          {
            id: '501',
            url: 'https://example.com/a',
            status: '200',
            depth: '1',
            load_ms: '340',
            title: 'A',
            description: null,
            h1: 'A',
            words_count: '812',
            issues: '3',
            errors: '1',
            warnings: '2',
            notices: '0',
            inlinks: null,
            outlinks_internal: '14',
            outlinks_external: '2',
            canonical_url: 'https://example.com/a',
            indexable_status: 'indexable',
            html_ratio: '12.5',
            hreflang: null,
            content_hash: 'abc',
          },
        ],
      },
    });
    const out = await listAuditPages(41, { limit: 50, offset: 100 });
    expect(f.last.query).toEqual([
      ['audit_id', '41'],
      ['limit', '50'],
      ['offset', '100'],
    ]);
    const page = out.items[0];
    expect(page?.status).toBe(200);
    expect(page?.words_count).toBe(812);
    expect(page?.notices).toBe(0);
    expect(page?.inlinks).toBeNull();
    expect(page?.description).toBeNull();
    expect(page?.html_ratio).toBe('12.5');
    expect(page?.content_hash).toBe('abc');
  });

  it('lists the pages affected by an issue code', async () => {
    const f = fakeFetch({
      json: {
        total_urls: '2',
        urls: ['https://example.com/a', 'https://example.com/b'],
        urls_type: 'simple_urls_array',
      },
    });
    const out = await listIssuePages(41, { code: 'no_https', limit: 10 });
    expect(f.last.url.pathname).toBe(`${BASE}/issue-pages`);
    expect(f.last.query).toEqual([
      ['audit_id', '41'],
      ['code', 'no_https'],
      ['limit', '10'],
    ]);
    expect(out).toEqual({
      total_urls: 2,
      urls: ['https://example.com/a', 'https://example.com/b'],
      urls_type: 'simple_urls_array',
    });
  });

  it("reads a page's issues by url_id or by url; unknown snippet shapes are kept raw", async () => {
    const f = fakeFetch({
      json: {
        url: 'https://example.com/a',
        page_data: {
          title: 'A',
          words: '812',
          h1_count: 1,
          issues_count: 2,
          traffic_forecast: null,
          cache: 'no',
        },
        issues: [
          {
            code: 'broken_links',
            type: 'error',
            group: 'links',
            snippet: { type: 'urls', value: [{ status: '404', url: 'https://example.com/x', size: '0' }] },
          },
          { code: 'long_title', type: 'advice', group: 'meta', snippet: 'Title is 90 characters' },
        ],
      },
    });
    const out = await getPageIssues(41, { url_id: 501 });
    expect(f.last.query).toEqual([
      ['audit_id', '41'],
      ['url_id', '501'],
    ]);
    expect(out.page_data?.words).toBe(812);
    expect(out.page_data?.traffic_forecast).toBeNull();
    expect(out.page_data?.cache).toBe('no');
    expect(out.issues[0]?.snippet.value[0]).toEqual({
      status: '404',
      url: 'https://example.com/x',
      size: '0',
    });
    expect(out.issues[1]?.type).toBe('advice');
    expect(out.issues[1]?.snippet).toEqual({ type: null, value: [], raw: 'Title is 90 characters' });

    await getPageIssues(41, { url: 'https://example.com/a?b=1' });
    expect(f.last.query).toEqual([
      ['audit_id', '41'],
      ['url', 'https://example.com/a?b=1'],
    ]);
  });
});

describe('links filter', () => {
  it('always sends type from index 1 (default and), and not on index 0 unless given', () => {
    expect(
      linkFilterQuery([
        { param: 'status', value: 404 },
        { param: 'type', value: 'hyperlink' },
        { param: 'nofollow', value: '1', type: 'or' },
      ]),
    ).toEqual([
      { param: 'status', value: '404' },
      { param: 'type', value: 'hyperlink', type: 'and' },
      { param: 'nofollow', value: '1', type: 'or' },
    ]);
    expect(linkFilterQuery([{ param: 'status', value: '404', type: 'or' }])).toEqual([
      { param: 'status', value: '404', type: 'or' },
    ]);
  });

  it('encodes the filter as filter[i][param|value|type] and parses string links', async () => {
    const f = fakeFetch({
      json: {
        total: '1',
        items: [
          {
            url: 'https://example.com/x',
            id: '9',
            status: '404',
            type: 'hyperlink',
            source_url: 'https://example.com/a',
            source_noindex: '0',
            nofollow: '1',
            alt: '',
            anchor_type: 'text',
            anchor: 'X',
            title: '',
          },
        ],
      },
    });
    const out = await listAuditLinks(41, {
      page_type: 'internal',
      filter: [
        { param: 'status', value: '404' },
        { param: 'anchor_type', value: '' },
        { param: 'nofollow', value: '1' },
      ],
      limit: 25,
    });
    expect(f.last.url.pathname).toBe(`${BASE}/links`);
    expect(f.last.query).toEqual([
      ['audit_id', '41'],
      ['page_type', 'internal'],
      ['filter[0][param]', 'status'],
      ['filter[0][value]', '404'],
      ['filter[1][param]', 'nofollow'],
      ['filter[1][value]', '1'],
      ['filter[1][type]', 'and'],
      ['limit', '25'],
    ]);
    expect(out.total).toBe(1);
    expect(out.items[0]?.nofollow).toBe('1');
    expect(out.items[0]?.status).toBe('404');
  });
});
