import type { SandboxContext } from '../../http.ts';
import { findLocationByName } from './locations.ts';
import { insertSeedTask, type SeedTask } from './store.ts';

const HOUR = 3_600_000;

/** Completed demo tasks "added N hours" before the demo data was seeded, for the seeded sites' topics. */
export const SEED_TASKS: [number, string, SeedTask['device'], string, string, string | null, number][] = [
  [480001, 'hiking boots', 'desktop', 'en', 'Austin,Texas,United States', 'northwind', 1],
  [480002, 'waterproof hiking boots', 'mobile', 'en', 'United States', 'northwind', 2],
  [480003, 'wanderschuhe', 'desktop', 'de', 'Munich,Bavaria,Germany', null, 3],
  [480004, 'indoor plants delivery', 'desktop', 'en', 'London,England,United Kingdom', 'bloom', 5],
  [480005, 'best crypto tax software', 'desktop', 'en', 'United States', 'quantaledger', 8],
  [480006, 'chaussures de randonnée', 'mobile', 'fr', 'Paris,Ile-de-France,France', null, 12],
  [480007, 'monstera care', 'mobile', 'en', 'United Kingdom', 'bloom', 20],
  [480008, 'accounting software for startups', 'desktop', 'en', 'New York,New York,United States', null, 23],
];

export function seedSerp(ctx: SandboxContext): void {
  const seededAt = ctx.clock.now().getTime();
  for (const [id, query, device, language_code, place, tag, hours] of SEED_TASKS) {
    const location_id = Number(findLocationByName(place).location_id);
    const addedMs = seededAt - hours * HOUR;
    insertSeedTask(ctx.db, { id, query, device, language_code, location_id, tag, addedMs });
  }
}
