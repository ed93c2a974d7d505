import { describe, expect, it } from 'vitest';
import {
  createBacklinkReport,
  deleteBacklinkReport,
  getBacklinkReportInfo,
  listBacklinkReports,
  refreshBacklinkReport,
} from './backlinks.ts';
import { ApiError } from './errors.ts';
import { fakeFetch } from './test-fetch.ts';

const BASE = '/api/backlinks/backlink-reports';

describe('reports', () => {
  it('lists reports with string numbers and an unknown mode kept', async () => {
    const f = fakeFetch({
      json: {
        total_reports: '2',
        reports: [
          {
            id: '17',
            target: 'example.com',
            mode: 'domain',
            backlinks: '15230',
            refdomains: '812',
            created: '2024-05-01 08:00:00',
          },
          {
            id: '18',
            target: 'https://example.com/a',
            mode: 'prefix',
            backlinks: '0',
            refdomains: '0',
            created: '2024-05-02 08:00:00',
          },
        ],
      },
    });
    const out = await listBacklinkReports({ limit: 10, offset: 0, query: 'example' });
    expect(f.last.url.pathname).toBe(BASE);
    expect(f.last.query).toEqual([
      ['limit', '10'],
      ['offset', '0'],
      ['query', 'example'],
    ]);
    expect(out.total_reports).toBe(2);
    expect(out.reports[0]).toMatchObject({ id: '17', backlinks: 15230, refdomains: 812 });
    expect(out.reports[1]?.mode).toBe('prefix');
    expect(out.reports[1]?.backlinks).toBe(0);
  });

  it('reads the price of a report before creating it', async () => {
    const f = fakeFetch({
      json: {
        backlinks: '15230',
        domains: '812',
        price: { amount: '1.5', currency: 'USD' },
        note: 'Only the first 10000 backlinks are shown',
      },
    });
    const out = await getBacklinkReportInfo({ mode: 'domain', target: ' example.com ' });
    expect(f.last.url.pathname).toBe(`${BASE}/info`);
    expect(f.last.query).toEqual([
      ['mode', 'domain'],
      ['target', 'example.com'],
    ]);
    expect(out).toEqual({
      backlinks: 15230,
      domains: 812,
      price: { amount: 1.5, currency: 'USD' },
      note: 'Only the first 10000 backlinks are shown',
    });
  });

  it('creates a report with {mode, target}; an integer report_id becomes a string', async () => {
    const f = fakeFetch({ json: { report_id: 19 } });
    expect(await createBacklinkReport({ mode: 'url', target: 'https://example.com/a' })).toEqual({
      report_id: '19',
    });
    expect(f.last.method).toBe('POST');
    expect(f.last.url.pathname).toBe(BASE);
    expect(f.last.json).toEqual({ mode: 'url', target: 'https://example.com/a' });
    fakeFetch({ json: { report_id: '20' } });
    expect(await createBacklinkReport({ mode: 'host', target: 'blog.example.com' })).toEqual({
      report_id: '20',
    });
  });

  it('shows the funds message of a refused create and never retries it', async () => {
    fakeFetch({ status: 400, json: { message: 'Not enough money in your balance' } });
    const err = (await createBacklinkReport({ mode: 'domain', target: 'example.com' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(err.kind).toBe('credits');
    expect(err.autoRetry).toBe(false);
  });

  it('refreshes with PUT {report_id} (integer when numeric) and accepts 204', async () => {
    const f = fakeFetch({ status: 204 });
    await expect(refreshBacklinkReport('17')).resolves.toBeUndefined();
    expect(f.last.method).toBe('PUT');
    expect(f.last.url.pathname).toBe(BASE);
    expect(f.last.json).toEqual({ report_id: 17 });
  });

  it('deletes by path; a missing report is a not-found error', async () => {
    const f = fakeFetch({ status: 204 });
    await expect(deleteBacklinkReport(17)).resolves.toBeUndefined();
    expect(f.last.method).toBe('DELETE');
    expect(f.last.url.pathname).toBe(`${BASE}/17`);
    fakeFetch({ status: 404, json: { message: 'Backlink report not found' } });
    const err = (await deleteBacklinkReport(99).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('not_found');
    expect(err.message).toBe('Backlink report not found');
  });
});
