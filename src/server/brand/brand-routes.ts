import { Hono, type Context } from 'hono';
import type { Brand } from '../../lib/brand.ts';
import { brandInputSchema, readLogo, siteLogoInputSchema } from '../../lib/local-schemas/branding.ts';
import { roleAllows } from '../../lib/people.ts';
import type { Activity } from '../activity/activity.ts';
import { json } from '../http/answer.ts';
import type { AppEnv } from '../http/env.ts';
import type { Log } from '../http/failure.ts';
import { body, getOnly, notAllowed } from '../http/local-params.ts';
import { refusal } from '../http/refusal.ts';
import type { LocalNeeds } from '../people/local-needs.ts';
import type { Person } from '../people/people.ts';
import type { Brands } from './brands.ts';
import { NoChromium, type RasteriseSvg } from './svg-raster.ts';

/**
 * Who may call the brand routes: everyone signed in reads the brand (a share link's holder too, through the share
 * gate), a site's client logo is a read of that site (a client's own sites only), and owners and admins set them.
 */
export const BRAND_NEEDS: LocalNeeds = {
  'GET /branding': 'signed-in',
  'PUT /branding': 'people',
  'DELETE /branding': 'people',
  'GET /sites/:id/brand': 'read',
  'PUT /sites/:id/brand': 'people',
  'DELETE /sites/:id/brand': 'people',
};

export interface BrandRoutesDeps {
  brands: Brands;
  /** draws an SVG logo to a PNG (svg-raster.ts); without it an SVG is refused */
  rasterise?: RasteriseSvg;
  activity?: Activity;
  logError?: Log;
}

type Ctx = Context<AppEnv>;
const CHECK = 'Check the highlighted fields.';
const NO_SITE = 'No such site: a site id is a whole number from 1.';
/** A logo's data URL is up to about 270 KB; the rest of a brand is a few hundred characters. */
const MAX_BODY = 320 * 1024;

/**
 * `/api/local/branding` and `/api/local/sites/<id>/brand`: the agency's brand (name, accent, logo, reply-to,
 * footer) and each site's client logo. A logo is a PNG as sent (its bytes checked), or an SVG drawn to a PNG here,
 * so nothing a client's browser or mail reader opens carries a script.
 */
export function brandRoutes(d: BrandRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const field = (c: Ctx, status: 400 | 403, name: string, message: string) =>
    json(c, status, { ...refusal(message), errors: { [name]: message } });

  /** The person setting the brand, when they may; else the refusal already made. */
  const editorOf = (c: Ctx): Person | Response => {
    const person = c.get('person');
    if (!person || !roleAllows(person.role, 'people'))
      return json(c, 403, refusal('Only an owner or an admin can change the brand.'));
    return person;
  };

  /** A checked logo as it is kept: a PNG's own data URL, an SVG's drawing; or the refusal naming `name`. */
  async function keptLogo(c: Ctx, name: string, url: string): Promise<string | Response> {
    const read = readLogo(url);
    if ('problem' in read) return field(c, 400, name, read.problem);
    if (read.kind === 'png') return url;
    if (!d.rasterise)
      return field(c, 400, name, 'SVG logos cannot be taken on this server: upload a PNG instead.');
    let png: Uint8Array | null;
    try {
      png = await d.rasterise(read.bytes);
    } catch (err) {
      if (err instanceof NoChromium) return field(c, 400, name, err.message);
      d.logError?.(`[brand] an SVG logo could not be drawn: ${String(err)}`);
      png = null;
    }
    if (!png)
      return field(
        c,
        400,
        name,
        'This SVG could not be drawn (it may be empty or broken): upload a PNG instead.',
      );
    return `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  }

  const record = (c: Ctx, person: Person, action: string, detail: string, siteId: number | null = null) =>
    d.activity
      ?.record({
        person: { id: person.id, email: person.email },
        action,
        operation: null,
        outcome: 'ok',
        detail,
        site_id: siteId,
        // the request's own entry: the write is not logged twice
        request_id: c.get('requestId') ?? null,
      })
      .catch((err: unknown) => d.logError?.(`[activity] not recorded: ${String(err)}`));

  /** The site a path names: a whole number from 1, as the service's site ids are. */
  const siteOf = (c: Ctx) => {
    const raw = c.req.param('id') ?? '';
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
    return id > 0 ? id : undefined;
  };

  app.get('/branding', getOnly, async (c) => {
    const brand = await d.brands.get();
    return json(c, 200, { brand: brand && { ...brand, updated_by: undefined } });
  });

  app.put('/branding', body(brandInputSchema, { message: CHECK, max: MAX_BODY }), async (c) => {
    const person = editorOf(c);
    if (person instanceof Response) return person;
    const input = c.req.valid('json');
    let logo: string | null = null;
    if (input.logo) {
      const kept = await keptLogo(c, 'logo', input.logo);
      if (kept instanceof Response) return kept;
      logo = kept;
    }
    const brand: Brand = {
      name: input.name,
      accent: input.accent,
      logo,
      reply_to: input.reply_to ?? null,
      footer: input.footer ?? null,
    };
    const saved = await d.brands.set(brand, person.id);
    await record(
      c,
      person,
      'brand.set',
      `brand "${brand.name}", accent ${brand.accent}${logo ? ', with a logo' : ''}`,
    );
    return json(c, 200, { brand: { ...saved, updated_by: undefined } });
  });
  app.delete('/branding', async (c) => {
    const person = editorOf(c);
    if (person instanceof Response) return person;
    const name = (await d.brands.get())?.name;
    if (await d.brands.remove()) await record(c, person, 'brand.removed', `brand "${name ?? ''}" removed`);
    return json(c, 200, { brand: null });
  });
  app.all('/branding', notAllowed);

  app.get('/sites/:id/brand', getOnly, async (c) => {
    const siteId = siteOf(c);
    if (siteId === undefined) return json(c, 404, { message: NO_SITE });
    return json(c, 200, { site_id: siteId, logo: await d.brands.siteLogo(siteId) });
  });

  app.put('/sites/:id/brand', body(siteLogoInputSchema, { message: CHECK, max: MAX_BODY }), async (c) => {
    const person = editorOf(c);
    if (person instanceof Response) return person;
    const siteId = siteOf(c);
    if (siteId === undefined) return json(c, 404, { message: NO_SITE });
    const kept = await keptLogo(c, 'logo', c.req.valid('json').logo);
    if (kept instanceof Response) return kept;
    await d.brands.setSiteLogo(siteId, kept);
    await record(c, person, 'brand.site_logo', `client logo set for site #${siteId}`, siteId);
    return json(c, 200, { site_id: siteId, logo: kept });
  });

  app.delete('/sites/:id/brand', async (c) => {
    const person = editorOf(c);
    if (person instanceof Response) return person;
    const siteId = siteOf(c);
    if (siteId === undefined) return json(c, 404, { message: NO_SITE });
    await d.brands.setSiteLogo(siteId, null);
    await record(c, person, 'brand.site_logo', `client logo removed from site #${siteId}`, siteId);
    return json(c, 200, { site_id: siteId, logo: null });
  });
  app.all('/sites/:id/brand', notAllowed);
  return app;
}
