import { isCountryCode } from '../../lib/country-codes.ts';
import { formatNumber } from '../../lib/format.ts';
import { LIMITS } from '../../lib/limits.ts';

/**
 * Field checks of the engine forms, before any request (spec, POST/PATCH llm): country ISO 3166-1 alpha-2,
 * language ISO 639-1 (two letters), region optional. Whether a region belongs to the country is the
 * service's call: its answer is shown at the region field.
 */
export interface EngineFormValues {
  base_name: string;
  country_code: string;
  region_name: string;
  lang_code: string;
}

export type EngineFormErrors = Partial<Record<keyof EngineFormValues, string>>;

export function checkCountry(v: string): string | undefined {
  const c = v.trim();
  if (c === '') return 'Enter a country code, e.g. US.';
  if (!/^[A-Za-z]{2}$/.test(c)) return 'Use the two-letter ISO 3166-1 code, e.g. US, GB, DE.';
  // two letters that name no country ("XX", "ZZ") would make an engine that asks from nowhere
  if (!isCountryCode(c))
    return `“${c.toUpperCase()}” is no country code. Use an ISO 3166-1 code, e.g. US, GB, DE.`;
  return undefined;
}

export function checkLang(v: string): string | undefined {
  const c = v.trim();
  if (c !== '' && !/^[A-Za-z]{2}$/.test(c)) return 'Use the two-letter ISO 639-1 code, e.g. en, de, fr.';
  return undefined;
}

export function checkRegion(v: string): string | undefined {
  const length = v.trim().length;
  return length > LIMITS.regionName
    ? `The region must be at most ${LIMITS.regionName} characters (it has ${formatNumber(length)}).`
    : undefined;
}

export function checkEngineForm(v: EngineFormValues): EngineFormErrors {
  const errors: EngineFormErrors = {
    base_name: v.base_name.trim() === '' ? 'Choose an engine.' : undefined,
    country_code: checkCountry(v.country_code),
    region_name: checkRegion(v.region_name),
    lang_code: checkLang(v.lang_code),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e)) as EngineFormErrors;
}

/** Top N of the statistics (spec: `top` integer 0-100, 0 = all positions), as typed in its field. */
export function checkTopN(v: string): string | undefined {
  const n = Number(v);
  return v.trim() === '' || !Number.isInteger(n) || n < 0 || n > 100
    ? 'Enter a whole number from 0 to 100 (0 = all positions).'
    : undefined;
}

export const BRAND_MAX = LIMITS.brand;

export function checkBrand(v: string): string | undefined {
  const b = v.trim();
  if (b === '') return 'Enter the brand name.';
  if (b.length > BRAND_MAX)
    return `The brand must be at most ${BRAND_MAX} characters (it has ${formatNumber(b.length)}).`;
  return undefined;
}
