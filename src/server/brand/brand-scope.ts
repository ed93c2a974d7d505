import type { Reader, Scope } from '../share/share-scope.ts';

const SITE_BRAND = /^\/sites\/(\d{1,15})\/brand$/;

/**
 * The brand reads a share link's holder (or a client) makes to draw their report in the agency's brand: the brand
 * itself, and the client logo of their own site. Undefined for any other path (the share scope decides those).
 */
export function brandReadScope(method: string, path: string, reader: Reader): Scope | undefined {
  if (path === '/branding')
    return method === 'GET' ? { kind: 'pass' } : { kind: 'refuse', message: reader.says.write };
  const m = SITE_BRAND.exec(path);
  if (!m) return undefined;
  if (method !== 'GET') return { kind: 'refuse', message: reader.says.write };
  return reader.sites.has(Number(m[1]))
    ? { kind: 'pass' }
    : { kind: 'refuse', message: reader.says.otherSite };
}
