import type { Context } from 'hono';
import type { PageFacts } from '../http/app.ts';
import type { AppEnv } from '../http/env.ts';
import { NO_BRAND_NAME } from '../../lib/brand.ts';
import type { Brands } from './brands.ts';

/**
 * What a page of the app says for whoever asks: a client, or a share link's holder, sees the agency's name where
 * the team sees the product's, and a neutral name while no brand is set (or the store cannot say which), so the
 * product's name never reaches a client.
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
      return { brand: brand?.name.trim() || NO_BRAND_NAME };
    } catch (err) {
      logError?.(`[brand] the page was served without the brand: ${String(err)}`);
      return { brand: NO_BRAND_NAME };
    }
  };
}
