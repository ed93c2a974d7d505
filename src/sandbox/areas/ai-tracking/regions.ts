import { specLabel } from '../../vocabulary.ts';
import { COUNTRIES, type Country, type Region } from './regions-data.ts';

/**
 * Regions and languages the sandbox's web search provider knows. The geo-targeted engines (`overview_engine`,
 * `mode_engine`, by either of their names) are checked from a place, so their region must be one of the
 * country's regions (regions-data.ts).
 */

export const BASE_NAMES = [
  'chat_engine',
  'overview_engine',
  'mode_engine',
  'answer_engine',
  'assistant_engine',
] as const;
export type BaseName = (typeof BASE_NAMES)[number];

/** Engines whose checks run through the web search provider and so carry region settings. */
export const GEO_ENGINES: readonly string[] = ['overview_engine', 'mode_engine'];

/** Either name of a geo-targeted engine (the spec's label or the service's own name). */
export const isGeoEngine = (name: string): boolean => GEO_ENGINES.includes(specLabel(name) ?? name);

export const SUPPORTED_LANGS: readonly string[] =
  'en de fr es it nl pt pl sv da no fi cs ja ko zh ru uk tr ar he hi id'.split(' ');

/** The country's default language, used when an engine is created without `lang_code`. */
export function defaultLang(countryCode: string): string {
  return COUNTRIES[countryCode]?.lang ?? 'en';
}

/** The service's own name of a region: the place, the state's code for a city, the country ("New York, NY, USA"). */
function serviceName(country: Country, region: Region): string {
  return [region.name, region.in, country.short].filter(Boolean).join(', ');
}

/** A region named in a request, and the name the engine keeps for it. */
export interface RegionMatch {
  region: Region;
  name: string;
}

/**
 * The region of a country a name means (case-insensitive), or undefined when it does not belong to it. Two forms
 * name a region: the short one ("New York", "Texas") and the service's own ("New York, NY, USA", "London, UK"),
 * whose state and country parts must be the region's; the country may also be spelled out ("United States").
 * An engine keeps the short form as the short name and any other form as the service's name.
 */
export function findRegion(countryCode: string, given: string): RegionMatch | undefined {
  const country = COUNTRIES[countryCode];
  const parts = given.split(',').map((p) => p.trim().toLowerCase());
  if (!country || parts.length > 3 || parts.some((p) => p === '')) return undefined;
  const [place, ...rest] = parts;
  const region = country.regions.find((x) => x.name.toLowerCase() === place);
  if (!region) return undefined;
  if (rest.length === 0) return { region, name: region.name };
  const countryWords = [country.short, country.name, countryCode].map((w) => w.toLowerCase());
  const state = countryWords.includes(rest[rest.length - 1] ?? '') ? rest.slice(0, -1) : rest;
  if (state.length > 1 || (state.length === 1 && state[0] !== region.in?.toLowerCase())) return undefined;
  return { region, name: serviceName(country, region) };
}

/** The country's regions by the service's names, for an answer that says which ones there are. */
export function regionNames(countryCode: string): string[] {
  const country = COUNTRIES[countryCode];
  return country ? country.regions.map((x) => serviceName(country, x)) : [];
}

const UULE_KEY = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The `uule` location parameter web search providers take: a length key plus the base64 canonical name. */
function uule(canonical: string): string {
  const key = UULE_KEY[canonical.length % UULE_KEY.length] ?? 'A';
  return `w+CAIQICI${key}${Buffer.from(canonical, 'utf8').toString('base64')}`;
}

export interface RegionSettings {
  lat: number;
  lng: number;
  uule: string;
  radius: number;
}

/** Settings of a geo-targeted engine with a region; every other engine has none (`[]` on the wire). */
export function regionSettingsFor(
  baseName: string,
  countryCode: string,
  regionName: string | null,
): RegionSettings | null {
  if (!isGeoEngine(baseName) || regionName === null) return null;
  const region = findRegion(countryCode, regionName)?.region;
  const country = COUNTRIES[countryCode];
  if (!region || !country) return null;
  return {
    lat: region.lat,
    lng: region.lng,
    uule: uule(`${region.name},${country.name}`),
    radius: region.radius,
  };
}
