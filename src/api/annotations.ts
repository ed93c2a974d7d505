import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { invalidate } from './invalidate.ts';
import { localCall } from './local.ts';
import {
  annotationListSchema,
  annotationSchema,
  isDay,
  LABEL_MAX,
  NOTE_MAX,
  type Annotation,
} from '../lib/local-schemas/annotations.ts';

/**
 * Chart annotations: the proxy's own store (`/api/local/annotations`), not the service. Free, and shared by
 * everyone who uses this Searchboard server. Answers are parsed with the schemas the routes are written with.
 */
export { annotationSchema, type Annotation, LABEL_MAX, NOTE_MAX };

export interface AnnotationInput {
  date: string;
  label: string;
  note: string;
}

/** The server's rules, checked before sending so the message shows at the field. */
export function annotationErrors(a: AnnotationInput): Partial<Record<keyof AnnotationInput, string>> {
  const errors: Partial<Record<keyof AnnotationInput, string>> = {};
  if (!isDay(a.date)) errors.date = 'Choose a valid date.';
  const label = a.label.trim();
  if (label.length < 1 || label.length > LABEL_MAX)
    errors.label = `Enter a label of 1-${LABEL_MAX} characters.`;
  if (a.note.length > NOTE_MAX) errors.note = `Keep the note under ${NOTE_MAX + 1} characters.`;
  return errors;
}

const call = async <S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  body?: unknown,
  signal?: AbortSignal,
) =>
  schema.parse(
    await localCall('annotations', method, path, {
      body,
      signal,
      fallback: 'The Searchboard server did not save the annotation.',
    }),
  ) as z.output<S>;

export const listAnnotations = (siteId: number, signal?: AbortSignal) =>
  call('GET', `?site_id=${siteId}`, annotationListSchema, undefined, signal).then((r) => r.items);
export const createAnnotation = (siteId: number, a: AnnotationInput) =>
  call('POST', `?site_id=${siteId}`, annotationSchema, a);
export const updateAnnotation = (id: number, a: AnnotationInput) =>
  call('PUT', `/${id}`, annotationSchema, a);
export const deleteAnnotation = (id: number) => call('DELETE', `/${id}`, z.unknown());

export const annotationsQueries = {
  /** key-only: every annotation read of one site */
  site: (siteId: number) => ['annotations', siteId] as const,
  list: (siteId: number) =>
    queryOptions({
      queryKey: ['annotations', siteId, 'list', {}] as const,
      queryFn: ({ signal }) => listAnnotations(siteId, signal),
    }),
};

/** The team's markers: each write re-reads the site's markers (every chart that draws them). */
export const annotationsMutations = {
  create: (siteId: number) =>
    mutationOptions({
      mutationFn: (a: AnnotationInput) => createAnnotation(siteId, a),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, [annotationsQueries.site(siteId)]),
    }),
  update: (siteId: number) =>
    mutationOptions({
      mutationFn: ({ id, a }: { id: number; a: AnnotationInput }) => updateAnnotation(id, a),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, [annotationsQueries.site(siteId)]),
    }),
  remove: (siteId: number) =>
    mutationOptions({
      mutationFn: (id: number) => deleteAnnotation(id),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, [annotationsQueries.site(siteId)]),
    }),
};
