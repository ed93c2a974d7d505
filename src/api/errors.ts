import type { ApiBase } from './base.ts';

export type ApiErrorKind =
  | 'auth'
  | 'credits'
  | 'rate_limit'
  | 'not_found'
  | 'invalid'
  | 'server'
  | 'timeout'
  | 'network'
  | 'parse'
  | 'forbidden';

const KEY_NAME: Record<ApiBase, string> = {
  project: 'PROJECT_API_KEY (a 40-character hexadecimal project key)',
  data: 'DATA_API_KEY (a UUID data key)',
  backlinks: 'BACKLINKS_API_KEY (the data key, a UUID)',
};

/** A failed call, with a message a person can read and whether it may be sent again without asking. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly kind: ApiErrorKind,
    readonly base: ApiBase,
    readonly method: string,
    /** true when sending the same request again cannot spend credits or change state twice */
    readonly retrySafe: boolean,
    readonly body?: unknown,
    /** from a Retry-After header, in ms */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  /** Refused by Searchboard itself (its checks, its budget): the service never saw the call. */
  get refusedHere(): boolean {
    return this.status
      ? (this.body as { refused_by?: unknown } | undefined)?.refused_by === 'searchboard'
      : this.kind === 'invalid';
  }

  /** Searchboard's own 401: the person's session ended (the service's 401 is a refused key instead). */
  get signedOut(): boolean {
    return this.status === 401 && this.refusedHere;
  }

  /** Transient failures of safe requests: the only ones retried automatically. */
  get autoRetry(): boolean {
    return (
      this.retrySafe && !this.signedOut && ['rate_limit', 'server', 'timeout', 'network'].includes(this.kind)
    );
  }
}

/** A readable message from any of the service's error body shapes (see service-notes). */
export function messageFromBody(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() ? body.trim().slice(0, 300) : undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  const pick = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  if (typeof b.error === 'object' && b.error !== null) {
    const e = b.error as Record<string, unknown>;
    const message = pick(e.message);
    const description = pick(e.description);
    if (message && description && description !== message) return `${message}: ${description}`;
    return message ?? description;
  }
  return pick(b.error_description) ?? pick(b.message) ?? pick(b.detail) ?? pick(b.error) ?? pick(b.title);
}

const FUNDS = /insufficient|not enough money|funds|balance too low|no credits|credit budget/i;

export function classify(status: number, message: string): ApiErrorKind {
  if (status === 402 || ([400, 403].includes(status) && FUNDS.test(message))) return 'credits';
  if (status === 401) return 'auth';
  if (status === 403) return /token|key|auth/i.test(message) ? 'auth' : 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limit';
  if (status === 504 || status === 408) return 'timeout';
  if (status >= 500) return 'server';
  return 'invalid';
}

export function errorFromResponse(
  status: number,
  body: unknown,
  base: ApiBase,
  method: string,
  paid: boolean,
  retryAfter: string | null,
): ApiError {
  const raw = messageFromBody(body);
  // a door Searchboard keeps shut for the person's role (403): its message says why, whatever words it uses
  const here = (body as { refused_by?: unknown } | null)?.refused_by === 'searchboard';
  const kind = here && status === 403 ? 'forbidden' : classify(status, raw ?? '');
  let message = raw ?? `The service answered ${status}`;
  // Searchboard's own 401 is about the person's session, not a key: ErrorPanel tells it apart (signedOut)
  if (kind === 'auth' && !(here && status === 401)) {
    message = `The ${base} key was refused (${status}${raw ? `: ${raw}` : ''}). Check ${KEY_NAME[base]} in the server's environment.`;
  } else if (kind === 'rate_limit') {
    message = `Too many requests at once (${raw ?? '429'}). Wait a moment and try again.`;
  }
  const seconds = retryAfter !== null ? Number(retryAfter) : NaN;
  const retryAfterMs = Number.isFinite(seconds) ? Math.max(0, seconds * 1000) : undefined;
  const safe = method === 'GET' && !paid;
  return new ApiError(status, message, kind, base, method, safe, body, retryAfterMs);
}
