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

/**
 * `audits.$auditId.pages` answers /audits/5101/pages; `index` answers /; `sites.$siteId.ai.index` /sites/1/ai. A
 * layout (`audits.$auditId`, whose name other routes extend) also answers every address below it.
 */
export function routeMatches(routeName: string, pathname: string, layout = false): boolean {
  const want = routeName.split('.').filter((s) => s !== 'index');
  const got = pathname.split('/').filter(Boolean);
  const depth = layout ? want.length <= got.length : want.length === got.length;
  return depth && want.every((s, i) => s.startsWith('$') || s === got[i]);
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
  const lazy = (manifest[entry]?.dynamicImports ?? []).map((key) => {
    const src = manifest[key]?.src ?? '';
    const name = src.startsWith(ROUTES) ? src.slice(ROUTES.length).replace(/\.tsx?(\?.*)?$/, '') : undefined;
    return { key, name };
  });
  const isLayout = (name: string) => lazy.some((l) => l.name?.startsWith(`${name}.`));
  const wanted = new Set<string>();
  for (const { key, name } of lazy) {
    const isComponent = key.includes('tsr-split=component');
    if (name === undefined || (isComponent && routeMatches(name, pathname, isLayout(name))))
      closure(manifest, key, wanted);
  }
  return [...wanted].filter((k) => !loaded.has(k)).map((k) => `/${manifest[k]?.file ?? ''}`);
}

/** index.html with a modulepreload link for each path, before `</head>`. */
export function withPreloads(html: string, paths: string[]): string {
  if (!paths.length) return html;
  const links = paths.map((p) => `<link rel="modulepreload" crossorigin href="${p}">`).join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}
