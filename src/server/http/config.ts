import { existsSync } from 'node:fs';
import type { UpstreamBase } from '../../lib/operations.ts';
import { parseSmtpUrl } from '../mail/smtp-url.ts';

export interface Upstream {
  /** base address without a trailing slash, e.g. `https://api.example.com/v1`… as the service documents it */
  url: string;
  key: string;
}

export interface ServerConfig {
  /** upstreams given in the environment; a missing one is served by the embedded sandbox */
  upstreams: Partial<Record<UpstreamBase, Upstream>>;
  /** host names (without port) the proxy answers to, against DNS rebinding */
  allowedHosts: string[];
  timeoutMs: number;
  maxBodyBytes: number;
  /** folder of the proxy's own store (.data) */
  dataDir: string;
  /** the embedded sandbox's database (default `<dataDir>/sandbox.db`; `:memory:` in tests) */
  sandboxDbPath?: string;
  /** the proxy's own store folder (default dataDir; `:memory:` in tests) */
  storeDir?: string;
  /** DATABASE_URL: a `postgres://` address puts the store in PostgreSQL (several replicas share it) */
  databaseUrl?: string;
  /** optional credit budgets (CREDIT_BUDGET_DAILY, CREDIT_BUDGET_MONTHLY) */
  budget: { daily?: number; monthly?: number };
  log: boolean;
  /** SHARE_SECRET: signs share links; unset = generated on first start and kept in the store folder */
  shareSecret?: string;
  /**
   * Calls a second toward each upstream (PACE_PROJECT_RPS, PACE_DATA_RPS, PACE_BACKLINKS_RPS): the service's
   * documented limits for a live upstream, none for the embedded sandbox unless set; 0 turns it off.
   */
  pace: Partial<Record<UpstreamBase, number>>;
  /** how long a call may wait for its slot before the proxy answers 429 itself (PACE_MAX_WAIT_MS) */
  paceMaxWaitMs: number;
  /** the store's clock (tests pair it with the sandbox's manual clock); default the system clock */
  now?: () => Date;
  /** SMTP_URL: mail goes out over SMTP; unset, it is kept in the store's outbox (the dashboard shows it) */
  smtpUrl?: string;
  /** MAIL_FROM: the sender's address (a brand's name replaces its display name) */
  mailFrom: string;
  /** PUBLIC_URL without a trailing slash: the host of links in mail; unset, the address the server listens on */
  publicUrl?: string;
  /** CHROMIUM_PATH: the browser that renders report PDFs */
  chromiumPath: string;
  /** ALERTS_CHECK_HOUR: the UTC hour of the day's AI-statistics check and of the alert digest (default 7) */
  alertsCheckHour?: number;
}

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** SMTP_URL checked at start, so a typo stops the server rather than every report's send. */
function smtpUrl(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  try {
    parseSmtpUrl(v);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  return v;
}

/**
 * MAIL_FROM, else the SMTP login when it is an address (most providers send only from the account's own address),
 * else a name on the dashboard's own host.
 */
function mailFrom(
  value: string | undefined,
  smtp: string | undefined,
  publicUrl: string | undefined,
): string {
  const v = value?.trim();
  if (v) {
    if (!/[^\s@<>]+@[^\s@<>]+/.test(v))
      throw new ConfigError('MAIL_FROM must be an email address, e.g. "Reports <reports@example.com>".');
    return v;
  }
  const user = smtp ? parseSmtpUrl(smtp).auth?.user : undefined;
  if (user && /^[^\s@]+@[^\s@]+$/.test(user)) return user;
  let host = 'localhost';
  try {
    if (publicUrl) host = new URL(publicUrl).hostname || host;
  } catch {
    // a PUBLIC_URL that is no address leaves the default host
  }
  return `Searchboard <reports@${host}>`;
}

function publicUrl(value: string | undefined): string | undefined {
  const v = value?.trim().replace(/\/+$/, '');
  if (!v) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(v);
  } catch {
    throw new ConfigError('PUBLIC_URL is not a valid address (https://searchboard.example.com).');
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) throw new ConfigError('PUBLIC_URL must be http(s).');
  return v;
}

const ENV_NAMES: Record<UpstreamBase, { url: string; key: string; pace: string }> = {
  project: { url: 'PROJECT_API_URL', key: 'PROJECT_API_KEY', pace: 'PACE_PROJECT_RPS' },
  data: { url: 'DATA_API_URL', key: 'DATA_API_KEY', pace: 'PACE_DATA_RPS' },
  backlinks: { url: 'BACKLINKS_API_URL', key: 'BACKLINKS_API_KEY', pace: 'PACE_BACKLINKS_RPS' },
};

/** The service's documented rates per key (service notes: "data interface 10 requests/s, project interface 5"). */
const SERVICE_RATES: Record<UpstreamBase, number> = { project: 5, data: 10, backlinks: 10 };

function rate(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new ConfigError(`${name} must be a whole number of calls a second.`);
  return n;
}

/** Reads `.env` (if present) into process.env without overriding what the environment already sets. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

export class ConfigError extends Error {}

function budget(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number of credits.`);
  return n;
}

function shareSecret(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (v.length < 32)
    throw new ConfigError('SHARE_SECRET must be at least 32 characters (or leave it unset).');
  return v;
}

/**
 * DATABASE_URL: a `postgres://` address, or nothing (the embedded SQLite store). Several replicas must sign share
 * links with one secret, so PostgreSQL needs SHARE_SECRET: a secret generated per server would make each replica
 * refuse the others' links.
 */
function databaseUrl(value: string | undefined, secret: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(v);
  } catch {
    throw new ConfigError(
      'DATABASE_URL is not a valid address (postgres://user:password@host:5432/database).',
    );
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:')
    throw new ConfigError(
      'DATABASE_URL must be a postgres:// address (leave it unset for the embedded SQLite store).',
    );
  if (!secret)
    throw new ConfigError(
      'DATABASE_URL is set but SHARE_SECRET is not: every server sharing this database must sign share links with ' +
        'the same secret, so set SHARE_SECRET (at least 32 characters, e.g. `openssl rand -hex 32`) on each of them.',
    );
  return v;
}

function checkHour(value: string | undefined): number | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  const n = Number(v);
  if (!/^\d+$/.test(v) || n > 23)
    throw new ConfigError('ALERTS_CHECK_HOUR must be an hour from 0 to 23 (UTC).');
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const upstreams: ServerConfig['upstreams'] = {};
  for (const base of Object.keys(ENV_NAMES) as UpstreamBase[]) {
    const names = ENV_NAMES[base];
    const url = env[names.url]?.trim();
    // The backlink reports take the data key unless a key of their own is given.
    const key = (env[names.key] ?? (base === 'backlinks' ? env.DATA_API_KEY : undefined))?.trim();
    if (!url) continue;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new ConfigError(`${names.url} is not a valid address.`);
    }
    if (!['http:', 'https:'].includes(parsed.protocol))
      throw new ConfigError(`${names.url} must be http(s).`);
    if (!key) throw new ConfigError(`${names.url} is set but ${names.key} is not.`);
    upstreams[base] = { url: url.replace(/\/+$/, ''), key };
  }
  const pace: ServerConfig['pace'] = {};
  for (const base of Object.keys(ENV_NAMES) as UpstreamBase[]) {
    const r =
      rate(env[ENV_NAMES[base].pace], ENV_NAMES[base].pace) ?? (upstreams[base] ? SERVICE_RATES[base] : 0);
    if (r > 0) pace[base] = r;
  }
  const extraHosts = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return {
    upstreams,
    allowedHosts: ['localhost', '127.0.0.1', '[::1]', ...extraHosts],
    timeoutMs: Number(env.PROXY_TIMEOUT_MS ?? 60_000),
    maxBodyBytes: Number(env.PROXY_MAX_BODY_BYTES ?? 5 * 1024 * 1024),
    dataDir: env.SEARCHBOARD_DATA_DIR ?? '.data',
    budget: {
      daily: budget(env.CREDIT_BUDGET_DAILY, 'CREDIT_BUDGET_DAILY'),
      monthly: budget(env.CREDIT_BUDGET_MONTHLY, 'CREDIT_BUDGET_MONTHLY'),
    },
    // a line per request drowns the start banner and the errors in a day of use: only when asked for
    log: ['1', 'true', 'yes', 'on'].includes((env.PROXY_LOG ?? '').trim().toLowerCase()),
    pace,
    paceMaxWaitMs: rate(env.PACE_MAX_WAIT_MS, 'PACE_MAX_WAIT_MS') ?? 3000,
    shareSecret: shareSecret(env.SHARE_SECRET),
    databaseUrl: databaseUrl(env.DATABASE_URL, shareSecret(env.SHARE_SECRET)),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: mailFrom(env.MAIL_FROM, smtpUrl(env.SMTP_URL), publicUrl(env.PUBLIC_URL)),
    publicUrl: publicUrl(env.PUBLIC_URL),
    chromiumPath: env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM_PATH,
    alertsCheckHour: checkHour(env.ALERTS_CHECK_HOUR),
  };
}
