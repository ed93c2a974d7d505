import { ok, type Router } from '../../http.ts';
import { bodyOf, requiredString } from './input.ts';
import { getBrand, requireSite, setBrand } from './store.ts';

export function brandRoutes(router: Router): void {
  router.add('project', 'GET', '/sites/:site_id/airt/brands', (req, ctx) => {
    const siteId = requireSite(ctx.db, req.params.site_id);
    return ok({ site_id: siteId, brand: getBrand(ctx.db, siteId) });
  });

  // spec: "body `brand` string, required, non-empty, max 255; overwrites" → Brand
  router.add('project', 'POST', '/sites/:site_id/airt/brands', (req, ctx) => {
    const siteId = requireSite(ctx.db, req.params.site_id);
    const brand = requiredString(bodyOf(req), 'brand', 255);
    setBrand(ctx.db, siteId, brand);
    return ok({ site_id: siteId, brand });
  });
}
