import { z } from 'zod';

/**
 * The pieces the proxy's own endpoints (`/api/local/*`) check their input with, shared by the routes and the
 * browser's modules. A query parameter arrives as a string, or as a list when the address gives it more than once.
 */

/** The answer to input a route refuses: one message, and each field's own (the page shows it at the field). */
export interface Refusal {
  message: string;
  errors: Record<string, string>;
}

/** Each field's first message, in the schema's order; a message for the whole input is filed under `body`. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A whole number from `min` to `max` given at most once; absent means `fallback` (none: required). The messages
 * name the parameter and its range, as the service's own checks do.
 */
export function wholeParam(name: string, bounds: { min: number; max: number; fallback?: number }) {
  const range = `a whole number from ${bounds.min} to ${bounds.max}`;
  const must = `${name} must be ${range}.`;
  const once = z.string({
    error: (issue) =>
      Array.isArray(issue.input)
        ? `${name} is given more than once.`
        : issue.input === undefined
          ? `${name} is required: ${range}.`
          : must,
  });
  const value = once
    .regex(/^\d{1,15}$/, must)
    .transform(Number)
    .pipe(z.number().int(must).min(bounds.min, must).max(bounds.max, must));
  const { fallback } = bounds;
  return fallback === undefined ? value : value.optional().transform((n) => n ?? fallback);
}

/** A whole number from `min` to `max`, also as digits; one message for every fault. */
export const wholeIn = (min: number, max: number, message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\s*\d+\s*$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).min(min, message).max(max, message));

/** An id as a path or a body gives it: digits (or a number), a positive safe integer. */
export function idLike(message: string) {
  return wholeIn(1, Number.MAX_SAFE_INTEGER, message);
}

/** An id in a path: digits only, a positive safe integer; anything else names no row. */
export function pathId(raw: string): number | undefined {
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** An id in the query: the first value when the address repeats it. */
export function idParam(message: string) {
  return z.preprocess((v) => (Array.isArray(v) ? v[0] : v), idLike(message));
}
