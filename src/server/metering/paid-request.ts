import type { z } from 'zod';
import type { Operation } from '../../lib/operations.ts';
import { inWords, type FieldNames } from '../http/refusal.ts';
import { exportForm, FILTER_PARAM, JSON_BODIES, QUERIES } from './paid-schemas.ts';

/**
 * A metered request as the proxy reads it once, before anything is counted or sent: its query (each name given
 * once), its body read the way the service reads it whatever content type it came with, checked against the spec's
 * shape. What goes upstream is what was checked, so the budget and the service agree on what was asked.
 */
export interface MeterRequest {
  op: Operation;
  query: URLSearchParams;
  /** the checked JSON body (JSON operations) */
  json: unknown;
  /** form fields of the multipart export */
  form: [string, string][] | undefined;
  /** the person asked to bypass the cache (and confirmed the cost) */
  refresh: boolean;
  /** what is sent upstream, and its content type */
  body: Buffer | undefined;
  contentType: string | undefined;
}

export type ReadResult =
  { ok: true; request: MeterRequest } | { ok: false; status: 400 | 415; message: string };

const bad = (message: string): ReadResult => ({ ok: false, status: 400, message });

/** The fields whose name alone does not say what they are about. */
const NAMES: Partial<Record<string, FieldNames>> = {
  'audits.create.standard': { title: 'The audit title' },
  'audits.create.advanced': { title: 'The audit title' },
};

const complaint = (op: Operation, error: z.ZodError, word: string) => inWords(error, word, NAMES[op.id]);

/** A repeated query name (`limit=5&limit=1000`) would let the proxy count one value while the service reads another. */
function repeatedName(query: URLSearchParams): string | undefined {
  const seen = new Set<string>();
  for (const name of query.keys()) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}

function checkQuery(op: Operation, query: URLSearchParams): string | undefined {
  const twice = repeatedName(query);
  if (twice !== undefined) return `Query parameter "${twice}" is given more than once.`;
  const schema = QUERIES[op.id];
  if (!schema) return undefined;
  const plain: Record<string, string> = {};
  for (const [name, value] of query) {
    // the filters' names are open-ended: only their length is bounded here, the service judges the rest
    if (op.filters && FILTER_PARAM.test(name)) {
      if (value.length > 4000) return `Query parameter "${name}" is too long.`;
      continue;
    }
    plain[name] = value;
  }
  const checked = schema.safeParse(plain);
  return checked.success ? undefined : complaint(op, checked.error, 'parameter');
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** JSON bodies: read as JSON whatever the content type says, unless it names another encoding (415). */
function readJson(op: Operation, raw: Buffer, contentType: string | undefined): ReadResult | unknown {
  const type = mediaType(contentType);
  const jsonLike =
    type === '' || type === 'application/json' || type === 'text/plain' || type.endsWith('+json');
  if (!jsonLike)
    return {
      ok: false,
      status: 415,
      message: `${op.id} takes a JSON body; "${type}" is not read as one.`,
    } satisfies ReadResult;
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    return bad('The body must be JSON.');
  }
  const schema = JSON_BODIES[op.id];
  if (!schema) return value;
  const checked = schema.safeParse(value);
  return checked.success ? checked.data : bad(complaint(op, checked.error, 'field'));
}

async function readForm(
  raw: Buffer,
  contentType: string | undefined,
): Promise<ReadResult | [string, string][]> {
  const type = mediaType(contentType);
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded')
    return {
      ok: false,
      status: 415,
      message: `The keyword export takes form data; "${type}" is not read as such.`,
    };
  let pairs: [string, string][];
  try {
    const fd = await new Request('http://proxy.local/', {
      method: 'POST',
      headers: { 'content-type': contentType ?? '' },
      body: new Uint8Array(raw),
    }).formData();
    pairs = [];
    for (const [k, v] of fd.entries()) {
      if (typeof v !== 'string') return bad(`Form field "${k}" must be text, not a file.`);
      pairs.push([k, v]);
    }
  } catch {
    return bad('The body is not readable form data.');
  }
  const fields: Record<string, string | string[]> = {};
  for (const [k, v] of pairs) {
    if (k === 'keywords[]') ((fields[k] ??= []) as string[]).push(v);
    else if (k in fields) return bad(`Form field "${k}" is given more than once.`);
    else fields[k] = v;
  }
  const checked = exportForm.safeParse(fields);
  return checked.success ? pairs : bad(inWords(checked.error, 'field'));
}

const isResult = (v: unknown): v is ReadResult =>
  typeof v === 'object' && v !== null && 'ok' in v && (v as { ok: unknown }).ok === false;

/** Reads and checks a metered request. Paid operations are checked in full; free metered reads only for repeats. */
export async function readMeterRequest(a: {
  op: Operation;
  query: URLSearchParams;
  raw: Buffer;
  contentType: string | undefined;
  refresh: boolean;
}): Promise<ReadResult> {
  const { op, query, raw, contentType, refresh } = a;
  const queryProblem = checkQuery(op, query);
  if (queryProblem) return bad(queryProblem);
  const base = {
    op,
    query,
    refresh,
    json: undefined,
    form: undefined,
    body: undefined,
    contentType: undefined,
  };
  if (op.body === 'none' || op.method === 'GET') return { ok: true, request: base };
  if (op.body === 'form') {
    const form = await readForm(raw, contentType);
    if (isResult(form)) return form;
    return { ok: true, request: { ...base, form: form as [string, string][], body: raw, contentType } };
  }
  const json = readJson(op, raw, contentType);
  if (isResult(json)) return json;
  return {
    ok: true,
    request: {
      ...base,
      json,
      body: Buffer.from(JSON.stringify(json)),
      contentType: 'application/json',
    },
  };
}
