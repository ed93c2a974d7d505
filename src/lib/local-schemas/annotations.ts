import { z } from 'zod';
import { isDay } from '../dates.ts';

/**
 * Chart annotations, `/api/local/annotations`: what the routes take and answer. The routes validate a marker with
 * `annotationInputSchema`; the browser parses their answers with `annotationSchema` and `annotationListSchema`.
 */

export const LABEL_MAX = 120;
export const NOTE_MAX = 1000;

const asObject = (b: unknown) => (b && typeof b === 'object' && !Array.isArray(b) ? b : {});
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A marker: date YYYY-MM-DD (a real day), label 1-120 characters, note up to 1000 (empty or absent: none). */
export const annotationInputSchema = z.lazy(() =>
  z.preprocess(
    asObject,
    z.object({
      date: z.preprocess(text, z.string().refine(isDay, 'Enter a date as YYYY-MM-DD.')),
      label: z.preprocess(
        text,
        z
          .string()
          .trim()
          .min(1, `Enter a label of 1-${LABEL_MAX} characters.`)
          .max(LABEL_MAX, `Enter a label of 1-${LABEL_MAX} characters.`),
      ),
      note: z
        .string('The note must be text.')
        .max(NOTE_MAX, `Keep the note under ${NOTE_MAX + 1} characters.`)
        .nullish()
        .transform((n) => n?.trim() || null),
    }),
  ),
);
export type AnnotationInput = z.output<typeof annotationInputSchema>;

/** A marker as the routes answer it (the store's row). */
export const annotationSchema = z.lazy(() =>
  z.looseObject({
    id: z.number().int(),
    site_id: z.number().int(),
    date: z.string(),
    label: z.string(),
    note: z.string().nullable().catch(null),
    updated_at: z.string().catch(''),
  }),
);
export type Annotation = z.output<typeof annotationSchema>;

export const annotationListSchema = z.lazy(() =>
  z.looseObject({ items: z.array(annotationSchema).catch([]) }),
);
