import { productName } from '../../lib/engine-vocabulary.ts';

/** An engine for people: its product, whichever vocabulary its name arrived in (src/lib/engine-vocabulary.ts). */
export const engineLabel = (e: { id: number; base_name: string; country_code: string }) =>
  `${productName(e.base_name)} #${e.id} (${e.country_code})`;
