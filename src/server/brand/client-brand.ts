import type { Context } from 'hono';
import type { PageFacts } from '../http/app.ts';
import type { AppEnv } from '../http/env.ts';
import type { Brands } from './brands.ts';

/**
 * What a page of the app says for whoever asks: a client, or a share link's holder, sees the agency's name (once a
 * brand is set) where the team sees the product's. A store that cannot say leaves the page as built: the app draws
 * the brand itself once it has read it.
 */
export function clientPageFacts(
  brands: Pick<Brands, 'get'>,
  logError?: (line: string) => void,
): (c: Context<AppEnv>) => Promise<PageFacts> {
  return async (c) => {
    const forClient = c.get('share') !== undefined || c.get('person')?.role === 'client';
    if (!forClient) return {};
    try {
      const brand = await brands.get();
      return brand ? { brand: brand.name } : {};
    } catch (err) {
      logError?.(`[brand] the page was served without the brand: ${String(err)}`);
      return {};
    }
  };
}
