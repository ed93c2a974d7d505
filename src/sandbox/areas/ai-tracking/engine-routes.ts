import { noContent, ok, type Router } from '../../http.ts';
import { badRequest, bodyOf, requiredString } from './input.ts';
import { ALL_ENGINE_NAMES } from '../../vocabulary.ts';
import {
  defaultLang,
  findRegion,
  isGeoEngine,
  regionNames,
  regionSettingsFor,
  SUPPORTED_LANGS,
} from './regions.ts';
import {
  deleteEngine,
  engineJson,
  getEngine,
  insertEngine,
  listEngines,
  requireEngine,
  requireSite,
  updateEngine,
} from './store.ts';

/**
 * `region_name` as given (null clears it); the geo-targeted engines need a region of their country, named
 * either way the service takes (findRegion).
 */
function regionName(v: unknown, baseName: string, countryCode: string): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'string' || v.trim() === '')
    throw badRequest('region_name', 'region_name must be a non-empty string');
  if (v.length > 255) throw badRequest('region_name', 'region_name must not be longer than 255 characters');
  if (!isGeoEngine(baseName)) return v.trim();
  const found = findRegion(countryCode, v);
  if (!found) {
    // the service's names hold commas themselves ("New York, NY, USA"): the list is split by semicolons
    const known = regionNames(countryCode);
    throw badRequest(
      'region_name',
      `region_name does not match country: "${v.trim()}" is not a region of ${countryCode}` +
        (known.length ? ` (known regions: ${known.join('; ')})` : ''),
    );
  }
  return found.name;
}

function langCode(v: unknown): string | null {
  if (v === null) return null;
  const code = typeof v === 'string' ? v.trim().toLowerCase() : '';
  if (!SUPPORTED_LANGS.includes(code)) {
    throw badRequest(
      'lang_code',
      `lang_code must be a supported ISO 639-1 code: ${SUPPORTED_LANGS.join(', ')}`,
    );
  }
  return code;
}

export function engineRoutes(router: Router): void {
  router.add('project', 'GET', '/sites/:site_id/airt/llm', (req, ctx) => {
    const siteId = requireSite(ctx.db, req.params.site_id);
    return ok(listEngines(ctx.db, siteId).map(engineJson));
  });

  router.add('project', 'GET', '/sites/:site_id/airt/llm/:id', (req, ctx) =>
    ok(engineJson(requireEngine(ctx.db, req.params.site_id, req.params.id))),
  );

  // Spec: "Status code of engine creation: not shown." The sandbox answers 201 Created, like prompt creation.
  router.add('project', 'POST', '/sites/:site_id/airt/llm', (req, ctx) => {
    const siteId = requireSite(ctx.db, req.params.site_id);
    const body = bodyOf(req);
    const baseName = requiredString(body, 'base_name');
    // Both vocabularies are taken (the spec's labels, the service's own names); the engine keeps the name it
    // was created with.
    if (!ALL_ENGINE_NAMES.includes(baseName)) {
      throw badRequest('base_name', `base_name must be one of: ${ALL_ENGINE_NAMES.join(', ')}`);
    }
    const country = requiredString(body, 'country_code').toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) {
      throw badRequest('country_code', 'country_code must be an ISO 3166-1 alpha-2 code (two letters)');
    }
    const region = regionName(body.region_name, baseName, country);
    const lang =
      body.lang_code === undefined || body.lang_code === null
        ? defaultLang(country)
        : langCode(body.lang_code);
    const id = insertEngine(ctx.db, {
      site_id: siteId,
      base_name: baseName,
      country_code: country,
      region_name: region,
      lang_code: lang,
      region_settings: regionSettingsFor(baseName, country, region),
    });
    return ok(engineJson(getEngine(ctx.db, id)), 201);
  });

  router.add('project', 'PATCH', '/sites/:site_id/airt/llm/:id', (req, ctx) => {
    const engine = requireEngine(ctx.db, req.params.site_id, req.params.id);
    const body = bodyOf(req);
    const region =
      'region_name' in body
        ? regionName(body.region_name, engine.base_name, engine.country_code)
        : engine.region_name;
    const lang = 'lang_code' in body ? langCode(body.lang_code) : engine.lang_code;
    updateEngine(ctx.db, engine.id, {
      region_name: region,
      lang_code: lang,
      region_settings: regionSettingsFor(engine.base_name, engine.country_code, region),
    });
    return ok(engineJson(getEngine(ctx.db, engine.id)));
  });

  router.add('project', 'DELETE', '/sites/:site_id/airt/llm/:id', (req, ctx) => {
    const engine = requireEngine(ctx.db, req.params.site_id, req.params.id);
    deleteEngine(ctx.db, engine.id);
    return noContent();
  });
}
