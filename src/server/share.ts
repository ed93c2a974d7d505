import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { readShareView, type ReportView } from './share-view.ts';

/**
 * Read-only share links of a site's report. A token is `base64url(payload).base64url(HMAC-SHA256)`, the payload
 * `{id, site_id, exp}`; the link's row in the store decides revocation, so a token is worth nothing once its row
 * says revoked or expired. The signing secret never leaves the server: not in answers, not in logs.
 */
export interface ShareRow {
  id: number;
  site_id: number;
  label: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** the report's view as JSON (see share-view.ts); null on links made before views were stored */
  view: string | null;
}

export type ShareStatus = 'active' | 'expired' | 'revoked';
export interface ShareView extends Omit<ShareRow, 'view'> {
  /** the exact view the link shows: range, sections, engine (null: the report's defaults) */
  view: ReportView | null;
  status: ShareStatus;
  /** `/share/<token>`, only while the link works */
  url: string | null;
}

export type Verified =
  { ok: true; share: ShareRow } | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };

export const SHARE_DAYS_MIN = 1;
export const SHARE_DAYS_MAX = 90;
export const SHARE_LABEL_MAX = 120;
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
    private readonly db: Database.Database,
    private readonly secret: Buffer,
    /** injectable clock, for expiry tests */
    private readonly now: () => Date = () => new Date(),
  ) {}

  private sign(part: string): string {
    return createHmac('sha256', this.secret).update(part).digest('base64url');
  }

  tokenFor(row: Pick<ShareRow, 'id' | 'site_id' | 'expires_at'>): string {
    const exp = Math.floor(Date.parse(row.expires_at) / 1000);
    const part = b64(JSON.stringify({ id: row.id, site_id: row.site_id, exp }));
    return `${part}.${this.sign(part)}`;
  }

  create(siteId: number, days: number, label: string | null, view: ReportView | null = null): ShareView {
    const now = this.now();
    const expires = new Date(now.getTime() + days * 86_400_000);
    const r = this.db
      .prepare('INSERT INTO shares (site_id, label, created_at, expires_at, view) VALUES (?, ?, ?, ?, ?)')
      .run(siteId, label, now.toISOString(), expires.toISOString(), view && JSON.stringify(view));
    return this.view(this.get(Number(r.lastInsertRowid)) as ShareRow);
  }

  get(id: number): ShareRow | undefined {
    return this.db.prepare('SELECT * FROM shares WHERE id = ?').get(id) as ShareRow | undefined;
  }

  list(siteId: number): ShareView[] {
    const rows = this.db
      .prepare('SELECT * FROM shares WHERE site_id = ? ORDER BY created_at DESC, id DESC')
      .all(siteId) as ShareRow[];
    return rows.map((r) => this.view(r));
  }

  revoke(id: number): ShareView | undefined {
    this.db
      .prepare('UPDATE shares SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL')
      .run(this.now().toISOString(), id);
    const row = this.get(id);
    return row && this.view(row);
  }

  status(row: ShareRow): ShareStatus {
    if (row.revoked_at) return 'revoked';
    return Date.parse(row.expires_at) <= this.now().getTime() ? 'expired' : 'active';
  }

  view(row: ShareRow): ShareView {
    const status = this.status(row);
    return {
      ...row,
      view: readShareView(row.view),
      status,
      url: status === 'active' ? `/share/${this.tokenFor(row)}` : null,
    };
  }

  verify(token: string | undefined): Verified {
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
    const row = typeof payload.id === 'number' ? this.get(payload.id) : undefined;
    if (!row || row.site_id !== payload.site_id) return bad;
    if (row.revoked_at) return { ok: false, reason: 'revoked' };
    const exp = typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
    const now = this.now().getTime();
    if (exp <= now || Date.parse(row.expires_at) <= now) return { ok: false, reason: 'expired' };
    return { ok: true, share: row };
  }
}
