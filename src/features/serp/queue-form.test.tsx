// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, type FakeAnswer, type RecordedRequest } from '../../api/test-fetch.ts';
import { clientWithStatus } from '../../api/test-local-status.ts';
import { QueueForm } from './queue-form.tsx';

const AUSTIN = { location_id: '1012009', location_name: 'Austin,Texas,United States', country_code: 'US' };
const TASKS = '/api/data/v1/serp/classic/tasks';

let nextId = 900;
function service(onCreate: (req: RecordedRequest, n: number) => FakeAnswer | undefined = () => undefined) {
  let creates = 0;
  return fakeFetch((req) => {
    if (req.url.pathname.endsWith('/locations')) return { json: { data: [AUSTIN] } };
    if (req.method === 'POST' && req.url.pathname === TASKS) {
      creates++;
      const custom = onCreate(req, creates);
      if (custom) return custom;
      const body = req.json as { query: string[] };
      return {
        json: body.query.map((query) => ({
          id: nextId++,
          query,
          location_id: 1012009,
          language_code: 'en',
          is_completed: false,
          added: '2024-05-02 10:00:00',
        })),
      };
    }
    return { json: [] };
  });
}

function renderForm(qc = clientWithStatus()) {
  render(
    <QueryClientProvider client={qc}>
      <QueueForm />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const lines = (n: number) => Array.from({ length: n }, (_, i) => `trail query ${i + 1}`);

async function chooseAustin(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('searchbox', { name: 'City or region' }), 'Austin');
  await user.click(
    await screen.findByRole(
      'radio',
      { name: 'Austin, Texas, United States US · id 1012009' },
      { timeout: 5000 },
    ),
  );
}

describe('queue form', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows the cost (10 credits per query) before sending', async () => {
    service();
    const user = renderForm();
    expect(screen.getByTestId('serp-cost')).toHaveTextContent('Cost: 10 credits per query');
    await user.click(screen.getByRole('textbox', { name: 'Queries' }));
    await user.paste(lines(12).join('\n'));
    expect(screen.getByRole('button', { name: 'Queue 12 queries (120 credits)' })).toBeInTheDocument();
    expect(screen.getByTestId('serp-cost')).toHaveTextContent('12 queries = 120 credits, sent as 2 requests');
  });

  // A button that would send nothing (an empty "Queue queries") is disabled, with the reason.
  it('keeps Queue queries disabled, saying why, until there is a query to send', async () => {
    service();
    const user = renderForm();
    const button = screen.getByRole('button', { name: 'Queue queries' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Nothing to queue yet: enter at least one query.');
    await user.click(screen.getByRole('textbox', { name: 'Queries' }));
    await user.paste('trail boots');
    expect(screen.getByRole('button', { name: 'Queue 1 query (10 credits)' })).toBeEnabled();
  });

  it('names the search engine and languages readably; the spec’s engine id is only sent', async () => {
    renderForm();
    const engine = screen.getByRole('combobox', { name: 'Search engine' });
    expect(engine).toHaveValue('web_search_engine_1');
    expect(screen.getByRole('option', { name: 'Google' })).toBeInTheDocument();
    expect(screen.queryByText(/web_search_engine_1/)).toBeNull();
    expect(screen.getByRole('option', { name: 'German (de)' })).toHaveValue('de');
    expect(screen.queryByRole('option', { name: /^(\w\w) \(\1\)$/ })).toBeNull();
  });

  it('refuses a query over 255 characters and a missing location at the field, sending nothing', async () => {
    const f = service();
    const user = renderForm();
    await user.click(screen.getByRole('textbox', { name: 'Queries' }));
    await user.paste(`ok\n${'x'.repeat(256)}`);
    await user.click(screen.getByRole('button', { name: /Queue 2 queries/ }));
    expect(screen.getByRole('textbox', { name: 'Queries' })).toHaveAccessibleDescription(
      /Line 2: a query can be at most 255 characters/,
    );
    expect(screen.getByRole('group', { name: 'Location' })).toHaveAccessibleDescription(/Choose a location/);
    expect(f.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('searches locations by country and city, then sends 12 queries as 10 + 2', async () => {
    const f = service();
    const user = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'US');
    await chooseAustin(user);
    await waitFor(() =>
      expect(f.calls.some((c) => c.query.join() === 'country_code,US,q,Austin')).toBe(true),
    );
    expect(screen.getByText(/Chosen:/)).toHaveTextContent(
      'Chosen: Austin, Texas, United States (US, id 1012009)',
    );
    await user.click(screen.getByRole('textbox', { name: 'Queries' }));
    await user.paste(lines(12).join('\n'));
    await user.type(screen.getByRole('textbox', { name: 'Tag (optional)' }), 'spring');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Device' }), 'mobile');
    await user.click(screen.getByRole('button', { name: 'Queue 12 queries (120 credits)' }));
    expect(
      await screen.findByText(/Queued 12 queries in 2 requests/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const posts = f.calls.filter((c) => c.method === 'POST');
    expect(posts.map((p) => (p.json as { query: string[] }).query)).toEqual([
      lines(12).slice(0, 10),
      lines(12).slice(10),
    ]);
    expect(posts[0]?.json).toMatchObject({
      search_engine: 'web_search_engine_1',
      device: 'mobile',
      language_code: 'en',
      location_id: 1012009,
      tag: 'spring',
    });
    expect(screen.getByRole('textbox', { name: 'Queries' })).toHaveValue('');
  });

  // The real service takes its own name for the engine (`google`); the sandbox its vocabulary's.
  it.each([
    ['a live data interface', 'google', () => clientWithStatus({ data: 'live' })],
    ['a sandbox in the service vocabulary', 'google', () => clientWithStatus({}, 'service')],
    ['a sandbox in its default vocabulary', 'web_search_engine_1', () => clientWithStatus()],
  ])('%s gets search_engine %s', async (_name, expected, client) => {
    const f = service();
    const user = renderForm(client());
    await chooseAustin(user);
    await user.click(screen.getByRole('textbox', { name: 'Queries' }));
    await user.paste('boots');
    await user.click(screen.getByRole('button', { name: 'Queue 1 query (10 credits)' }));
    expect(await screen.findByText(/Queued 1 query/, {}, { timeout: 5000 })).toBeInTheDocument();
    const posts = f.calls.filter((c) => c.method === 'POST');
    expect(posts.map((p) => (p.json as { search_engine: string }).search_engine)).toEqual([expected]);
  });

  it('explains processing_limit_exceeded and keeps the queries that were not queued', async () => {
    service((_req, n) =>
      n === 2
        ? {
            status: 429,
            json: {
              error: {
                code: 429,
                message: 'processing_limit_exceeded',
                description: 'processing_limit_exceeded: 600 SERP tasks are still being processed',
              },
            },
          }
        : undefined,
    );
    const user = renderForm();
    await chooseAustin(user);
    await user.click(screen.getByRole('textbox', { name: 'Queries' }));
    await user.paste(lines(15).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Queue 15 queries (150 credits)' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The service is busy with your other tasks');
    expect(alert).toHaveTextContent(
      'Up to 600 SERP tasks can be processed at once (processing_limit_exceeded)',
    );
    expect(alert).toHaveTextContent('10 queries were queued before the refusal');
    expect(alert).toHaveTextContent('5 queries were not queued and are still in the form');
    expect(screen.getByRole('textbox', { name: 'Queries' })).toHaveValue(lines(15).slice(10).join('\n'));
  });

  it('explains a plain 429 (over 10 creation requests per second)', async () => {
    service(() => ({ status: 429, json: { error: { code: 429, message: 'Too Many Requests' } } }));
    const user = renderForm();
    await chooseAustin(user);
    await user.type(screen.getByRole('textbox', { name: 'Queries' }), 'boots');
    await user.click(screen.getByRole('button', { name: 'Queue 1 query (10 credits)' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('up to 10 task-creation requests per second');
    expect(alert).toHaveTextContent('1 query was not queued and is still in the form');
    expect(screen.getByRole('textbox', { name: 'Queries' })).toHaveValue('boots');
  });
});
