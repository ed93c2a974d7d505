import { isoDateTime } from '../../clock.ts';
import { HttpError, ok, type Handler } from '../../http.ts';
import { isSearchEngine, SEARCH_ENGINE_PAIR } from '../../vocabulary.ts';
import { ISO_639_1 } from './language-codes.ts';
import { findLocation } from './locations.ts';
import { insertTasks, recentCreateCalls, unfinishedCount, type NewTask } from './store.ts';

/**
 * POST /v1/serp/classic/tasks. One call ("task" in the spec's limits: up to 10 keywords) creates one SERP task
 * per keyword. Limits: more than 10 accepted calls within one second → 429 "Too Many Requests"; more than 600
 * unfinished tasks → 429 `processing_limit_exceeded` (429 because waiting resolves it, as with the rate limit).
 */

export const SEARCH_ENGINE = SEARCH_ENGINE_PAIR[0];
export const MAX_QUERIES = 10;
export const MAX_QUERY_LENGTH = 255;
export const MAX_CALLS_PER_SECOND = 10;
export const MAX_UNFINISHED = 600;

const bad = (message: string) => new HttpError(400, message);

function queries(body: Record<string, unknown>): string[] {
  const raw = body.query ?? body['query[]'];
  if (raw === undefined || raw === null) throw bad('query[] is required: an array of 1-10 keywords');
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length === 0) throw bad('query[] must hold at least one keyword');
  if (list.length > MAX_QUERIES)
    throw bad(`query[]: at most ${MAX_QUERIES} keywords per task, got ${list.length}`);
  return list.map((q, i) => {
    if (typeof q !== 'string' || q.trim() === '') throw bad(`query[${i}] must be a non-empty string`);
    if (q.trim().length > MAX_QUERY_LENGTH)
      throw bad(`query[${i}] is longer than ${MAX_QUERY_LENGTH} characters`);
    return q.trim();
  });
}

function parse(body: unknown): NewTask[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw bad('a JSON object body is required');
  }
  const b = body as Record<string, unknown>;
  if (b.search_engine === undefined || b.search_engine === '') throw bad('search_engine is required');
  // the spec's label or the service's own name for the same engine (src/sandbox/vocabulary.ts)
  if (!isSearchEngine(b.search_engine))
    throw bad(
      `search_engine must be ${SEARCH_ENGINE_PAIR[0]} (the service's name: ${SEARCH_ENGINE_PAIR[1]})`,
    );
  const qs = queries(b);
  if (b.device === undefined || b.device === '') throw bad('device is required (desktop or mobile)');
  if (b.device !== 'desktop' && b.device !== 'mobile') throw bad('device must be desktop or mobile');
  if (b.language_code === undefined || b.language_code === '') throw bad('language_code is required');
  const lang = typeof b.language_code === 'string' ? b.language_code.trim().toLowerCase() : '';
  if (!ISO_639_1.has(lang)) throw bad('language_code must be an ISO 639-1 code, e.g. en');
  if (b.location_id === undefined || b.location_id === '' || b.location_id === null)
    throw bad('location_id is required');
  const loc = Number(b.location_id);
  if (!Number.isInteger(loc) || (typeof b.location_id !== 'number' && typeof b.location_id !== 'string')) {
    throw bad('location_id must be an integer');
  }
  if (!findLocation(loc)) {
    throw bad(`location_id ${loc} is not a known location (see GET /v1/serp/classic/locations)`);
  }
  let tag: string | null = null;
  if (b.tag !== undefined && b.tag !== null) {
    if (typeof b.tag !== 'string' || b.tag.trim() === '')
      throw bad('tag must be a non-empty string when given');
    tag = b.tag;
  }
  return qs.map((query) => ({
    query,
    device: b.device as NewTask['device'],
    language_code: lang,
    location_id: loc,
    tag,
  }));
}

export const createHandler: Handler = (req, ctx) => {
  const tasks = parse(req.body);
  if (recentCreateCalls(ctx) >= MAX_CALLS_PER_SECOND) {
    const description = `More than ${MAX_CALLS_PER_SECOND} task-creation requests per second; retry in a second`;
    throw new HttpError(429, 'Too Many Requests', {
      error: { code: 429, message: 'Too Many Requests', description },
    });
  }
  const running = unfinishedCount(ctx);
  if (running + tasks.length > MAX_UNFINISHED) {
    const description =
      `processing_limit_exceeded: ${running} SERP tasks are still being processed and up to ${MAX_UNFINISHED} ` +
      `may run in parallel; wait for some to complete`;
    throw new HttpError(429, description, {
      error: { code: 429, message: 'processing_limit_exceeded', description },
    });
  }
  const now = ctx.clock.now().getTime();
  // is_completed is false on creation even with a zero serpMs (spec, States: "creation ... always ... false").
  return ok(
    insertTasks(ctx, tasks).map((t) => ({
      id: t.id,
      query: t.query,
      location_id: t.location_id,
      language_code: t.language_code,
      is_completed: false,
      added: isoDateTime(new Date(now)),
    })),
  );
};
