import { z } from 'zod';
import { isCountryCode } from '../../lib/country-codes.ts';
import { LIMITS } from '../../lib/limits.ts';
import type { OperationId } from '../../lib/operations.ts';
import { inWords, type FieldNames } from '../http/refusal.ts';

/**
 * The free writes whose texts the server bounds before they reach the service. They spend nothing, so no budget
 * reads them; yet the service keeps whatever it is sent (an engine in country "XX", a group name of 10,000
 * characters), and every page that shows it afterwards pays. Only the named fields are checked, and only as far as
 * LIMITS and the spec go: the rest of a body stays the service's to judge, and what is sent is what came.
 */

/** required and non-empty, as the spec has each of these texts ("required", "400 if … empty") */
const text = (max: number) => z.string().trim().min(1).max(max);

/** spec: `country_code` "ISO 3166-1 alpha-2" */
const country = z
  .string()
  .refine((v) => isCountryCode(v.trim()), 'must be a country code (ISO 3166-1 alpha-2), such as US or DE');
const region = text(LIMITS.regionName).nullable().optional();

const task: FieldNames = { title: 'The task title', text: 'The task text' };
const group: FieldNames = { name: 'The group name' };

const WRITES: Partial<Record<string, { schema: z.ZodType; names?: FieldNames }>> = {
  'groups.create': { schema: z.looseObject({ name: text(LIMITS.groupName) }), names: group },
  'groups.rename': { schema: z.looseObject({ name: text(LIMITS.groupName) }), names: group },
  'checklist.task.add': {
    schema: z.looseObject({ title: text(LIMITS.taskTitle), text: text(LIMITS.taskText) }),
    names: task,
  },
  // one path for editing a task and ticking it: the texts are checked when they are sent
  'checklist.task.put': {
    schema: z.looseObject({
      title: text(LIMITS.taskTitle).optional(),
      text: text(LIMITS.taskText).optional(),
    }),
    names: task,
  },
  'ai.brand.set': { schema: z.looseObject({ brand: text(LIMITS.brand) }) },
  'ai.prompts.add': { schema: z.looseObject({ prompts: z.array(text(LIMITS.prompt)).min(1) }) },
  'ai.engine.create': { schema: z.looseObject({ country_code: country, region_name: region }) },
  'ai.engine.update': { schema: z.looseObject({ region_name: region }) },
  'audits.rename': {
    schema: z.looseObject({ title: text(LIMITS.auditTitle) }),
    names: { title: 'The audit title' },
  },
} satisfies Partial<Record<OperationId, unknown>>;

/** Why a free write's body is refused, in words, and the field it is about; undefined when it may go. */
export function writeProblem(opId: string, body: Buffer): { message: string; field?: string } | undefined {
  const write = WRITES[opId];
  if (!write) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return { message: 'The body must be JSON.' };
  }
  const checked = write.schema.safeParse(value);
  if (checked.success) return undefined;
  const field = checked.error.issues[0]?.path[0];
  return {
    message: inWords(checked.error, 'field', write.names),
    ...(typeof field === 'string' ? { field } : {}),
  };
}
