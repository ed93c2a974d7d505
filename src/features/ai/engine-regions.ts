/**
 * Region names offered in the engine form, written the service's way: the place, a city's state or province
 * code, the country ("New York, NY, USA", its own documented example). The service also takes the short form
 * ("New York"); these are suggestions, anything may be typed. No interface lists regions, so this is a short
 * list of well-known places per country.
 */
const REGIONS: Record<string, readonly string[]> = {
  US: [
    'New York, NY, USA',
    'Los Angeles, CA, USA',
    'Chicago, IL, USA',
    'Houston, TX, USA',
    'San Francisco, CA, USA',
    'Seattle, WA, USA',
    'California, USA',
    'Texas, USA',
    'Florida, USA',
  ],
  GB: ['London, UK', 'Manchester, UK', 'Birmingham, UK', 'Edinburgh, UK', 'Glasgow, UK'],
  CA: ['Toronto, ON, Canada', 'Montreal, QC, Canada', 'Vancouver, BC, Canada', 'Ontario, Canada'],
  AU: ['Sydney, NSW, Australia', 'Melbourne, VIC, Australia', 'Queensland, Australia'],
  DE: ['Berlin, Germany', 'Hamburg, Germany', 'Bavaria, Germany'],
  FR: ['Paris, France', 'Ile-de-France, France'],
  ES: ['Madrid, Spain', 'Catalonia, Spain'],
  IT: ['Lombardy, Italy', 'Lazio, Italy', 'Tuscany, Italy'],
  NL: ['North Holland, Netherlands', 'South Holland, Netherlands'],
};

/** The names offered for a country code as typed (any case); none for a country without a list. */
export const regionSuggestions = (countryCode: string): readonly string[] =>
  REGIONS[countryCode.trim().toUpperCase()] ?? [];

/** "New York, NY, USA": the first name offered for the country, for the field's hint. */
export const regionExample = (countryCode: string): string =>
  regionSuggestions(countryCode)[0] ?? 'New York, NY, USA';
