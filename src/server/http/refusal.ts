import type { z } from 'zod';

/**
 * A refusal of Searchboard's own (its checks of a request, its budget, its size limits), as opposed to an answer
 * of the service passed back: the marker lets the browser title it "Searchboard refused the request", so nobody
 * goes looking for a fault at the service that never saw the call.
 */
export const refusal = (message: string, field?: string) => ({
  message,
  refused_by: 'searchboard' as const,
  // the shape the service's own field errors come in, so a form shows the message at the field it names
  ...(field ? { errors: { [field]: [message] } } : {}),
});

/** A field's name in words; a list gives how one item is called (counted from 1) and how the items are. */
type Name = string | { item: string; items: string };

/** Names of the fields and parameters the server checks, as a person filling the form knows them. */
const NAMES: Record<string, Name> = {
  domain: 'The domain',
  settings: 'The crawl settings',
  search_engine: 'The search engine',
  query: { item: 'Keyword', items: 'keywords' },
  'keywords[]': { item: 'Keyword', items: 'keywords' },
  device: 'The device',
  language_code: 'The language',
  location_id: 'The location',
  tag: 'The tag',
  mode: 'The report mode',
  target: 'The report target',
  report_id: 'The report id',
  source: 'The database',
  keyword: 'The seed keyword',
  limit: 'The number of keywords asked for (limit)',
  offset: 'The offset',
  sort: 'The sort column',
  sort_order: 'The sort order',
  history_trend: 'The history trend choice',
  cols: 'The columns',
  task_id: 'The task id',
  audit_id: 'The audit id',
  brand: 'The brand',
  prompts: { item: 'Prompt', items: 'prompts' },
  base_name: 'The engine',
  country_code: 'The country',
  region_name: 'The region',
  lang_code: 'The language',
};

/** How the fields of one request are called where the table above is not enough (a `title` of what). */
export type FieldNames = Readonly<Record<string, string>>;

function nameOf(path: readonly PropertyKey[], names: FieldNames): string {
  const [head, index, ...rest] = path.map(String);
  if (head === undefined) return 'The request';
  if (head === 'settings' && index !== undefined) return `The crawl setting "${index}"`;
  const name = names[head] ?? NAMES[head];
  if (typeof name === 'object')
    return index !== undefined && /^\d+$/.test(index) && rest.length === 0
      ? `${name.item} ${Number(index) + 1}`
      : `The ${name.items}`;
  if (name !== undefined && index === undefined) return name;
  return `The field "${path.map(String).join('.')}"`;
}

const listNames = (path: readonly PropertyKey[]) => {
  const name = NAMES[String(path[0])];
  return typeof name === 'object' && path.length === 1 ? name : undefined;
};

/**
 * zod's own messages ("Too big: expected string…"). A schema's own message is in words instead: a predicate the
 * field's name goes before ("must be a whole number"), or a whole sentence when it starts with a capital.
 */
const DEFAULT = /^(Invalid|Too (big|small)|Unrecognized)/;

const TYPES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/** One complaint of a schema as a sentence naming the field in words ("Keyword 1 is longer than 255 characters."). */
function sentence(issue: z.core.$ZodIssue, names: FieldNames, word: string): string {
  const field = nameOf(issue.path, names);
  if (!DEFAULT.test(issue.message))
    return /^[A-Z]/.test(issue.message) ? `${issue.message}.` : `${field} ${issue.message}.`;
  const list = listNames(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined$/.test(issue.message)
        ? `${field} is missing.`
        : `${field} must be ${TYPES[issue.expected] ?? issue.expected}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} is longer than ${issue.maximum} characters.`;
      if (list) return `Give at most ${issue.maximum} ${list.items}.`;
      return `${field} must be at most ${issue.maximum}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? `${field} is empty.`
          : `${field} is shorter than ${issue.minimum} characters.`;
      if (list) return `Give at least one ${list.item.toLowerCase()}.`;
      return `${field} must be at least ${issue.minimum}.`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys': {
      // the names are the caller's: a few, each cut short, are enough to find them
      const keys = issue.keys
        .slice(0, 3)
        .map((k) => `"${k.slice(0, 40)}"`)
        .join(', ');
      return issue.path.length > 0
        ? `There is no ${word} ${keys} in ${field.charAt(0).toLowerCase()}${field.slice(1)}.`
        : `This request takes no ${word} ${keys}.`;
    }
    default:
      return `${field} is not valid.`;
  }
}

/**
 * A schema's first complaint about a request, in words a person can act on. `word` says what the request's
 * names are ("field", "parameter").
 */
export function inWords(error: z.ZodError, word: string, names: FieldNames = {}): string {
  const issue = error.issues[0];
  return issue ? sentence(issue, names, word) : 'The request does not fit the service’s shape.';
}
