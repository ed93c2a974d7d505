import { isoDate, isoDateTime } from '../../clock.ts';
import {
  HttpError,
  ok,
  type Handler,
  type SandboxContext,
  type SandboxRequest,
  type SandboxResponse,
} from '../../http.ts';
import { findLocation } from './locations.ts';
import type { SerpItem } from './item.ts';
import { advancedView, buildSerp, standardView, type Serp } from './page.ts';
import { isCompleted, readableTask, recentTasks, taskJson, type Task } from './store.ts';
import { htmlZip } from './html.ts';

/** The three result endpoints and the task list: `{status: "processing"}` (200) until the task is collected. */

export const PROCESSING = { status: 'processing' };

export function serpOf(t: Task): Serp {
  const location = findLocation(t.location_id);
  if (!location) throw new HttpError(500, `SERP task ${t.id} has an unknown location`);
  const day = isoDate(new Date(t.completedMs));
  return buildSerp({ query: t.query, device: t.device, location, language_code: t.language_code, day });
}

export function resultJson(t: Task, serp: Serp, items: SerpItem[]) {
  const location = findLocation(t.location_id);
  const gl = location?.country_code.toLowerCase() ?? 'us';
  const params = new URLSearchParams({ q: t.query, hl: t.language_code, gl, num: '100' });
  return {
    request_metadata: {
      keyword: t.query,
      device: t.device,
      location_id: t.location_id,
      language_code: t.language_code,
      ...(t.tag !== null ? { tag: t.tag } : {}),
      crawled_at: isoDateTime(new Date(t.completedMs)),
      serp_url: `https://www.web-search-engine-1.example/search?${params.toString()}`,
    },
    summary: {
      total_results: serp.total_results,
      organic_items_count: items.filter((i) => i.type === 'organic').length,
      SERP_features: serp.SERP_features,
    },
    items,
  };
}

export function taskIdOf(req: SandboxRequest): number {
  const raw = req.query.get('task_id');
  if (raw === null || raw.trim() === '') throw new HttpError(400, 'task_id is required');
  if (!/^\d+$/.test(raw.trim())) throw new HttpError(400, 'task_id must be a positive integer');
  return Number(raw.trim());
}

/** Resolves the task (404 unknown/expired), then answers processing or runs `done`. */
function withTask(done: (t: Task, ctx: SandboxContext) => SandboxResponse): Handler {
  return (req, ctx) => {
    const t = readableTask(ctx, taskIdOf(req));
    if (!isCompleted(t, ctx.clock.now().getTime())) return ok(PROCESSING);
    return done(t, ctx);
  };
}

const standardHandler = withTask((t) => {
  const serp = serpOf(t);
  return ok(resultJson(t, serp, standardView(serp)));
});

/** GET /v1/serp/classic/tasks: with `task_id` the standard result, without it the last 24 hours of tasks. */
export const tasksGetHandler: Handler = (req, ctx) => {
  if (req.query.has('task_id')) return standardHandler(req, ctx);
  const now = ctx.clock.now().getTime();
  return ok(recentTasks(ctx).map((t) => taskJson(t, now)));
};

export const advancedHandler = withTask((t) => {
  const serp = serpOf(t);
  return ok(resultJson(t, serp, advancedView(serp)));
});

export const htmlHandler = withTask((t) => ({
  status: 200,
  raw: htmlZip(t, standardView(serpOf(t))),
  headers: {
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="serp-task-${t.id}.zip"`,
  },
}));
