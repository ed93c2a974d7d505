import { engineLabel as label } from '../../lib/engine-vocabulary.ts';

/** An engine in a report a client reads: its product and country ("ChatGPT (US)"), whichever vocabulary its name arrived in. */
export const engineLabel = (e: { id: number; base_name: string; country_code: string }) => label(e);
