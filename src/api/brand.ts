import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  brandAnswerSchema,
  siteBrandSchema,
  type BrandAnswer,
  type SiteBrand,
} from '../lib/local-schemas/branding.ts';
import { invalidate } from './invalidate.ts';
import { localJson } from './local-json.ts';

/**
 * The agency's brand (`/api/local/branding`) and each site's client logo (`/api/local/sites/<id>/brand`), parsed
 * with the schemas the routes are written with. Read by everyone who sees a report, set by owners and admins.
 */
const FALLBACK = 'The Searchboard server did not answer about the brand.';

export const getBrand = async (signal?: AbortSignal): Promise<BrandAnswer | null> =>
  brandAnswerSchema.parse(await localJson('GET', 'branding', { signal, fallback: FALLBACK })).brand;

export const getSiteBrand = async (siteId: number, signal?: AbortSignal): Promise<SiteBrand> =>
  siteBrandSchema.parse(await localJson('GET', `sites/${siteId}/brand`, { signal, fallback: FALLBACK }));

/** What the brand form sends: the whole brand (what is empty is cleared). */
export interface BrandBody {
  name: string;
  accent: string;
  logo: string | null;
  reply_to: string;
  footer: string;
}

const setBrand = async (body: BrandBody) =>
  brandAnswerSchema.parse(await localJson('PUT', 'branding', { body, fallback: FALLBACK })).brand;

const removeBrand = async () =>
  brandAnswerSchema.parse(await localJson('DELETE', 'branding', { fallback: FALLBACK })).brand;

const setSiteLogo = async ({ siteId, logo }: { siteId: number; logo: string | null }) =>
  siteBrandSchema.parse(
    logo === null
      ? await localJson('DELETE', `sites/${siteId}/brand`, { fallback: FALLBACK })
      : await localJson('PUT', `sites/${siteId}/brand`, { body: { logo }, fallback: FALLBACK }),
  );

const BRAND_KEY = ['brand', 'server', 'brand', {}] as const;

export const brandQueries = {
  /** key-only: every brand read */
  all: () => ['brand'] as const,
  brand: () =>
    queryOptions({
      queryKey: BRAND_KEY,
      queryFn: ({ signal }) => getBrand(signal),
      staleTime: 5 * 60_000,
    }),
  siteLogo: (siteId: number) =>
    queryOptions({
      queryKey: ['brand', siteId, 'logo', {}] as const,
      queryFn: ({ signal }) => getSiteBrand(siteId, signal),
      staleTime: 5 * 60_000,
    }),
};

export const brandMutations = {
  set: () =>
    mutationOptions({
      mutationFn: setBrand,
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, [BRAND_KEY]),
    }),
  /** back to no brand: clients see the product's own name */
  remove: () =>
    mutationOptions({
      mutationFn: removeBrand,
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, [BRAND_KEY]),
    }),
  /** `logo: null` removes the site's client logo */
  siteLogo: () =>
    mutationOptions({
      mutationFn: setSiteLogo,
      onSuccess: (_r, { siteId }, _c, { client }) => invalidate(client, [['brand', siteId]]),
    }),
};
