/**
 * Countries and regions the sandbox's web search provider knows; the table is small on purpose, enough for a
 * believable demo. A region is a state or area, or a city inside one (`in`: the state's code, as the service
 * writes it in "New York, NY, USA").
 */

export interface Region {
  name: string;
  /** the state or province a city lies in, by its postal code */
  in?: string;
  lat: number;
  lng: number;
  /** km around the point the provider samples from */
  radius: number;
}

export interface Country {
  name: string;
  /** how the service's region names end: "USA" in "New York, NY, USA", "UK" in "London, UK" */
  short: string;
  lang: string;
  regions: Region[];
}

const r = (name: string, lat: number, lng: number, radius: number, within?: string): Region =>
  within ? { name, in: within, lat, lng, radius } : { name, lat, lng, radius };

export const COUNTRIES: Record<string, Country> = {
  US: {
    name: 'United States',
    short: 'USA',
    lang: 'en',
    regions: [
      r('New York', 40.7128, -74.006, 40, 'NY'),
      r('Los Angeles', 34.0549, -118.2426, 60, 'CA'),
      r('Chicago', 41.8781, -87.6298, 40, 'IL'),
      r('Houston', 29.7604, -95.3698, 50, 'TX'),
      r('San Francisco', 37.7749, -122.4194, 25, 'CA'),
      r('Seattle', 47.6062, -122.3321, 30, 'WA'),
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
    short: 'UK',
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
    short: 'Germany',
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
    short: 'France',
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
    short: 'Canada',
    lang: 'en',
    regions: [
      r('Toronto', 43.6532, -79.3832, 40, 'ON'),
      r('Montreal', 45.5019, -73.5674, 40, 'QC'),
      r('Vancouver', 49.2827, -123.1207, 30, 'BC'),
      r('Ontario', 51.2538, -85.3232, 500),
      r('Quebec', 52.9399, -73.5491, 500),
      r('British Columbia', 53.7267, -127.6476, 500),
      r('Alberta', 53.9333, -116.5765, 400),
    ],
  },
  AU: {
    name: 'Australia',
    short: 'Australia',
    lang: 'en',
    regions: [
      r('Sydney', -33.8688, 151.2093, 50, 'NSW'),
      r('Melbourne', -37.8136, 144.9631, 50, 'VIC'),
      r('New South Wales', -31.2532, 146.9211, 400),
      r('Victoria', -37.4713, 144.7852, 250),
      r('Queensland', -20.9176, 142.7028, 600),
    ],
  },
  ES: {
    name: 'Spain',
    short: 'Spain',
    lang: 'es',
    regions: [
      r('Madrid', 40.4168, -3.7038, 40),
      r('Catalonia', 41.5912, 1.5209, 120),
      r('Andalusia', 37.5443, -4.7278, 200),
    ],
  },
  IT: {
    name: 'Italy',
    short: 'Italy',
    lang: 'it',
    regions: [
      r('Lombardy', 45.4791, 9.8452, 120),
      r('Lazio', 41.6552, 12.9892, 100),
      r('Tuscany', 43.7711, 11.2486, 100),
    ],
  },
  NL: {
    name: 'Netherlands',
    short: 'Netherlands',
    lang: 'nl',
    regions: [r('North Holland', 52.5206, 4.7885, 50), r('South Holland', 52.0208, 4.4937, 50)],
  },
};
