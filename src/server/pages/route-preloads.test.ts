import { describe, expect, it } from 'vitest';
import { preloadsFor, routeMatches, withPreloads, type Manifest } from './route-preloads.ts';

// The shape of a real build's .vite/manifest.json (TanStack Router's split route chunks, a lazy shell part).
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-E.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-R.js'],
    dynamicImports: [
      'src/components/layout/shell-bar.tsx',
      'src/routes/index.tsx?tsr-split=component---loader',
      'src/routes/audits.$auditId.pages.tsx?tsr-split=component---loader',
      'src/routes/audits.$auditId.pages.tsx?tsr-split=errorComponent---notFoundComponent---pendingComponent',
      'src/routes/serp.index.tsx?tsr-split=component---loader',
      'src/routes/serp.$taskId.tsx?tsr-split=component---loader',
    ],
  },
  '_react-R.js': { file: 'assets/react-R.js' },
  '_client-C.js': { file: 'assets/client-C.js', imports: ['_react-R.js'] },
  '_table-T.js': { file: 'assets/table-T.js', imports: ['_client-C.js'] },
  'src/components/layout/shell-bar.tsx': {
    file: 'assets/shell-bar-S.js',
    src: 'src/components/layout/shell-bar.tsx',
  },
  'src/routes/index.tsx?tsr-split=component---loader': {
    file: 'assets/routes-H.js',
    src: 'src/routes/index.tsx?tsr-split=component---loader',
    imports: ['_client-C.js'],
  },
  'src/routes/audits.$auditId.pages.tsx?tsr-split=component---loader': {
    file: 'assets/audits.pages-P.js',
    src: 'src/routes/audits.$auditId.pages.tsx?tsr-split=component---loader',
    imports: ['_table-T.js', '_react-R.js'],
  },
  'src/routes/audits.$auditId.pages.tsx?tsr-split=errorComponent---notFoundComponent---pendingComponent': {
    file: 'assets/audits.pages-X.js',
    src: 'src/routes/audits.$auditId.pages.tsx?tsr-split=errorComponent---notFoundComponent---pendingComponent',
  },
  'src/routes/serp.index.tsx?tsr-split=component---loader': {
    file: 'assets/serp.index-L.js',
    src: 'src/routes/serp.index.tsx?tsr-split=component---loader',
  },
  'src/routes/serp.$taskId.tsx?tsr-split=component---loader': {
    file: 'assets/serp.task-T.js',
    src: 'src/routes/serp.$taskId.tsx?tsr-split=component---loader',
  },
};

describe('routeMatches', () => {
  it('reads flat route file names as the router does', () => {
    expect(routeMatches('index', '/')).toBe(true);
    expect(routeMatches('audits.$auditId.pages', '/audits/5101/pages')).toBe(true);
    expect(routeMatches('audits.$auditId.pages', '/audits/5101')).toBe(false);
    expect(routeMatches('sites.$siteId.ai.index', '/sites/101/ai/')).toBe(true);
    expect(routeMatches('serp.index', '/serp/480001')).toBe(false);
    expect(routeMatches('serp.$taskId', '/serp/480001')).toBe(true);
    expect(routeMatches('keywords', '/groups')).toBe(false);
  });
});

describe('preloadsFor', () => {
  it("names the page's component chunk, what it imports and the shell's lazy part, not what index.html loads", () => {
    expect(preloadsFor(manifest, '/audits/5101/pages')).toEqual([
      '/assets/shell-bar-S.js',
      '/assets/audits.pages-P.js',
      '/assets/table-T.js',
      '/assets/client-C.js',
    ]);
    expect(preloadsFor(manifest, '/')).toEqual([
      '/assets/shell-bar-S.js',
      '/assets/routes-H.js',
      '/assets/client-C.js',
    ]);
    expect(preloadsFor(manifest, '/serp')).toEqual(['/assets/shell-bar-S.js', '/assets/serp.index-L.js']);
  });

  it("adds a layout route's component chunk on every address below it", () => {
    const layout = 'src/routes/audits.$auditId.tsx?tsr-split=component---loader';
    const withLayout: Manifest = {
      ...manifest,
      'index.html': {
        ...manifest['index.html']!,
        dynamicImports: [...(manifest['index.html']!.dynamicImports ?? []), layout],
      },
      [layout]: { file: 'assets/audits.layout-A.js', src: layout },
    };
    expect(preloadsFor(withLayout, '/audits/5101/pages')).toContain('/assets/audits.layout-A.js');
    expect(preloadsFor(withLayout, '/audits/5101')).toContain('/assets/audits.layout-A.js');
    expect(preloadsFor(withLayout, '/audits')).not.toContain('/assets/audits.layout-A.js');
    expect(preloadsFor(withLayout, '/serp/480001')).not.toContain('/assets/audits.layout-A.js');
    expect(routeMatches('audits.$auditId', '/audits/5101/pages', true)).toBe(true);
    expect(routeMatches('audits.$auditId', '/audits/5101/pages')).toBe(false);
  });

  it('preloads only the shell for an address no route answers, and nothing without a manifest entry', () => {
    expect(preloadsFor(manifest, '/no/such/page')).toEqual(['/assets/shell-bar-S.js']);
    expect(preloadsFor({}, '/')).toEqual([]);
  });
});

describe('withPreloads', () => {
  it('adds the links inside the head, and leaves the page alone when there is nothing to add', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const out = withPreloads(html, ['/assets/a.js']);
    expect(out).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/a.js">\s*<\/head>/);
    expect(withPreloads(html, [])).toBe(html);
  });
});
