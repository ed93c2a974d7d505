/**
 * Which lazy chunks an address will need, from Vite's build manifest, so index.html can ask for them at once
 * (`<link rel="modulepreload">`) instead of after the entry chunk has run: one network round trip less before a
 * page shows. The router's file names say which addresses a route answers (flat dot names, `$param`, `index`).
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const ROUTES = 'src/routes/';

/** `audits.$auditId.pages` answers /audits/5101/pages; `index` answers /; `sites.$siteId.ai.index` /sites/1/ai. */
export function routeMatches(routeName: string, pathname: string): boolean {
  const want = routeName.split('.').filter((s) => s !== 'index');
  const got = pathname.split('/').filter(Boolean);
  return want.length === got.length && want.every((s, i) => s.startsWith('$') || s === got[i]);
}

function closure(manifest: Manifest, key: string, out: Set<string>): void {
  if (out.has(key) || !manifest[key]) return;
  out.add(key);
  for (const i of manifest[key].imports ?? []) closure(manifest, i, out);
}

/**
 * Asset paths to preload for `pathname`: the component chunk of each route that answers it and the lazy chunks
 * the entry always loads (the shell's), with what they import, less what index.html already loads.
 */
export function preloadsFor(manifest: Manifest, pathname: string): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) return [];
  const loaded = new Set<string>();
  closure(manifest, entry, loaded);
  const wanted = new Set<string>();
  for (const key of manifest[entry]?.dynamicImports ?? []) {
    const src = manifest[key]?.src ?? '';
    const isRoute = src.startsWith(ROUTES);
    const name = src.slice(ROUTES.length).replace(/\.tsx?(\?.*)?$/, '');
    const isComponent = key.includes('tsr-split=component');
    if (!isRoute || (isComponent && routeMatches(name, pathname))) closure(manifest, key, wanted);
  }
  return [...wanted].filter((k) => !loaded.has(k)).map((k) => `/${manifest[k]?.file ?? ''}`);
}

/** index.html with a modulepreload link for each path, before `</head>`. */
export function withPreloads(html: string, paths: string[]): string {
  if (!paths.length) return html;
  const links = paths.map((p) => `<link rel="modulepreload" crossorigin href="${p}">`).join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}
