import { serveAsRole } from '../http/test-role-server.ts';
import type { ServerType } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { PersonRole } from '../../lib/people.ts';
import { outboxMessageSchema, outboxPageSchema } from '../../lib/local-schemas/outbox.ts';
import type { Store } from '../store/interface.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';
import { createMailer } from './mailer.ts';
import { outboxRoutes } from './outbox-routes.ts';

const PDF = Buffer.from('%PDF-1.4\n%report\n%%EOF\n');
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const servers: ServerType[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

function serveOutbox(store: Store) {
  const base = serveAsRole(outboxRoutes({ store }), servers);
  return async (role: PersonRole | undefined, path: string, method = 'GET') =>
    fetch(`${await base}/api/local${path}`, { method, headers: role ? { 'x-role': role } : {} });
}

describe.each(STORE_ENGINES)('the outbox routes (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  async function withMail() {
    const store = await fresh();
    let now = new Date('2025-07-01T06:00:00Z');
    const mailer = createMailer({ from: 'Reports <r@acme.example>', store, now: () => now });
    const first = await mailer.send({ to: ['a@c.example'], subject: 'First', html: '<p>1</p>', text: '1' });
    now = new Date('2025-07-02T06:00:00Z');
    const second = await mailer.send({
      to: ['a@c.example', 'b@c.example'],
      subject: 'Second',
      html: '<img src="cid:logo@report" alt="Acme"><p>2</p>',
      text: '2',
      fromName: 'Acme',
      attachments: [
        { filename: 'logo.png', contentType: 'image/png', content: LOGO, cid: 'logo@report' },
        { filename: 'site-report-2025-07-01.pdf', contentType: 'application/pdf', content: PDF },
      ],
    });
    return { store, call: serveOutbox(store), first, second };
  }

  it('lists the mail newest first with its attachments, a page at a time', async () => {
    const { call, second, first } = await withMail();
    const res = await call('editor', '/outbox');
    expect(res.status).toBe(200);
    const page = outboxPageSchema.parse(await res.json());
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.subject)).toEqual(['Second', 'First']);
    expect(page.items[0]).toMatchObject({
      id: second.outboxId,
      at: '2025-07-02T06:00:00.000Z',
      from: '"Acme" <r@acme.example>',
      to: ['a@c.example', 'b@c.example'],
      size: second.size,
    });
    expect(page.items[0]!.attachments).toEqual([
      expect.objectContaining({ n: 0, filename: 'logo.png', content_type: 'image/png', size: LOGO.length }),
      expect.objectContaining({
        n: 1,
        filename: 'site-report-2025-07-01.pdf',
        content_type: 'application/pdf',
        size: PDF.length,
      }),
    ]);
    expect(page.items[1]).toMatchObject({ id: first.outboxId, attachments: [] });
    const two = outboxPageSchema.parse(await (await call('owner', '/outbox?limit=1&offset=1')).json());
    expect(two).toMatchObject({ total: 2, items: [{ subject: 'First' }] });
    expect((await call('owner', '/outbox?limit=0')).status).toBe(400);
  });

  it('opens one message with both bodies, its inline logo read from the outbox', async () => {
    const { call, second } = await withMail();
    const msg = outboxMessageSchema.parse(await (await call('admin', `/outbox/${second.outboxId}`)).json());
    expect(msg).toMatchObject({ subject: 'Second', text: '2' });
    expect(msg.html).toContain(`src="/api/local/outbox/${second.outboxId}/attachments/0"`);
    expect(msg.html).not.toContain('cid:');
    expect((await call('admin', '/outbox/99999')).status).toBe(404);
    expect((await call('admin', '/outbox/abc')).status).toBe(404);
  });

  it('serves the PDF inline with its type, the bytes as sent', async () => {
    const { call, second } = await withMail();
    const res = await call('editor', `/outbox/${second.outboxId}/attachments/1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="site-report-2025-07-01.pdf"/);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await call('editor', `/outbox/${second.outboxId}/attachments/7`)).status).toBe(404);
  });

  it.each(['viewer', 'client', undefined] as const)('refuses %s, saying who can open it', async (role) => {
    const { call, second } = await withMail();
    for (const path of [
      '/outbox',
      `/outbox/${second.outboxId}`,
      `/outbox/${second.outboxId}/attachments/1`,
    ]) {
      const res = await call(role, path);
      expect(res.status).toBe(403);
      const body = (await res.json()) as { message: string; refused_by: string };
      expect(body.refused_by).toBe('searchboard');
      expect(body.message).toMatch(/editor|admin|owner/i);
    }
  });

  it('answers only GET', async () => {
    const { call } = await withMail();
    expect((await call('owner', '/outbox', 'POST')).status).toBe(405);
    expect((await call('owner', '/outbox/1', 'DELETE')).status).toBe(405);
  });
});
