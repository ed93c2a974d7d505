import { mutationOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { invalidate } from './invalidate.ts';
import { localCall } from './local.ts';

/**
 * The pieces each area of the proxy's own store (`/api/local/<area>`) is read and written with: calls whose answers
 * are parsed with the schemas the area's routes are written with, a site's list and a key for every read of the
 * site, and writes that re-read that site. Kept apart from `local.ts`, which the shell's entry chunk carries.
 */
type LocalArea = Parameters<typeof localCall>[0];

export function localArea(area: LocalArea, fallback?: string) {
  /** one call, its answer unchecked */
  const send = (method: string, path: string, body?: unknown, signal?: AbortSignal) =>
    localCall(area, method, path, { body, signal, fallback });
  /** one call, its answer parsed with `schema` */
  const call = async <S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
    signal?: AbortSignal,
  ) => schema.parse(await send(method, path, body, signal)) as z.output<S>;
  return { send, call };
}

/** A site's list in an area: `site` the key of every read of it, `list` the list itself. */
export function siteListQueries<const A extends string, T>(
  area: A,
  list: (siteId: number, signal?: AbortSignal) => Promise<T>,
) {
  return {
    /** key-only: every read of one site in the area */
    site: (siteId: number) => [area, siteId] as const,
    list: (siteId: number) =>
      queryOptions({
        queryKey: [area, siteId, 'list', {}] as const,
        queryFn: ({ signal }) => list(siteId, signal),
      }),
  };
}

/** A write that re-reads what it changed (`keys`) once it succeeds. */
export const writeThenReread = <R, V>(keys: readonly QueryKey[], write: (v: V) => Promise<R>) =>
  mutationOptions({
    mutationFn: write,
    onSuccess: (_r, _v, _c, { client }) => invalidate(client, keys),
  });
