import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { PERSON_ROLES, type Me, type PersonRole } from '../lib/people.ts';
import { peopleListSchema, personSchema, type PersonAnswer } from '../lib/local-schemas/people.ts';
import { API_HEADERS } from './base.ts';
import { readFetch } from './early.ts';
import { ApiError } from './errors.ts';
import { invalidate } from './invalidate.ts';

/**
 * The team's people (`/api/local/people`, owners and admins only) and who this browser is signed in as
 * (`/api/local/me`). Answers are parsed with the schemas the routes are written with.
 */
export type Person = PersonAnswer;

async function localJson(method: string, path: string, body?: unknown, signal?: AbortSignal) {
  const res = await readFetch(`/api/local${path}`, {
    method,
    signal,
    headers: body === undefined ? API_HEADERS : { ...API_HEADERS, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return data;
  const message = (data as { message?: unknown } | null)?.message;
  const kind =
    res.status === 400 || res.status === 409 ? 'invalid' : res.status === 403 ? 'forbidden' : 'server';
  throw new ApiError(
    res.status,
    typeof message === 'string' ? message : 'The Searchboard server did not answer.',
    kind,
    'project',
    method,
    method === 'GET',
    data,
  );
}

const meSchema = z.lazy(() =>
  z.looseObject({
    email: z.string().catch(''),
    name: z.string().catch(''),
    role: z.enum(PERSON_ROLES).catch('viewer'),
    sites: z.array(z.number()).catch([]),
    limits: z
      .looseObject({
        daily_credits: z.number().nullable().catch(null),
        monthly_credits: z.number().nullable().catch(null),
      })
      .catch({ daily_credits: null, monthly_credits: null }),
    local: z.boolean().catch(false),
  }),
);

/** What a new person is given: the form's text, as typed. */
export interface InviteInput {
  email: string;
  name: string;
  role: PersonRole;
  sites: number[];
  dailyCredits: string;
  monthlyCredits: string;
}

export interface PersonEdit {
  role: PersonRole;
  sites: number[];
  dailyCredits: string;
  monthlyCredits: string;
}

/** A limit's field: empty is no limit. */
const limitOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

const bodyOf = (e: PersonEdit) => ({
  role: e.role,
  ...(e.role === 'client' ? { sites: e.sites } : {}),
  daily_credits: limitOf(e.dailyCredits),
  monthly_credits: limitOf(e.monthlyCredits),
});

const parsePerson = (data: unknown) => personSchema.parse(data);

export const listPeople = async (signal?: AbortSignal) =>
  peopleListSchema.parse(await localJson('GET', '/people', undefined, signal));

export const invitePerson = async (input: InviteInput) =>
  parsePerson(
    await localJson('POST', '/people', {
      email: input.email.trim(),
      ...(input.name.trim() ? { name: input.name.trim() } : {}),
      ...bodyOf(input),
    }),
  );

export const changePerson = async ({ id, change }: { id: string; change: Record<string, unknown> }) =>
  parsePerson(await localJson('PATCH', `/people/${encodeURIComponent(id)}`, change));

export const editBody = bodyOf;

export const newInvitation = async (id: string) =>
  parsePerson(await localJson('POST', `/people/${encodeURIComponent(id)}/invitation`));

export const peopleQueries = {
  all: () => ['people'] as const,
  list: () =>
    queryOptions({
      queryKey: ['people', 'team', 'list', {}] as const,
      queryFn: ({ signal }) => listPeople(signal),
    }),
  me: () =>
    queryOptions({
      queryKey: ['people', 'me', 'who', {}] as const,
      queryFn: async ({ signal }): Promise<Me> =>
        meSchema.parse(await localJson('GET', '/me', undefined, signal)),
      staleTime: 60_000,
    }),
};

/** Every write re-reads the list. */
const write = <V>(fn: (v: V) => Promise<Person>) =>
  mutationOptions({
    mutationFn: fn,
    onSuccess: (_r, _v, _c, { client }) => invalidate(client, [peopleQueries.list().queryKey]),
  });

export const peopleMutations = {
  invite: () => write(invitePerson),
  change: () => write(changePerson),
  newLink: () => write(newInvitation),
};
