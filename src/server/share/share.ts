import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Selectable } from 'kysely';
import type { Store } from '../store/store.ts';
import type { SharesTable } from '../store/tables.ts';
import { SHARE_NEVER, type ShareStatus } from '../../lib/share-rules.ts';
import { readShareView, type ReportView } from './share-view.ts';

/**
 * Read-only share links of a site's report. A token is `base64url(payload).base64url(HMAC-SHA256)`, the payload
 * `{id, site_id, exp}`; the link's row in the store decides revocation, so a token is worth nothing once its row
 * says revoked or expired. The signing secret never leaves the server: not in answers, not in logs.
 */
export type ShareRow = Selectable<SharesTable>;

export interface ShareView extends Omit<ShareRow, 'view'> {
  /** the exact view the link shows: range, sections, engine (null: the report's defaults) */
  view: ReportView | null;
  status: ShareStatus;
  /** `/share/<token>`, only while the link works */
  url: string | null;
}

export type Verified =
  { ok: true; share: ShareRow } | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };

const SECRET_FILE = 'share-secret';
const SECRET_MIN = 32;

/**
 * SHARE_SECRET when given; else one generated on first start and kept beside the store (mode 0600), so links
 * survive a restart. A store in memory (tests) keeps its secret in memory too.
 */
export function loadShareSecret(storeDir: string, given?: string): Buffer {
  if (given !== undefined && given !== '') {
    if (given.length < SECRET_MIN) throw new Error(`SHARE_SECRET must be at least ${SECRET_MIN} characters.`);
    return Buffer.from(given, 'utf8');
  }
  if (storeDir === ':memory:') return randomBytes(32);
  const file = join(storeDir, SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(storeDir, { recursive: true });
    try {
      // 'wx': two servers starting at once must not overwrite each other's secret
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  chmodSync(file, 0o600);
  const hex = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64,}$/i.test(hex))
    throw new Error(
      `${file} is not a share secret; delete it to generate a new one (old links stop working).`,
    );
  return Buffer.from(hex, 'hex');
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');

export class Shares {
  constructor(
    private readonly store: Store,
    private readonly secret: Buffer,
    /** injectable clock, for expiry tests and the range of a rolling view */
    readonly now: () => Date = () => new Date(),
  ) {}

  private sign(part: string): string {
    return createHmac('sha256', this.secret).update(part).digest('base64url');
  }

  tokenFor(row: Pick<ShareRow, 'id' | 'site_id' | 'expires_at'>): string {
    const exp = Math.floor(Date.parse(row.expires_at) / 1000);
    const part = b64(JSON.stringify({ id: row.id, site_id: row.site_id, exp }));
    return `${part}.${this.sign(part)}`;
  }

  /**
   * A new link, living `days` whole days or, for null, until revoked. A rolling view is kept with the range it
   * showed on the day it was made; every read works its range out again (`viewOf`).
   */
  async create(
    siteId: number,
    days: number | null,
    label: string | null,
    view: ReportView | null = null,
  ): Promise<ShareView> {
    const now = this.now();
    const expires = days === null ? SHARE_NEVER : new Date(now.getTime() + days * 86_400_000).toISOString();
    const row = await this.store.db
      .insertInto('shares')
      .values({
        site_id: siteId,
        label,
        created_at: now.toISOString(),
        expires_at: expires,
        view,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.view(row);
  }

  get(id: number): Promise<ShareRow | undefined> {
    return this.store.db.selectFrom('shares').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async list(siteId: number): Promise<ShareView[]> {
    const rows = await this.store.db
      .selectFrom('shares')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => this.view(r));
  }

  async revoke(id: number): Promise<ShareView | undefined> {
    await this.store.db
      .updateTable('shares')
      .set({ revoked_at: this.now().toISOString() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    const row = await this.get(id);
    return row && this.view(row);
  }

  status(row: ShareRow): ShareStatus {
    if (row.revoked_at) return 'revoked';
    return Date.parse(row.expires_at) <= this.now().getTime() ? 'expired' : 'active';
  }

  /** The view a link's holder reads today: a rolling one's range ends on this clock's day (UTC). */
  viewOf(row: Pick<ShareRow, 'view'>): ReportView | null {
    return readShareView(row.view, this.now());
  }

  view(row: ShareRow): ShareView {
    const status = this.status(row);
    return {
      ...row,
      view: this.viewOf(row),
      status,
      url: status === 'active' ? `/share/${this.tokenFor(row)}` : null,
    };
  }

  async verify(token: string | undefined): Promise<Verified> {
    const bad = { ok: false, reason: 'invalid' } as const;
    if (!token || token.length > 512) return bad;
    const [part, sig, extra] = token.split('.');
    if (!part || !sig || extra !== undefined) return bad;
    const want = Buffer.from(this.sign(part));
    const got = Buffer.from(sig);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return bad;
    let payload: { id?: unknown; site_id?: unknown; exp?: unknown };
    try {
      payload = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as typeof payload;
    } catch {
      return bad;
    }
    const { id } = payload;
    const row = typeof id === 'number' ? await this.get(id) : undefined;
    if (!row || row.site_id !== payload.site_id) return bad;
    if (row.revoked_at) return { ok: false, reason: 'revoked' };
    const exp = typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
    const now = this.now().getTime();
    if (exp <= now || Date.parse(row.expires_at) <= now) return { ok: false, reason: 'expired' };
    return { ok: true, share: row };
  }
}
