// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditKind } from '../../../api/audit-inputs.ts';
import { fakeFetch } from '../../../api/test-fetch.ts';
import { CreateAuditForm } from './create-audit-form.tsx';

afterEach(cleanup);

function Harness({ onCreated }: { onCreated: (id: number) => void }) {
  const [kind, setKind] = useState<AuditKind>('standard');
  return <CreateAuditForm kind={kind} onKind={setKind} onClose={() => {}} onCreated={onCreated} />;
}

function setup() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={qc}>
      <Harness onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return { onCreated, user: userEvent.setup() };
}

describe('the create-audit form', () => {
  it('refuses an out-of-range setting at the field, before any request', async () => {
    const f = fakeFetch({ json: { id: 1 } });
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Domain' }), 'example.com');
    const depth = screen.getByRole('textbox', { name: /Maximum crawl depth/ });
    await user.clear(depth);
    await user.type(depth, '101');
    await user.tab();
    // spec: max_depth 1-100
    expect(depth).toHaveAccessibleDescription(/Must be from 1 to 100/);
    await user.click(screen.getByRole('button', { name: 'Start standard audit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('One field needs fixing');
    expect(f.calls).toHaveLength(0);
  });

  it('counts settings changed to invalid values, and focuses the first invalid field on start', async () => {
    const f = fakeFetch({ json: { id: 1 } });
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Domain' }), 'example.com');
    // four settings out of the spec's bounds
    for (const [name, value] of [
      [/Maximum pages/, '0'],
      [/Maximum crawl depth/, '101'],
      [/Requests per second/, '501'],
      [/Redirects followed/, '51'],
    ] as const) {
      const field = screen.getByRole('textbox', { name });
      await user.clear(field);
      await user.type(field, value);
    }
    expect(
      screen.getByText(
        '4 settings differ from the defaults; 4 need fixing: Maximum pages, Maximum crawl depth, Requests per second, Redirects followed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/at their defaults/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start standard audit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('4 fields need fixing');
    // the first field in error has the focus, so its message is in view and read out
    const first = screen.getByRole('textbox', { name: /Maximum pages/ });
    await vi.waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription(/Must be from 1 to 300,000/);
    expect(f.calls).toHaveLength(0);
  });

  it('shows the cost first and sends only the changed settings', async () => {
    const f = fakeFetch({ json: { id: 5107 } });
    const { user, onCreated } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Domain' }), 'example.com');
    const maxPages = screen.getByRole('textbox', { name: /Maximum pages/ });
    expect(screen.getByText('Cost: up to 2,000 credits')).toBeInTheDocument();
    await user.clear(maxPages);
    await user.type(maxPages, '250');
    await user.selectOptions(screen.getByRole('combobox', { name: /Crawl as/ }), '7');
    // "up to 2 × max_pages credits" for standard, 20 × for advanced
    expect(screen.getByText('Cost: up to 500 credits')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Advanced/ }));
    expect(screen.getByText('Cost: up to 5,000 credits')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start advanced audit' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Start audit · up to 5,000 credits' }),
    );
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(5107));
    expect(f.last.url.pathname).toBe('/api/data/v1/site-audit/audits/advanced');
    expect(f.last.json).toEqual({ domain: 'example.com', settings: { max_pages: 250, user_agent: 7 } });
  });

  it('keeps what was typed when the service refuses, and does not send it again by itself', async () => {
    const f = fakeFetch({ status: 402, json: { message: 'Not enough money in your balance' } });
    const { user, onCreated } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Domain' }), 'example.com');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'My audit');
    await user.click(screen.getByRole('button', { name: 'Start standard audit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^Start audit/ }));
    expect(await screen.findByText('Not enough credits')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('My audit');
    expect(f.calls).toHaveLength(1);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('refuses an address with a path or query at the field, keeping it, before anything is sent', async () => {
    const f = fakeFetch({ json: { id: 1 } });
    const { user } = setup();
    const domain = screen.getByRole('textbox', { name: 'Domain' });
    await user.type(domain, 'https://example.com/some/path?x=1');
    await user.click(screen.getByRole('button', { name: 'Start standard audit' }));
    // the service would drop the path and crawl the whole domain, paid per page: say so before it does
    expect(domain).toHaveAttribute('aria-invalid', 'true');
    expect(domain).toHaveAccessibleDescription(
      'An audit crawls a whole site, not one page or path: give the domain only, e.g. example.com.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('One field needs fixing');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(domain).toHaveValue('https://example.com/some/path?x=1');
    expect(f.calls).toHaveLength(0);

    // the scheme and a lone trailing slash still name the whole site
    await user.clear(domain);
    await user.type(domain, 'https://example.com/');
    expect(domain).not.toHaveAttribute('aria-invalid');
  });

  it('shows the most the audit can cost and asks before creating it, as a recheck does', async () => {
    const f = fakeFetch({ json: { id: 5108 } });
    const { user, onCreated } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Domain' }), 'example.com');
    const maxPages = screen.getByRole('textbox', { name: /Maximum pages/ });
    await user.clear(maxPages);
    await user.type(maxPages, '766');
    await user.click(screen.getByRole('button', { name: 'Start standard audit' }));

    const dialog = screen.getByRole('dialog', { name: 'Start a standard audit of example.com?' });
    expect(dialog).toHaveTextContent(
      'The whole site is crawled, up to 766 pages, at 2 credits per crawled page: up to 1,532 credits. A site with fewer pages costs less.',
    );
    expect(f.calls).toHaveLength(0);

    // cancelling sends nothing and keeps the form as typed
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(maxPages).toHaveValue('766');
    expect(f.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Start standard audit' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Start audit · up to 1,532 credits' }),
    );
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(5108));
    expect(f.calls).toHaveLength(1);
    expect(f.last.json).toEqual({ domain: 'example.com', settings: { max_pages: 766 } });
  });
});
