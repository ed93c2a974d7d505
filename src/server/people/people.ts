import { randomBytes } from 'node:crypto';
import type { Me, PersonLimits, PersonRole } from '../../lib/people.ts';
import type { Q, Store } from '../store/interface.ts';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { PeopleTable } from '../store/tables.ts';
import type { Auth } from './auth.ts';

/** A person as every request after the sign-in sees them (`c.get('person')`). */
export interface Person {
  id: string;
  email: string;
  name: string;
  role: PersonRole;
  sites: number[];
  limits: PersonLimits;
  /** the loopback server's person, who needs no account */
  local: boolean;
}

/** The person on a loopback server (`npm run dev`, `npm start` on 127.0.0.1): the owner, with no account. */
export const LOCAL_OWNER: Person = Object.freeze({
  id: 'local',
  email: 'local',
  name: 'This computer',
  role: 'owner',
  sites: [],
  limits: { daily_credits: null, monthly_credits: null },
  local: true,
});

/** A person's row as the store reads it. */
export type PersonRow = Selectable<PeopleTable>;

export function personOf(row: PersonRow): Person {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    sites: row.role === 'client' ? row.sites : [],
    limits: { daily_credits: row.daily_credits, monthly_credits: row.monthly_credits },
    local: false,
  };
}

export function meOf(p: Person): Me {
  return { email: p.email, name: p.name, role: p.role, sites: p.sites, limits: p.limits, local: p.local };
}

export interface NewPerson {
  email: string;
  name?: string;
  role: PersonRole;
  sites?: number[];
  daily_credits?: number | null;
  monthly_credits?: number | null;
}

export type PersonChange = Partial<Omit<NewPerson, 'email'>> & { active?: boolean };

export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The team's people in the store, and their passwords through the authentication library. */
export class People {
  constructor(
    private readonly store: Store,
    private readonly auth: Auth,
  ) {}

  async byId(id: string): Promise<PersonRow | undefined> {
    return this.store.db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async byEmail(email: string): Promise<PersonRow | undefined> {
    return this.store.db
      .selectFrom('people')
      .selectAll()
      .where('email', '=', normalEmail(email))
      .executeTakeFirst();
  }

  async list(): Promise<PersonRow[]> {
    return this.store.db.selectFrom('people').selectAll().orderBy('email').execute();
  }

  /** Active owners: an off-loopback server starts only with one. */
  async owners(q: Q = this.store.db): Promise<number> {
    const row = await q
      .selectFrom('people')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('role', '=', 'owner')
      // booleans are 0/1 in the store; the store's plugin maps written values only, not a query's conditions
      .where(sql<boolean>`active`, '=', sql<boolean>`1`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Adds a person (inactive until they set a password, unless one is given); an email already there is refused. */
  async add(p: NewPerson, password?: string): Promise<PersonRow> {
    const email = normalEmail(p.email);
    const now = new Date().toISOString();
    const row: PersonRow = {
      id: randomBytes(16).toString('base64url'),
      email,
      name: p.name?.trim() || email.split('@')[0] || email,
      email_verified: false,
      image: null,
      created_at: now,
      updated_at: now,
      role: p.role,
      sites: p.role === 'client' ? (p.sites ?? []) : [],
      daily_credits: p.daily_credits ?? null,
      monthly_credits: p.monthly_credits ?? null,
      active: password !== undefined,
      last_sign_in_at: null,
    };
    await this.store.db
      .insertInto('people')
      .values(row as Insertable<PeopleTable>)
      .execute();
    if (password !== undefined) await this.setPassword(row.id, password);
    return row;
  }

  /** Sets a person's password (hashed by the library) and makes them active. */
  async setPassword(id: string, password: string): Promise<void> {
    const ctx = await this.auth.$context;
    const hash = await ctx.password.hash(password);
    const accounts = await ctx.internalAdapter.findAccounts(id);
    if (accounts.some((a) => a.providerId === 'credential'))
      await ctx.internalAdapter.updatePassword(id, hash);
    else
      await ctx.internalAdapter.linkAccount({
        userId: id,
        providerId: 'credential',
        accountId: id,
        password: hash,
      });
    await this.store.db
      .updateTable('people')
      .set({ active: true, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Changes a person; `q` makes it part of a caller's transaction. Deactivation ends their sessions at once, on
   * every replica, and withdraws their waiting links: neither a password nor single sign-on lets them back in by one.
   */
  async change(id: string, change: PersonChange, q: Q = this.store.db): Promise<PersonRow | undefined> {
    const set: Updateable<PeopleTable> = { updated_at: new Date().toISOString() };
    if (change.name !== undefined) set.name = change.name;
    if (change.role !== undefined) set.role = change.role;
    if (change.sites !== undefined) set.sites = change.sites;
    if (change.daily_credits !== undefined) set.daily_credits = change.daily_credits;
    if (change.monthly_credits !== undefined) set.monthly_credits = change.monthly_credits;
    if (change.active !== undefined) set.active = change.active;
    await q.updateTable('people').set(set).where('id', '=', id).execute();
    if (change.active === false) {
      await q.deleteFrom('people_sessions').where('user_id', '=', id).execute();
      await q
        .deleteFrom('people_invitations')
        .where('person_id', '=', id)
        .where('used_at', 'is', null)
        .execute();
    }
    return q.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Ends every session of a person: the next request of each, on any replica, is refused. */
  async endSessions(id: string): Promise<void> {
    await this.store.db.deleteFrom('people_sessions').where('user_id', '=', id).execute();
  }

  async signedIn(id: string, at = new Date()): Promise<void> {
    await this.store.db
      .updateTable('people')
      .set({ last_sign_in_at: at.toISOString() })
      .where('id', '=', id)
      .execute();
  }
}

/** What becomes of a sign-in, for the activity log. */
export interface SignInEvent {
  action: 'sign-in' | 'sign-in.failed' | 'sign-out' | 'sign-out.everywhere';
  email: string;
  personId?: string;
  address: string;
}
