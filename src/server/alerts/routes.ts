import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  ALERT_MESSAGES,
  COOLDOWN_DEFAULT_HOURS,
  newChannelSchema,
  newRuleSchema,
} from '../../lib/local-schemas/alerts.ts';
import { pathId, wholeParam } from '../../lib/local-schemas/params.ts';
import type { ActivityEvent } from '../activity/event.ts';
import { json } from '../http/answer.ts';
import type { AppEnv } from '../http/env.ts';
import { getOnly, MAX_LOCAL_BODY, notAllowed } from '../http/local-params.ts';
import { refusal } from '../http/refusal.ts';
import type { LocalNeeds } from '../people/local-needs.ts';
import type { Person } from '../people/people.ts';
import { channelAnswer, deliveryAnswer, firedAnswer, ruleAnswer } from './answers.ts';
import type { ChannelRow, RuleFields, RuleRow } from './repo.ts';
import type { Alerts } from './service.ts';
import { pointsAtUs } from './url-safety.ts';

/**
 * Who may call the routes below. The table says the least a role needs; managing channels and rules and running a
 * check is further kept to owners and admins in the routes, and clients (and share links) read no alerts.
 */
export const ALERT_NEEDS: LocalNeeds = {
  'GET /alert-channels': 'read',
  'POST /alert-channels': 'write',
  'GET /alert-channels/:id': 'read',
  'PATCH /alert-channels/:id': 'write',
  'DELETE /alert-channels/:id': 'write',
  'POST /alert-channels/:id/test': 'write',
  'GET /alert-rules': 'read',
  'POST /alert-rules': 'write',
  'PATCH /alert-rules/:id': 'write',
  'DELETE /alert-rules/:id': 'write',
  'GET /alerts': 'read',
  'POST /alerts/seen': 'read',
  'POST /alerts/check': 'write',
};

export interface AlertRoutesDeps {
  alerts: Alerts;
  record?: (e: ActivityEvent) => Promise<void>;
}

type Ctx = Context<AppEnv>;
const NO_CHANNEL = 'No such alert channel.';
const NO_RULE = 'No such alert rule.';
const MANAGERS = 'Only an owner or an admin sets alert channels and rules.';
const CLIENTS = 'Alerts are for the team: a client account or a share link does not read them.';
const PAGE_MAX = 200;

const bad = (c: Ctx, field: string, message: string) =>
  json(c, 400, { message, field, errors: { [field]: message } });

const manages = (p: Person | undefined) =>
  Boolean(p && (p.local || p.role === 'owner' || p.role === 'admin'));
const teamReader = (p: Person | undefined) => Boolean(p && (p.local || p.role !== 'client'));

async function readBody(c: Ctx): Promise<{ ok: true; value: unknown } | { ok: false; res: Response }> {
  if (Number(c.req.header('content-length') ?? 0) > MAX_LOCAL_BODY)
    return {
      ok: false,
      res: json(c, 413, { message: `The body must be under ${MAX_LOCAL_BODY / 1024} KB.` }),
    };
  const text = await c.req.text();
  if (text.length > MAX_LOCAL_BODY)
    return {
      ok: false,
      res: json(c, 413, { message: `The body must be under ${MAX_LOCAL_BODY / 1024} KB.` }),
    };
  try {
    return { ok: true, value: JSON.parse(text || 'null') };
  } catch {
    return { ok: false, res: bad(c, 'body', 'The body must be JSON.') };
  }
}

function checked<S extends z.ZodType>(c: Ctx, schema: S, raw: unknown) {
  const r = schema.safeParse(raw);
  if (r.success) return { ok: true as const, value: r.data as z.output<S> };
  const issue = r.error.issues[0];
  const field = issue?.path.length ? String(issue.path[0]) : 'body';
  return { ok: false as const, res: bad(c, field, issue?.message ?? 'Check the fields.') };
}

const channelChange = z.object({
  muted: z.boolean({ error: 'muted must be true or false.' }).optional(),
  name: z.string({ error: ALERT_MESSAGES.name }).trim().max(80, ALERT_MESSAGES.name).nullish(),
});
const seenSchema = z.object({
  last_seen_id: z
    .number({ error: 'last_seen_id must be an alert id.' })
    .int('last_seen_id must be an alert id.')
    .min(0, 'last_seen_id must be an alert id.'),
});
const alertsQuery = z.object({
  limit: wholeParam('limit', { min: 1, max: PAGE_MAX, fallback: 50 }),
  offset: wholeParam('offset', { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 }),
  site_id: wholeParam('site_id', { min: 1, max: Number.MAX_SAFE_INTEGER }).optional(),
});

const ruleInput = (r: RuleRow) => ({
  site_id: r.site_id,
  metric: r.metric,
  threshold: r.threshold,
  channels: r.channels,
  cooldown_hours: r.cooldown_hours,
  digest: Boolean(r.daily_digest),
  muted: Boolean(r.muted),
});

/**
 * `/api/local/alert-channels`, `/api/local/alert-rules`, `/api/local/alerts`: where alerts go, what fires them, and
 * what fired. A channel's secret is shown once, in the answer that made it.
 */
export function alertRoutes(deps: AlertRoutesDeps): Hono<AppEnv> {
  const { alerts } = deps;
  const { repo } = alerts;
  const app = new Hono<AppEnv>();

  const refuseUnless = (c: Ctx, ok: (p: Person | undefined) => boolean, message: string) =>
    ok(c.get('person')) ? undefined : json(c, 403, refusal(message));
  const record = async (c: Ctx, action: string, detail: string, siteId: number | null = null) => {
    const person = c.get('person');
    await deps.record?.({
      person: person ? { id: person.id, email: person.email } : undefined,
      action,
      operation: `${c.req.method} ${new URL(c.req.url).pathname}`,
      site_id: siteId,
      credits: 0,
      outcome: 'ok',
      request_id: c.get('requestId') ?? null,
      detail,
    });
  };
  const idOf = (c: Ctx) => pathId(c.req.param('id') ?? '');
  const channelOf = async (c: Ctx) => {
    const id = idOf(c);
    return id === undefined ? undefined : repo.channel(id);
  };
  const ruleOf = async (c: Ctx) => {
    const id = idOf(c);
    return id === undefined ? undefined : repo.rule(id);
  };
  const oneChannel = async (c: Ctx, row: ChannelRow) =>
    channelAnswer(row, (await repo.lastDeliveries()).get(row.id), manages(c.get('person')));

  // channels

  app.post('/alert-channels', async (c) => {
    const refused = refuseUnless(c, manages, MANAGERS);
    if (refused) return refused;
    const raw = await readBody(c);
    if (!raw.ok) return raw.res;
    const v = checked(c, newChannelSchema, raw.value);
    if (!v.ok) return v.res;
    const input = v.value;
    const url = input.kind === 'email' ? null : (input.url ?? null);
    if (url && pointsAtUs(url, alerts.selfOrigins(), alerts.upstreamOrigins()))
      return bad(c, 'url', ALERT_MESSAGES.urlSelf);
    const secret = input.kind === 'webhook' ? input.secret || randomBytes(24).toString('hex') : null;
    const row = await repo.createChannel(
      {
        kind: input.kind,
        name: input.name || null,
        url,
        address: input.kind === 'email' ? (input.address ?? null) : null,
        secret,
      },
      c.get('person')?.id ?? null,
    );
    await record(c, 'alert-channel.create', `channel ${row.id}, ${row.kind}`);
    const answer = channelAnswer(row, undefined, true);
    // the one time the secret leaves the server: the receiver needs it to check the signature
    return json(c, 201, secret ? { ...answer, secret } : answer);
  });
  app.get('/alert-channels', getOnly, async (c) => {
    const refused = refuseUnless(c, teamReader, CLIENTS);
    if (refused) return refused;
    const last = await repo.lastDeliveries();
    const whole = manages(c.get('person'));
    return json(c, 200, {
      items: (await repo.channels()).map((r) => channelAnswer(r, last.get(r.id), whole)),
    });
  });
  app.all('/alert-channels', notAllowed);

  app.get('/alert-channels/:id', getOnly, async (c) => {
    const refused = refuseUnless(c, teamReader, CLIENTS);
    if (refused) return refused;
    const row = await channelOf(c);
    return row ? json(c, 200, await oneChannel(c, row)) : json(c, 404, { message: NO_CHANNEL });
  });
  app.patch('/alert-channels/:id', async (c) => {
    const refused = refuseUnless(c, manages, MANAGERS);
    if (refused) return refused;
    const before = await channelOf(c);
    if (!before) return json(c, 404, { message: NO_CHANNEL });
    const raw = await readBody(c);
    if (!raw.ok) return raw.res;
    const v = checked(c, channelChange, raw.value);
    if (!v.ok) return v.res;
    const set: { muted?: boolean; name?: string | null } = {};
    if (v.value.muted !== undefined) set.muted = v.value.muted;
    if (v.value.name !== undefined) set.name = v.value.name || null;
    const row = Object.keys(set).length ? await repo.updateChannel(before.id, set) : before;
    if (!row) return json(c, 404, { message: NO_CHANNEL });
    await record(c, 'alert-channel.change', `channel ${row.id}: ${Object.keys(set).join(', ') || 'nothing'}`);
    return json(c, 200, await oneChannel(c, row));
  });
  app.delete('/alert-channels/:id', async (c) => {
    const refused = refuseUnless(c, manages, MANAGERS);
    if (refused) return refused;
    const row = await channelOf(c);
    if (!row) return json(c, 404, { message: NO_CHANNEL });
    await repo.removeChannel(row.id);
    await record(c, 'alert-channel.delete', `channel ${row.id}, ${row.kind}`);
    return c.body(null, 204);
  });
  app.all('/alert-channels/:id', notAllowed);

  app.post('/alert-channels/:id/test', async (c) => {
    const refused = refuseUnless(c, manages, MANAGERS);
    if (refused) return refused;
    const row = await channelOf(c);
    if (!row) return json(c, 404, { message: NO_CHANNEL });
    const delivery = await alerts.sender.sendTest(row.id);
    if (!delivery) return json(c, 503, refusal('The server is stopping; send the test again in a moment.'));
    await record(c, 'alert-channel.test', `channel ${row.id}, ${row.kind}`);
    return json(c, 202, { delivery: deliveryAnswer(delivery, row) });
  });
  app.all('/alert-channels/:id/test', notAllowed);

  // rules

  /** a rule's channels must exist: the first missing one is named */
  const missingChannel = async (ids: readonly number[]) => {
    const known = new Set((await repo.channels()).map((ch) => ch.id));
    return ids.find((id) => !known.has(id));
  };
  const fieldsOf = (v: z.output<typeof newRuleSchema>, before?: RuleRow): RuleFields => ({
    site_id: v.site_id,
    metric: v.metric,
    threshold: v.threshold,
    channels: [...new Set(v.channels)],
    cooldown_hours: v.cooldown_hours ?? before?.cooldown_hours ?? COOLDOWN_DEFAULT_HOURS,
    daily_digest: v.digest ?? Boolean(before?.daily_digest ?? false),
    muted: v.muted ?? Boolean(before?.muted ?? false),
  });
  const rulesAnswer = async (rows: RuleRow[]) => {
    const facts = await repo.ruleFacts();
    return rows.map((r) => ruleAnswer(r, facts.get(r.id)));
  };

  app.post('/alert-rules', async (c) => {
    const refused = refuseUnless(c, manages, MANAGERS);
    if (refused) return refused;
    const raw = await readBody(c);
    if (!raw.ok) return raw.res;
    const v = checked(c, newRuleSchema, raw.value);
    if (!v.ok) return v.res;
    if (v.value.channels.length === 0) return bad(c, 'channels', ALERT_MESSAGES.channels);
    const missing = await missingChannel(v.value.channels);
    if (missing !== undefined) return bad(c, 'channels', ALERT_MESSAGES.channelMissing(missing));
    const row = await repo.createRule(fieldsOf(v.value), c.get('person')?.id ?? null);
    await record(c, 'alert-rule.create', `rule ${row.id}, ${row.metric}`, row.site_id);
    return json(c, 201, (await rulesAnswer([row]))[0]);
  });
  app.get('/alert-rules', getOnly, async (c) => {
    const refused = refuseUnless(c, teamReader, CLIENTS);
    if (refused) return refused;
    return json(c, 200, { items: await rulesAnswer(await repo.rules()) });
  });
  app.all('/alert-rules', notAllowed);

  app.patch('/alert-rules/:id', async (c) => {
    const refused = refuseUnless(c, manages, MANAGERS);
    if (refused) return refused;
    const before = await ruleOf(c);
    if (!before) return json(c, 404, { message: NO_RULE });
    const raw = await readBody(c);
    if (!raw.ok) return raw.res;
    if (raw.value === null || typeof raw.value !== 'object' || Array.isArray(raw.value))
      return bad(c, 'body', 'The body must be a JSON object.');
    const given = raw.value as Record<string, unknown>;
    // the rule as the change would leave it, checked as a whole (a new metric's threshold, a team metric's site)
    const v = checked(c, newRuleSchema, { ...ruleInput(before), ...given });
    if (!v.ok) return v.res;
    if (v.value.channels.length === 0) return bad(c, 'channels', ALERT_MESSAGES.channels);
    const missing = await missingChannel(v.value.channels);
    if (missing !== undefined) return bad(c, 'channels', ALERT_MESSAGES.channelMissing(missing));
    const row = await repo.updateRule(before.id, fieldsOf(v.value, before));
    if (!row) return json(c, 404, { message: NO_RULE });
    await record(
      c,
      'alert-rule.change',
      `rule ${row.id}: ${Object.keys(given).join(', ') || 'nothing'}`,
      row.site_id,
    );
    return json(c, 200, (await rulesAnswer([row]))[0]);
  });
  app.delete('/alert-rules/:id', async (c) => {
    const refused = refuseUnless(c, manages, MANAGERS);
    if (refused) return refused;
    const row = await ruleOf(c);
    if (!row) return json(c, 404, { message: NO_RULE });
    await repo.removeRule(row.id);
    await record(c, 'alert-rule.delete', `rule ${row.id}, ${row.metric}`, row.site_id);
    return c.body(null, 204);
  });
  app.all('/alert-rules/:id', notAllowed);

  // what fired

  app.post('/alerts/seen', async (c) => {
    const refused = refuseUnless(c, teamReader, CLIENTS);
    if (refused) return refused;
    const raw = await readBody(c);
    if (!raw.ok) return raw.res;
    const v = checked(c, seenSchema, raw.value);
    if (!v.ok) return v.res;
    const person = c.get('person') as Person;
    const before = (await repo.seen(person.id)) ?? 0;
    // marks only forward: a page left open on older alerts does not make newer ones unseen again
    if (v.value.last_seen_id > before) await repo.markSeen(person.id, v.value.last_seen_id);
    return c.body(null, 204);
  });
  app.all('/alerts/seen', notAllowed);
  app.post('/alerts/check', async (c) => {
    const refused = refuseUnless(c, manages, MANAGERS);
    if (refused) return refused;
    const result = await alerts.checkNow();
    await record(c, 'alert.check', `${result.observed} observed, ${result.fired} fired`);
    return json(c, 200, result);
  });
  app.all('/alerts/check', notAllowed);
  app.get('/alerts', getOnly, async (c) => {
    const refused = refuseUnless(c, teamReader, CLIENTS);
    if (refused) return refused;
    const q = alertsQuery.safeParse(c.req.query());
    if (!q.success) {
      const issue = q.error.issues[0];
      return bad(c, String(issue?.path[0] ?? 'query'), issue?.message ?? 'Check the query.');
    }
    const person = c.get('person') as Person;
    const page = await repo.alerts({
      limit: q.data.limit,
      offset: q.data.offset,
      siteId: q.data.site_id,
      // the team's spend and jobs are for those who manage it
      teamWide: manages(person),
      afterId: (await repo.seen(person.id)) ?? 0,
    });
    const deliveries = await repo.deliveriesOf(page.items.map((a) => a.id));
    const channels = new Map((await repo.channels()).map((ch) => [ch.id, ch]));
    const byAlert = new Map<number | null, typeof deliveries>();
    for (const d of deliveries) byAlert.set(d.alert_id, [...(byAlert.get(d.alert_id) ?? []), d]);
    return json(c, 200, {
      items: page.items.map((a) => firedAnswer(a, byAlert.get(a.id) ?? [], channels)),
      total: page.total,
      unseen: page.unseen,
    });
  });
  app.all('/alerts', notAllowed);
  return app;
}
