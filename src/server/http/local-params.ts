import type { Context, MiddlewareHandler } from 'hono';
import { zValidator, type Hook } from '@hono/zod-validator';
import type { z } from 'zod';
import { fieldErrors } from '../../lib/local-schemas/params.ts';
import { json } from './answer.ts';
import type { AppEnv } from './env.ts';

/**
 * How the proxy's own endpoints (`/api/local/*`) take their input, checked the way the spec checks the service's:
 * integers are integers, within their bounds, each parameter given once; a body over its size is 413, unreadable
 * JSON 400. A refusal names each field: `400 {message, errors: {field: message}}`.
 */

/** Local writes are small JSON bodies (an annotation, a share link): anything larger is refused unread. */
export const MAX_LOCAL_BODY = 16 * 1024;

type Ctx = Context<AppEnv>;

/** 400 naming each field; `message` is the first field's unless the route has one of its own. */
export function refuse(c: Ctx, errors: Record<string, string>, message?: string): Response {
  return json(c, 400, { message: message ?? Object.values(errors)[0] ?? 'Check the fields.', errors });
}

export const notAllowed = (c: Ctx) => json(c, 405, { message: 'Method not allowed' });

/** A route's GET only: a HEAD the framework would hand to it is refused, as any other method is. */
export const getOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'HEAD') return notAllowed(c);
  await next();
};

/** The query checked by `schema`; a refusal names the parameter. */
export function query<S extends z.ZodType>(schema: S, message?: string) {
  const hook: Hook<z.infer<S>, AppEnv, string, 'query', object, S> = (result, c) => {
    if (!result.success) return refuse(c, fieldErrors(result.error.issues), message);
  };
  return zValidator<S, 'query', AppEnv, string, typeof hook>('query', schema, hook);
}

class BodyError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** Reads what is left of a body without keeping it, so the answer reaches a sender still writing. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    while (!(await reader.read()).done);
  } catch {
    // the sender went away: nothing to drain
  }
}

/**
 * The body as JSON, at most `max` bytes whatever its content type says (an empty body is null). Over the size it
 * is refused before or as soon as it is over, and the rest is read and dropped.
 */
async function readJson(c: Ctx, max: number): Promise<unknown> {
  const tooLarge = new BodyError(413, `The body must be under ${max / 1024} KB.`);
  const reader = c.req.raw.body?.getReader();
  if (Number(c.req.header('content-length') ?? 0) > max) {
    if (reader) void drain(reader);
    throw tooLarge;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const chunk = reader
      ? await reader.read().catch(() => {
          throw new BodyError(400, `The body must be a JSON object under ${MAX_LOCAL_BODY / 1024} KB.`);
        })
      : { done: true as const };
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > max) {
      void drain(reader!);
      throw tooLarge;
    }
    chunks.push(chunk.value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
  } catch {
    throw new BodyError(400, 'The body must be JSON.');
  }
}

/**
 * The JSON body checked by `schema`, for `c.req.valid('json')`. Read here rather than by the framework's JSON
 * validator, which skips a body not labelled JSON: these endpoints read any body as JSON, as they always have.
 */
export function body<S extends z.ZodType>(
  schema: S,
  options: { message?: string; max?: number } = {},
): MiddlewareHandler<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  return async (c, next) => {
    let raw: unknown;
    try {
      raw = await readJson(c, options.max ?? MAX_LOCAL_BODY);
    } catch (err) {
      if (!(err instanceof BodyError)) throw err;
      return json(c, err.status, { message: err.message });
    }
    const checked = await schema.safeParseAsync(raw);
    if (!checked.success) return refuse(c, fieldErrors(checked.error.issues), options.message);
    c.req.addValidatedData('json', checked.data as object);
    await next();
  };
}
