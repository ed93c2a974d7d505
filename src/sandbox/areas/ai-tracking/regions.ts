import { specLabel } from '../../vocabulary.ts';

/**
 * Countries, regions and languages the sandbox's web search provider knows. The geo-targeted engines
 * (`overview_engine`, `mode_engine`, by either of their names) are checked from a place, so their region must be one of the
 * country's regions below; the table is small on purpose, enough for a believable demo.
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

interface Region {
  name: string;
  lat: number;
  lng: number;
  /** km around the point the provider samples from */
  radius: number;
}

interface Country {
  name: string;
  lang: string;
  regions: Region[];
}

const r = (name: string, lat: number, lng: number, radius: number): Region => ({ name, lat, lng, radius });

const COUNTRIES: Record<string, Country> = {
  US: {
    name: 'United States',
    lang: 'en',
    regions: [
      r('New York', 40.7128, -74.006, 40),
      r('California', 36.7783, -119.4179, 400),
      r('Texas', 31.9686, -99.9018, 450),
      r('Florida', 27.6648, -81.5158, 300),
      r('Illinois', 40.6331, -89.3985, 250),
      r('Washington', 47.7511, -120.7401, 250),
      r('Colorado', 39.5501, -105.7821, 250),
      r('Massachusetts', 42.4072, -71.3824, 120),
      r('Oregon', 43.8041, -120.5542, 250),
    ],
  },
  GB: {
    name: 'United Kingdom',
    lang: 'en',
    regions: [
      r('London', 51.5074, -0.1278, 30),
      r('Manchester', 53.4808, -2.2426, 20),
      r('Birmingham', 52.4862, -1.8904, 20),
      r('Edinburgh', 55.9533, -3.1883, 15),
      r('Glasgow', 55.8642, -4.2518, 15),
      r('Bristol', 51.4545, -2.5879, 15),
      r('Leeds', 53.8008, -1.5491, 15),
    ],
  },
  DE: {
    name: 'Germany',
    lang: 'de',
    regions: [
      r('Berlin', 52.52, 13.405, 30),
      r('Bavaria', 48.7904, 11.4979, 200),
      r('Hamburg', 53.5511, 9.9937, 25),
      r('Hesse', 50.6521, 9.1624, 120),
      r('North Rhine-Westphalia', 51.4332, 7.6616, 150),
    ],
  },
  FR: {
    name: 'France',
    lang: 'fr',
    regions: [
      r('Paris', 48.8566, 2.3522, 20),
      r('Ile-de-France', 48.8499, 2.637, 80),
      r("Provence-Alpes-Cote d'Azur", 43.9352, 6.0679, 150),
      r('Auvergne-Rhone-Alpes', 45.4473, 4.3859, 200),
      r('Occitanie', 43.8927, 3.2828, 200),
    ],
  },
  CA: {
    name: 'Canada',
    lang: 'en',
    regions: [
      r('Ontario', 51.2538, -85.3232, 500),
      r('Quebec', 52.9399, -73.5491, 500),
      r('British Columbia', 53.7267, -127.6476, 500),
      r('Alberta', 53.9333, -116.5765, 400),
    ],
  },
  AU: {
    name: 'Australia',
    lang: 'en',
    regions: [
      r('New South Wales', -31.2532, 146.9211, 400),
      r('Victoria', -37.4713, 144.7852, 250),
      r('Queensland', -20.9176, 142.7028, 600),
    ],
  },
  ES: {
    name: 'Spain',
    lang: 'es',
    regions: [
      r('Madrid', 40.4168, -3.7038, 40),
      r('Catalonia', 41.5912, 1.5209, 120),
      r('Andalusia', 37.5443, -4.7278, 200),
    ],
  },
  IT: {
    name: 'Italy',
    lang: 'it',
    regions: [
      r('Lombardy', 45.4791, 9.8452, 120),
      r('Lazio', 41.6552, 12.9892, 100),
      r('Tuscany', 43.7711, 11.2486, 100),
    ],
  },
  NL: {
    name: 'Netherlands',
    lang: 'nl',
    regions: [r('North Holland', 52.5206, 4.7885, 50), r('South Holland', 52.0208, 4.4937, 50)],
  },
};

/** The country's default language, used when an engine is created without `lang_code`. */
export function defaultLang(countryCode: string): string {
  return COUNTRIES[countryCode]?.lang ?? 'en';
}

/** The region of a country by name (case-insensitive), or undefined when it does not belong to it. */
export function findRegion(countryCode: string, name: string): Region | undefined {
  const wanted = name.trim().toLowerCase();
  return COUNTRIES[countryCode]?.regions.find((x) => x.name.toLowerCase() === wanted);
}

export function regionNames(countryCode: string): string[] {
  return COUNTRIES[countryCode]?.regions.map((x) => x.name) ?? [];
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
  const region = findRegion(countryCode, regionName);
  const country = COUNTRIES[countryCode];
  if (!region || !country) return null;
  return {
    lat: region.lat,
    lng: region.lng,
    uule: uule(`${region.name},${country.name}`),
    radius: region.radius,
  };
}
