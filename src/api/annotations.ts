import { z } from 'zod';
import { localArea, siteListQueries, writeThenReread } from './local-area.ts';
import { isDay } from '../lib/dates.ts';
import {
  annotationListSchema,
  annotationSchema,
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

const { call } = localArea('annotations', 'The Searchboard server did not save the annotation.');

export const listAnnotations = (siteId: number, signal?: AbortSignal) =>
  call('GET', `?site_id=${siteId}`, annotationListSchema, undefined, signal).then((r) => r.items);
export const createAnnotation = (siteId: number, a: AnnotationInput) =>
  call('POST', `?site_id=${siteId}`, annotationSchema, a);
export const updateAnnotation = (id: number, a: AnnotationInput) =>
  call('PUT', `/${id}`, annotationSchema, a);
export const deleteAnnotation = (id: number) => call('DELETE', `/${id}`, z.unknown());

export const annotationsQueries = siteListQueries('annotations', listAnnotations);

/** The team's markers: each write re-reads the site's markers (every chart that draws them). */
export const annotationsMutations = {
  create: (siteId: number) =>
    writeThenReread([annotationsQueries.site(siteId)], (a: AnnotationInput) => createAnnotation(siteId, a)),
  update: (siteId: number) =>
    writeThenReread([annotationsQueries.site(siteId)], ({ id, a }: { id: number; a: AnnotationInput }) =>
      updateAnnotation(id, a),
    ),
  remove: (siteId: number) => writeThenReread([annotationsQueries.site(siteId)], deleteAnnotation),
};
