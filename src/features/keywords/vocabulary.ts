import type { IntentCode } from '../../api/keyword-inputs.ts';
import { serpFeatureLabel } from '../../lib/serp-features.ts';

/** Intent codes of the spec (filter[intents]: `I`, `N`, `T`, `C`, `L`) and what they mean to a person. */
export const INTENTS: { code: IntentCode; name: string; meaning: string }[] = [
  { code: 'I', name: 'Informational', meaning: 'wants to learn something' },
  { code: 'N', name: 'Navigational', meaning: 'looks for a specific site or page' },
  { code: 'T', name: 'Transactional', meaning: 'is ready to buy or act' },
  { code: 'C', name: 'Commercial', meaning: 'compares options before buying' },
  { code: 'L', name: 'Local', meaning: 'looks for something nearby' },
];

export const intentName = (code: string): string => INTENTS.find((i) => i.code === code)?.name ?? code;

/**
 * SERP features offered as filters. The spec does not list the allowed values, so these are the common ones
 * and any other name can be typed; the results show whatever names the service sends.
 */
export const SERP_FEATURES = [
  'featured_snippet',
  'people_also_ask',
  'ai_overview',
  'images',
  'video',
  'local_pack',
  'shopping',
  'top_stories',
  'reviews',
  'sitelinks',
  'related_searches',
] as const;

/** "people_also_ask" → "People also ask": the same table as the SERP pages (lib/serp-features.ts) */
export const featureLabel = serpFeatureLabel;
