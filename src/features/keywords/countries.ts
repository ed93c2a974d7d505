/**
 * Country codes offered for the keyword database. The spec does not list the allowed values, so this is a
 * picker of common ones; any country's code can be typed, and the service's answer to one it has no database
 * for is shown as is.
 * Names come from the browser (Intl.DisplayNames), so no table of names ships with the app.
 */
// prettier-ignore
const CODES = [
  'us', 'gb', 'ca', 'au', 'nz', 'ie', 'za', 'in', 'sg', 'de', 'at', 'ch', 'fr', 'be', 'nl', 'lu', 'es',
  'pt', 'it', 'se', 'no', 'dk', 'fi', 'pl', 'cz', 'sk', 'hu', 'ro', 'bg', 'gr', 'tr', 'ua', 'il', 'ae',
  'sa', 'eg', 'ng', 'ke', 'br', 'mx', 'ar', 'co', 'cl', 'pe', 'jp', 'kr', 'tw', 'hk', 'th', 'vn', 'id',
  'my', 'ph',
];

let names: Intl.DisplayNames | undefined;
export function countryName(code: string): string | undefined {
  try {
    names ??= new Intl.DisplayNames(['en'], { type: 'region' });
    const name = names.of(code.toUpperCase());
    return name && name.toUpperCase() !== code.toUpperCase() ? name : undefined;
  } catch {
    return undefined;
  }
}

export const COUNTRIES: { code: string; name: string }[] = CODES.map((code) => ({
  code,
  name: countryName(code) ?? code.toUpperCase(),
})).sort((a, b) => a.name.localeCompare(b.name));
