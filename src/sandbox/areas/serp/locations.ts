import { HttpError, ok, optionalQuery, type Handler } from '../../http.ts';
import { CITIES, COUNTRIES, REGIONS } from './locations-data.ts';

/**
 * SERP locations: countries (id 2000 + ISO numeric), regions (21000 + n) and cities (1012000 + n), built once
 * from static data. The wire shape: `location_id` is a string; `ads_location_id` only when asked for.
 */

export interface SerpLocation {
  location_id: string;
  location_name: string;
  country_code: string;
  coordinates: { latitude: number; longitude: number };
  ads_location_id: string;
  /** the location's own name (first segment of location_name), what `q` matches */
  own: string;
}

function build(): SerpLocation[] {
  const out: SerpLocation[] = [];
  const add = (id: number, own: string, name: string, cc: string, lat: number, lng: number) =>
    out.push({
      location_id: String(id),
      location_name: name,
      country_code: cc,
      coordinates: { latitude: lat, longitude: lng },
      // A separate id space on the ads side; the spec gives no format, so a distinct numeric string.
      ads_location_id: String(9_000_000 + id),
      own,
    });
  const country = (cc: string) => COUNTRIES[cc]?.[0] ?? cc;
  for (const [cc, [name, iso, lat, lng]] of Object.entries(COUNTRIES))
    add(2000 + iso, name, name, cc, lat, lng);
  REGIONS.forEach(([r, cc, lat, lng], i) => add(21000 + i, r, `${r},${country(cc)}`, cc, lat, lng));
  CITIES.forEach(([c, r, cc, lat, lng], i) => add(1012000 + i, c, `${c},${r},${country(cc)}`, cc, lat, lng));
  return out;
}

export const LOCATIONS: SerpLocation[] = build();
const BY_ID = new Map(LOCATIONS.map((l) => [l.location_id, l]));

export function findLocation(id: number | string): SerpLocation | undefined {
  return BY_ID.get(String(id));
}

export function findLocationByName(name: string): SerpLocation {
  const l = LOCATIONS.find((x) => x.location_name === name);
  if (!l) throw new Error(`unknown seed location ${name}`);
  return l;
}

/** GET /v1/serp/classic/locations: `country_code` filter, `q` case-insensitive match on the location's own name. */
export const locationsHandler: Handler = (req) => {
  const cc = optionalQuery(req.query, 'country_code');
  if (cc !== undefined && !/^[a-z]{2}$/i.test(cc)) {
    throw new HttpError(400, 'country_code must be a two-letter ISO 3166-1 code, e.g. US');
  }
  const q = optionalQuery(req.query, 'q')?.toLowerCase();
  const include = optionalQuery(req.query, 'include')
    ?.split(',')
    .map((s) => s.trim());
  if (include?.some((i) => i !== 'ads_location_id')) {
    throw new HttpError(400, 'include supports only ads_location_id');
  }
  const withAds = include?.includes('ads_location_id') ?? false;
  const data = LOCATIONS.filter(
    (l) =>
      (cc === undefined || l.country_code === cc.toUpperCase()) &&
      (q === undefined || l.own.toLowerCase().includes(q)),
  ).map(({ own: _own, ads_location_id, ...rest }) => (withAds ? { ...rest, ads_location_id } : rest));
  return ok({ data });
};
