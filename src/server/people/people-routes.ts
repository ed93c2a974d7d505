import { Hono, type Context } from 'hono';
import { roleAllows, ROLE_LABELS, type PersonRole } from '../../lib/people.ts';
import { personChangeSchema, personInputSchema } from '../../lib/local-schemas/people.ts';
import type { Activity } from '../activity/activity.ts';
import { json } from '../http/answer.ts';
import type { AppEnv } from '../http/env.ts';
import type { Log } from '../http/failure.ts';
import { body, getOnly, notAllowed } from '../http/local-params.ts';
import { refusal } from '../http/refusal.ts';
import type { Store } from '../store/interface.ts';
import { behindTls } from './gate.ts';
import type { Invitations } from './invitations.ts';
import type { LocalNeeds } from './local-needs.ts';
import { normalEmail, type People, type Person, type PersonChange, type PersonRow } from './people.ts';
import { personProblems } from './person-input.ts';

/** Who may call the people routes: owners and admins (the routes keep admins off owners themselves). */
export const PEOPLE_NEEDS: LocalNeeds = {
  'GET /people': 'people',
  'POST /people': 'people',
  'PATCH /people/:id': 'people',
  'POST /people/:id/invitation': 'people',
};

export interface PeopleRoutesDeps {
  store: Store;
  people: People;
  invitations: Invitations;
  activity: Activity;
  /** the address people reach the server at (PUBLIC_URL); without it, the request's own Host */
  publicUrl?: string;
  logError?: Log;
}

type Ctx = Context<AppEnv>;
const CHECK = 'Check the highlighted fields.';
const NOBODY = 'No such person on the team.';
const ID = /^[A-Za-z0-9_-]{1,64}$/;

const limitsOf = (r: PersonRow) => ({ daily_credits: r.daily_credits, monthly_credits: r.monthly_credits });

/** A person as the routes answer them, with their invitation when one waits to be used. */
function answerOf(r: PersonRow, invitation: string | undefined) {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    sites: r.role === 'client' && Array.isArray(r.sites) ? r.sites : [],
    limits: limitsOf(r),
    active: Boolean(r.active),
    last_sign_in_at: r.last_sign_in_at,
    invited: invitation !== undefined,
    invitation_expires_at: invitation ?? null,
  };
}

const limitWords = (n: number | null) => (n === null ? 'none' : String(n));

/** A change in words for the activity log ("role viewer → editor; daily limit none → 50"). */
function changeWords(before: PersonRow, after: PersonRow): string {
  const parts: string[] = [];
  if (before.name !== after.name) parts.push(`name ${before.name} → ${after.name}`);
  if (before.role !== after.role) parts.push(`role ${before.role} → ${after.role}`);
  if (JSON.stringify(before.sites) !== JSON.stringify(after.sites))
    parts.push(`sites ${before.sites.join(',') || 'none'} → ${after.sites.join(',') || 'none'}`);
  if (before.daily_credits !== after.daily_credits)
    parts.push(`daily limit ${limitWords(before.daily_credits)} → ${limitWords(after.daily_credits)}`);
  if (before.monthly_credits !== after.monthly_credits)
    parts.push(`monthly limit ${limitWords(before.monthly_credits)} → ${limitWords(after.monthly_credits)}`);
  if (Boolean(before.active) !== Boolean(after.active))
    parts.push(after.active ? 'reactivated' : 'deactivated');
  return `${after.email}: ${parts.join('; ') || 'nothing changed'}`;
}

/**
 * `/api/local/people`: the team's people for owners and admins. List them, invite one (a one-use link shown to
 * copy), change a role, a client's sites, limits or a name, deactivate (their sessions end at once) and make a new
 * link. The rules are kept here, whatever the page offers: an admin never adds, changes or invites an owner nor
 * makes one; the last active owner stays one; nobody deactivates themselves.
 */
export function peopleRoutes(d: PeopleRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** A refusal naming its field as the other local routes do (`errors: {field: message}`). */
  const refuseWith = (c: Ctx, status: 403 | 409, message: string, field?: string) =>
    json(c, status, { ...refusal(message), ...(field ? { errors: { [field]: message } } : {}) });
  const forbid = (c: Ctx, message: string, field?: string) => refuseWith(c, 403, message, field);

  /** The person asking, when they may manage people; else the refusal already sent. */
  const actorOf = (c: Ctx): Person | Response => {
    const actor = c.get('person');
    if (!actor || !roleAllows(actor.role, 'people'))
      return forbid(c, 'Only an owner or an admin can manage the team’s people.');
    return actor;
  };

  const record = async (actor: Person, action: string, detail: string) => {
    await d.activity
      .record({
        person: { id: actor.id, email: actor.email },
        action,
        operation: null,
        outcome: 'ok',
        detail,
      })
      .catch((err: unknown) => d.logError?.(`[activity] not recorded: ${String(err)}`));
  };

  /** The unused invitations' expiry, by person (a new link replaces the earlier ones, so one each). */
  async function pending(personId?: string): Promise<Map<string, string>> {
    let q = d.store.db
      .selectFrom('people_invitations')
      .select(['person_id', 'expires_at'])
      .where('used_at', 'is', null);
    if (personId) q = q.where('person_id', '=', personId);
    const rows = await q.execute();
    return new Map(rows.map((r) => [r.person_id, r.expires_at]));
  }

  const linkOf = (c: Ctx, token: string) => {
    const origin =
      d.publicUrl?.replace(/\/+$/, '') ||
      `${behindTls(c.env.incoming) ? 'https' : 'http'}://${c.req.header('host') ?? 'localhost'}`;
    return `${origin}/invite/${token}`;
  };

  app.get('/people', getOnly, async (c) => {
    const actor = actorOf(c);
    if (actor instanceof Response) return actor;
    const [rows, links] = await Promise.all([d.people.list(), pending()]);
    return json(c, 200, { items: rows.map((r) => answerOf(r, links.get(r.id))) });
  });

  app.post('/people', body(personInputSchema, { message: CHECK }), async (c) => {
    const actor = actorOf(c);
    if (actor instanceof Response) return actor;
    const input = c.req.valid('json');
    if (input.role === 'owner' && actor.role !== 'owner')
      return forbid(c, 'Only an owner can add an owner.', 'role');
    const problems = personProblems(input);
    if (Object.keys(problems).length) return json(c, 400, { message: CHECK, errors: problems });
    if (await d.people.byEmail(input.email))
      return refuseWith(c, 409, `${normalEmail(input.email)} is already on the team.`, 'email');
    const row = await d.people.add(input);
    const { token, expiresAt } = await d.invitations.make(row.id, actor.local ? null : actor.id);
    await record(actor, 'people.add', `${row.email} invited as ${row.role}`);
    return json(c, 201, { ...answerOf(row, expiresAt), invitation_url: linkOf(c, token) });
  });
  app.all('/people', notAllowed);

  /** The person a path names (404 when nobody), and the refusal when the actor may not touch them. */
  const targetOf = async (c: Ctx, actor: Person): Promise<PersonRow | Response> => {
    const id = c.req.param('id') ?? '';
    const row = ID.test(id) ? await d.people.byId(id) : undefined;
    if (!row) return json(c, 404, { message: NOBODY });
    if (row.role === 'owner' && actor.role !== 'owner')
      return forbid(c, `Only an owner can change ${row.email}, who is an owner.`);
    return row;
  };

  app.patch('/people/:id', body(personChangeSchema, { message: CHECK }), async (c) => {
    const actor = actorOf(c);
    if (actor instanceof Response) return actor;
    const before = await targetOf(c, actor);
    if (before instanceof Response) return before;
    const change: PersonChange = { ...c.req.valid('json') };
    if (change.role === 'owner' && actor.role !== 'owner')
      return forbid(c, 'Only an owner can make someone an owner.', 'role');
    if (change.active === false && before.id === actor.id)
      return forbid(c, 'You cannot deactivate yourself: ask another owner or admin.', 'active');
    const role: PersonRole = change.role ?? before.role;
    // a person who stops being a client sees every site: their list goes with the role
    if (role !== 'client' && change.sites === undefined) change.sites = [];
    const problems = personProblems({
      email: before.email,
      role,
      sites: change.sites ?? before.sites,
      daily_credits: change.daily_credits,
      monthly_credits: change.monthly_credits,
    });
    if (Object.keys(problems).length) return json(c, 400, { message: CHECK, errors: problems });
    const removesOwner =
      before.role === 'owner' && Boolean(before.active) && (role !== 'owner' || change.active === false);
    // the count and the write in one exclusive transaction: two owners demoting each other at once cannot both win
    const done = await d.store.exclusive(async (q) => {
      if (removesOwner && (await d.people.owners(q)) <= 1) return false;
      await d.people.change(before.id, change, q);
      return true;
    });
    if (!done)
      return refuseWith(
        c,
        409,
        `${before.email} is the team’s last active owner: make someone else an owner first.`,
        change.active === false ? 'active' : 'role',
      );
    const after = (await d.people.byId(before.id)) as PersonRow;
    const action = change.active === false ? 'people.deactivate' : 'people.change';
    await record(actor, action, changeWords(before, after));
    return json(c, 200, answerOf(after, (await pending(after.id)).get(after.id)));
  });
  app.all('/people/:id', notAllowed);

  app.post('/people/:id/invitation', async (c) => {
    const actor = actorOf(c);
    if (actor instanceof Response) return actor;
    const row = await targetOf(c, actor);
    if (row instanceof Response) return row;
    const { token, expiresAt } = await d.invitations.make(row.id, actor.local ? null : actor.id);
    await record(
      actor,
      'people.invite',
      `new link for ${row.email} (${ROLE_LABELS[row.role].toLowerCase()})`,
    );
    return json(c, 201, { ...answerOf(row, expiresAt), invitation_url: linkOf(c, token) });
  });
  app.all('/people/:id/invitation', notAllowed);
  app.all('/people/*', (c) => json(c, 404, { message: NOBODY }));
  return app;
}
