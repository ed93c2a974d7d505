import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBin } from '../store/pg-cluster.ts';
import { freshDatabase } from '../store/test-engines.ts';
import { startTestTeam, type TestTeam } from './test-team.ts';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL || postgresBin());

/** Two replicas of the server over one PostgreSQL: a person deactivated on one is refused on the other at once. */
describe.runIf(hasPostgres)('people across two replicas', () => {
  let a: TestTeam;
  let b: TestTeam;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await freshDatabase();
    drop = db.drop;
    const env = { DATABASE_URL: db.url, SHARE_SECRET: 'two-replicas-share-one-secret-of-32-chars' };
    a = await startTestTeam({ env });
    b = await startTestTeam({ env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it('refuses the next request of a person deactivated on the other replica', async () => {
    const owner = await a.add('owner');
    const editor = await a.add('editor');
    // signed in on replica b
    const onB = await b.signIn(editor.email, editor.password);
    expect((await b.call('/api/local/me', { cookie: onB })).status).toBe(200);

    const off = await a.call(`/api/local/people/${editor.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ active: false }),
    });
    expect(off.status).toBe(200);
    expect((await b.call('/api/local/me', { cookie: onB })).status).toBe(401);
    expect((await b.call('/api/local/status', { cookie: onB })).status).toBe(401);
  });
});
