import { describe, expect, it } from 'vitest';
import { aiChunkKeys } from './ai.ts';

describe('aiChunkKeys', () => {
  it('counts both AI route chunks and all they import once (lazy ones too), leaving out the entry', () => {
    const manifest = {
      'index.html': { file: 'a/index.js', isEntry: true, imports: ['_client.js'] },
      '_client.js': { file: 'a/client.js' },
      '_charts.js': { file: 'a/charts.js', imports: ['_client.js'], dynamicImports: ['_trend.js'] },
      '_trend.js': { file: 'a/trend.js', imports: ['_lib.js'] },
      '_lib.js': { file: 'a/lib.js' },
      'src/routes/sites.$siteId.ai.index.tsx?tsr-split=component---loader': {
        file: 'a/ai-index.js',
        src: 'src/routes/sites.$siteId.ai.index.tsx?tsr-split=component---loader',
        isDynamicEntry: true,
        imports: ['_charts.js'],
      },
      'src/routes/sites.$siteId.ai.$engineId.tsx?tsr-split=component---loader': {
        file: 'a/ai-engine.js',
        src: 'src/routes/sites.$siteId.ai.$engineId.tsx?tsr-split=component---loader',
        isDynamicEntry: true,
        imports: ['_charts.js'],
      },
      'src/routes/keywords.tsx?tsr-split=component---loader': {
        file: 'a/keywords.js',
        src: 'src/routes/keywords.tsx?tsr-split=component---loader',
        isDynamicEntry: true,
        imports: ['_charts.js'],
      },
    };
    expect(aiChunkKeys(manifest).sort()).toEqual([
      '_charts.js',
      '_lib.js',
      '_trend.js',
      'src/routes/sites.$siteId.ai.$engineId.tsx?tsr-split=component---loader',
      'src/routes/sites.$siteId.ai.index.tsx?tsr-split=component---loader',
    ]);
  });

  it('leaves out what loads on demand when asked for the first paint only', () => {
    const manifest = {
      'index.html': { file: 'a/index.js', isEntry: true },
      'src/routes/sites.$siteId.ai.index.tsx?x': {
        file: 'a/ai.js',
        src: 'src/routes/sites.$siteId.ai.index.tsx?x',
        isDynamicEntry: true,
        dynamicImports: ['_chart.js'],
      },
      '_chart.js': { file: 'a/chart.js' },
    };
    expect(aiChunkKeys(manifest, false)).toEqual(['src/routes/sites.$siteId.ai.index.tsx?x']);
    expect(aiChunkKeys(manifest)).toHaveLength(2);
  });
});
