import type { BaseName } from './regions.ts';

/** Demo accounts: what a person opening the dashboard sees. Ids are fixed so docs and tests can name them. */

export const SEED_BRANDS: Record<number, string> = { 101: 'Northwind', 102: 'Bloom Botanics' };

export interface SeedEngine {
  id: number;
  site_id: number;
  base_name: BaseName;
  country_code: string;
  region_name: string | null;
  lang_code: string;
  /** how many of the site's keywords the engine tracks, from the top of the list */
  keywords: number;
}

export const SEED_ENGINES: SeedEngine[] = [
  {
    id: 301,
    site_id: 101,
    base_name: 'chat_engine',
    country_code: 'US',
    region_name: null,
    lang_code: 'en',
    keywords: 40,
  },
  {
    id: 302,
    site_id: 101,
    base_name: 'overview_engine',
    country_code: 'US',
    region_name: 'New York',
    lang_code: 'en',
    keywords: 40,
  },
  {
    id: 303,
    site_id: 101,
    base_name: 'mode_engine',
    country_code: 'US',
    region_name: 'California',
    lang_code: 'en',
    keywords: 30,
  },
  {
    id: 304,
    site_id: 101,
    base_name: 'answer_engine',
    country_code: 'US',
    region_name: null,
    lang_code: 'en',
    keywords: 24,
  },
  {
    id: 305,
    site_id: 101,
    base_name: 'assistant_engine',
    country_code: 'US',
    region_name: null,
    lang_code: 'en',
    keywords: 18,
  },
  {
    id: 306,
    site_id: 102,
    base_name: 'overview_engine',
    country_code: 'GB',
    region_name: 'London',
    lang_code: 'en',
    keywords: 10,
  },
  {
    id: 307,
    site_id: 102,
    base_name: 'chat_engine',
    country_code: 'GB',
    region_name: null,
    lang_code: 'en',
    keywords: 8,
  },
];

/** [keyword, monthly volume or null, intent codes or null] */
export type SeedKeyword = [string, number | null, string | null];

export const SEED_KEYWORDS: Record<number, SeedKeyword[]> = {
  101: [
    ['best waterproof hiking boots for women', 2900, 'C'],
    ['lightweight backpacking tent for two people', 1300, 'C,T'],
    ['how to choose a sleeping bag temperature rating', 880, 'I'],
    ['northwind outdoor jacket review', 210, 'N,C'],
    ['best trail running shoes for wide feet', 1600, 'C'],
    ['what to pack for a 3 day hiking trip', 720, 'I'],
    ['down vs synthetic insulated jacket', 1000, 'I,C'],
    ['buy merino wool base layer', 480, 'T'],
    ['best ultralight backpack under 1kg', null, 'C'],
    ['hiking gear stores near me', 2400, 'L,T'],
    ['how to waterproof leather boots', 1900, 'I'],
    ['best camping stove for backpacking', 1300, 'C'],
    ['is gore-tex worth it for hiking jackets', 320, 'I,C'],
    ["women's fleece jacket sale", 880, 'T'],
    ['best hiking socks to prevent blisters', 590, 'C'],
    ['are trekking poles worth it for beginners', 390, 'I'],
    ['best rain jacket for hiking in the pacific northwest', 260, 'C'],
    ['how to layer clothing for winter hiking', 1300, 'I'],
    ['northwind outdoor return policy', 90, 'N'],
    ['best 3 season tent under 300 dollars', 480, 'C'],
    ['hydration pack vs water bottles for trail running', null, 'I'],
    ['best headlamp for camping', 2400, 'C'],
    ['kids waterproof hiking boots', 720, 'C,T'],
    ['how to clean a down sleeping bag', 1600, 'I'],
    ['best insulated water bottle for hiking', 880, 'C'],
    ['camping checklist for beginners', 3600, 'I'],
    ['softshell vs hardshell jacket', 1300, 'I'],
    ['best gaiters for snow hiking', 170, 'C'],
    ['outdoor gear brands that use recycled materials', null, 'I,C'],
    ['best hammock for backpacking', 1900, 'C'],
    ['where to buy hiking boots online with free returns', 260, 'T'],
    ['how to break in new hiking boots', 2900, 'I'],
    ['best sleeping pad for side sleepers', 1600, 'C'],
    ["men's waterproof hiking pants", 1300, 'C,T'],
    ['what is the best outdoor brand for hiking gear', 720, 'C'],
    ['northwind trailhead 45 backpack', 140, 'N,T'],
    ['best winter gloves for hiking', 880, null],
    ['how long should trekking poles be', 590, 'I'],
    ['eco friendly camping gear', 480, 'C'],
    ['best budget hiking boots for flat feet', null, null],
  ],
  102: [
    ['best indoor plants for low light', 6600, 'C'],
    ['how often to water a monstera', 2900, 'I'],
    ['pet safe houseplants uk', 1300, 'C'],
    ['bloom botanics plant delivery review', 50, 'N,C'],
    ['buy fiddle leaf fig online', 720, 'T'],
    ['how to repot a snake plant', 1600, 'I'],
    ['best plant subscription box uk', 390, 'C'],
    ['why are my peace lily leaves turning yellow', 1900, 'I'],
    ['easy care plants for beginners', 2400, 'C'],
    ['where to buy rare houseplants in london', null, 'L,T'],
  ],
};

/** First ids of the seeded keywords and keyword-engine links, apart from engine ids so mix-ups show. */
export const FIRST_KEYWORD_ID = 9001;
export const FIRST_LINK_ID = 70001;
