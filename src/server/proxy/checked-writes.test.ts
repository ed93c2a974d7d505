import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProxy, type TestProxy } from '../http/test-proxy.ts';
import { LIMITS } from '../../lib/limits.ts';

// The free writes cost nothing, so no budget looked at them: a group name of 10,000 characters or an engine in
// country "XX" went to the service, which kept them. The server checks what they write (the spec's bounds where it
// gives them, the dashboard's own elsewhere), refuses what does not fit with a sentence naming the field, and
// sends nothing.

let s: TestProxy;
beforeAll(async () => {
  s = await startTestProxy();
});
afterAll(() => s.close());

const send = (method: string, path: string, body: unknown) =>
  s.api(`/api/project${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const sentTo = (method: string, path: string) =>
  s.upstreamCalls.filter((c) => c.split('?')[0] === `${method} /project${path}`).length;

/**
 * Refused with 400 in these words, given for the field as the service gives its own (so a form shows them there),
 * marked as Searchboard's own, and never sent.
 */
async function refused(method: string, path: string, body: unknown, field: string, words: string) {
  const r = await send(method, path, body);
  expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
  expect(await r.json()).toEqual({ message: words, refused_by: 'searchboard', errors: { [field]: [words] } });
  expect(sentTo(method, path)).toBe(0);
}

const long = (n: number) => 'x'.repeat(n);

describe('free writes the server checks before they reach the service', () => {
  it('a group name over the limit, on creating and renaming', async () => {
    const words = `The group name is longer than ${LIMITS.groupName} characters.`;
    await refused('POST', '/site-groups', { name: long(10_000) }, 'name', words);
    await refused('PUT', '/site-groups/12', { name: long(LIMITS.groupName + 1) }, 'name', words);
    await refused('PUT', '/site-groups/12', { name: '   ' }, 'name', 'The group name is empty.');
  });

  it('a plan task’s title and text over their limits, on adding and editing', async () => {
    await refused(
      'POST',
      '/checklist/101/task',
      { title: long(5_000), text: 'ok' },
      'title',
      `The task title is longer than ${LIMITS.taskTitle} characters.`,
    );
    await refused(
      'PUT',
      '/checklist/101/task',
      { task_id: '94', title: 'ok', text: long(100_000) },
      'text',
      `The task text is longer than ${LIMITS.taskText} characters.`,
    );
  });

  it('an AI engine in a country that is no country code', async () => {
    await refused(
      'POST',
      '/sites/101/airt/llm',
      { base_name: 'chat_engine', country_code: 'XX' },
      'country_code',
      'The country must be a country code (ISO 3166-1 alpha-2), such as US or DE.',
    );
  });

  it('a brand and a prompt over the spec’s 255 characters', async () => {
    await refused(
      'POST',
      '/sites/101/airt/brands',
      { brand: long(256) },
      'brand',
      'The brand is longer than 255 characters.',
    );
    await refused(
      'POST',
      '/sites/101/airt/llm/301/prompts',
      { prompts: ['trail shoes', long(256)] },
      'prompts',
      'Prompt 2 is longer than 255 characters.',
    );
  });

  it('an audit title over the spec’s 300 characters, on renaming', async () => {
    const r = await s.api('/api/data/v1/site-audit/audits?audit_id=5101', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: long(301) }),
    });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { message: string }).message).toBe(
      'The audit title is longer than 300 characters.',
    );
    expect(s.upstreamCalls.filter((c) => c.startsWith('PATCH /data/v1/site-audit/audits'))).toEqual([]);
  });

  it('what fits reaches the service as before', async () => {
    const at = (n: number) => 'n'.repeat(n);
    expect((await send('POST', '/site-groups', { name: at(LIMITS.groupName) })).status).toBe(200);
    const task = await send('POST', '/checklist/101/task', {
      title: at(LIMITS.taskTitle),
      text: at(LIMITS.taskText),
    });
    expect(task.status).toBe(200);
    expect((await send('PUT', '/checklist/101/task', { task_id: '94', checked: true })).status).toBe(200);
    const engine = await send('POST', '/sites/101/airt/llm', {
      base_name: 'chat_engine',
      country_code: 'de',
    });
    expect(engine.status).toBe(201);
    expect((await send('POST', '/sites/101/airt/brands', { brand: at(255) })).status).toBe(200);
  });
});
