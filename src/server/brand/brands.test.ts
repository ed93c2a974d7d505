import { describe, expect, it } from 'vitest';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';
import { Brands } from './brands.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe.each(STORE_ENGINES)('the brand in the store (%s)', (_engine, open) => {
  const fresh = storePerTest(open);

  it('has no brand until one is set, then keeps the whole brand, who set it and when', async () => {
    const brands = new Brands(await fresh(), () => new Date('2026-03-01T10:00:00Z'));
    expect(await brands.get()).toBeNull();
    await brands.set(
      { name: 'Acme SEO', accent: '#1f6feb', logo: PNG, reply_to: 'hi@acme.example', footer: 'Acme Ltd' },
      'p1',
    );
    expect(await brands.get()).toEqual({
      name: 'Acme SEO',
      accent: '#1f6feb',
      logo: PNG,
      reply_to: 'hi@acme.example',
      footer: 'Acme Ltd',
      updated_at: '2026-03-01T10:00:00.000Z',
      updated_by: 'p1',
    });
    // a second set replaces it: one brand, what is not given is cleared
    await brands.set({ name: 'Acme', accent: '#000000', logo: null, reply_to: null, footer: null }, null);
    expect(await brands.get()).toMatchObject({
      name: 'Acme',
      logo: null,
      reply_to: null,
      footer: null,
      updated_by: null,
    });
  });

  it('removes the brand, leaving the sites’ client logos, and says whether there was one', async () => {
    const brands = new Brands(await fresh());
    expect(await brands.remove()).toBe(false);
    await brands.set({ name: 'Acme', accent: '#000000', logo: null, reply_to: null, footer: null }, 'p1');
    await brands.setSiteLogo(101, PNG);
    expect(await brands.remove()).toBe(true);
    expect(await brands.get()).toBeNull();
    expect(await brands.siteLogo(101)).toBe(PNG);
    expect(await brands.remove()).toBe(false);
  });

  it('keeps a client logo per site, replaces it and removes it', async () => {
    const brands = new Brands(await fresh());
    expect(await brands.siteLogo(101)).toBeNull();
    await brands.setSiteLogo(101, PNG);
    await brands.setSiteLogo(102, `${PNG}AA`);
    await brands.setSiteLogo(101, `${PNG}BB`);
    expect(await brands.siteLogo(101)).toBe(`${PNG}BB`);
    expect(await brands.siteLogo(102)).toBe(`${PNG}AA`);
    await brands.setSiteLogo(101, null);
    expect(await brands.siteLogo(101)).toBeNull();
    expect(await brands.siteLogo(102)).toBe(`${PNG}AA`);
  });
});
