import type { Brand } from '../../lib/brand.ts';
import type { Store } from '../store/interface.ts';

/** The brand as kept, with when and by whom it was last set. */
export interface BrandRecord extends Brand {
  updated_at: string;
  updated_by: string | null;
}

/**
 * The agency's brand (one row) and its clients' logos per site, in the store. Every replica reads the same rows,
 * so a brand set on one is on the next page or mail any other draws.
 */
export class Brands {
  constructor(
    private readonly store: Store,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The brand, or null while none is set (a client then sees the product's own name). */
  async get(): Promise<BrandRecord | null> {
    const row = await this.store.db.selectFrom('branding').selectAll().where('id', '=', 1).executeTakeFirst();
    if (!row) return null;
    return {
      name: row.name,
      accent: row.accent,
      logo: row.logo,
      reply_to: row.reply_to,
      footer: row.footer,
      updated_at: row.updated_at,
      updated_by: row.updated_by,
    };
  }

  /** Sets the whole brand; what is not given is cleared. */
  async set(brand: Brand, by: string | null): Promise<BrandRecord> {
    const row = { ...brand, updated_at: this.now().toISOString(), updated_by: by };
    await this.store.db
      .insertInto('branding')
      .values({ id: 1, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    return row;
  }

  /** Back to no brand: clients see the product's own name again. Whether there was one to remove. */
  async remove(): Promise<boolean> {
    const gone = await this.store.db.deleteFrom('branding').where('id', '=', 1).executeTakeFirst();
    return Number(gone.numDeletedRows) > 0;
  }

  /** The client's logo for a site, or null. */
  async siteLogo(siteId: number): Promise<string | null> {
    const row = await this.store.db
      .selectFrom('site_brands')
      .select('logo')
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    return row?.logo ?? null;
  }

  /** Sets a site's client logo; null removes it. */
  async setSiteLogo(siteId: number, logo: string | null): Promise<void> {
    if (logo === null) {
      await this.store.db.deleteFrom('site_brands').where('site_id', '=', siteId).execute();
      return;
    }
    const row = { logo, updated_at: this.now().toISOString() };
    await this.store.db
      .insertInto('site_brands')
      .values({ site_id: siteId, ...row })
      .onConflict((oc) => oc.column('site_id').doUpdateSet(row))
      .execute();
  }
}
