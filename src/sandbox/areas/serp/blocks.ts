import type { Rng } from '../../rng.ts';
import { PREFIXES, QUESTION_TEMPLATES, SUFFIXES } from '../keywords/vocabulary.ts';
import type { SerpLocation } from './locations.ts';
import type { Draft } from './item.ts';
import { BUSINESS_NOUNS, BUSINESS_WORDS, hexId, overviewText, pickN, slug, titleCase } from './text.ts';

/**
 * The extra item types of the advanced view. They carry every common item field (null where a block has no
 * single link); their elements are listed in `links`, and related searches in `searches`.
 */

export type BlockType =
  | 'ai_overview'
  | 'local_pack'
  | 'people_also_ask'
  | 'shopping'
  | 'videos'
  | 'top_stories'
  | 'images'
  | 'related_searches';

interface BlockContext {
  rng: Rng;
  q: string;
  location: SerpLocation;
  organic: Draft[];
}

const TITLES: Record<BlockType, string> = {
  ai_overview: 'AI overview',
  local_pack: 'Places',
  people_also_ask: 'People also ask',
  shopping: 'Shopping results',
  videos: 'Videos',
  top_stories: 'Top stories',
  images: 'Images',
  related_searches: 'Related searches',
};

const POSITIONS: Record<BlockType, Draft['position']> = {
  ai_overview: 'top',
  local_pack: 'top',
  people_also_ask: 'center',
  shopping: 'top',
  videos: 'center',
  top_stories: 'center',
  images: 'center',
  related_searches: 'bottom',
};

function sources(c: BlockContext, n: number): { url: string; title: string }[] {
  return c.organic.slice(0, n).map((o) => ({ url: o.url ?? '', title: o.title ?? '' }));
}

function elements(t: BlockType, c: BlockContext): { url: string; title: string }[] {
  const { rng, q } = c;
  const Q = titleCase(q);
  const city = c.location.location_name.split(',')[0] ?? '';
  switch (t) {
    case 'ai_overview':
      return sources(c, rng.int(3, 5));
    case 'people_also_ask':
      return pickN(rng, QUESTION_TEMPLATES, 4).map((tpl, i) => ({
        url: c.organic[i + 1]?.url ?? '',
        title: `${tpl.replace('{k}', q)}?`,
      }));
    case 'local_pack':
      return Array.from({ length: 3 }, () => {
        const name = titleCase(`${rng.pick(BUSINESS_WORDS)} ${rng.pick(BUSINESS_NOUNS)}`);
        return {
          url: `https://maps.example.com/place/${slug(`${name} ${city}`)}`,
          title: `${name} – ${city}`,
        };
      });
    case 'shopping':
      return Array.from({ length: 4 }, () => {
        const shop = titleCase(rng.pick(BUSINESS_WORDS));
        return {
          url: `https://www.${slug(shop)}shop.com/p/${hexId(rng, 8)}`,
          title: `${Q} – ${rng.int(19, 249)}.99 at ${shop}`,
        };
      });
    case 'videos':
      return ['Review', 'Buyer’s Guide', 'Top 5', 'Beginner Tips'].slice(0, 3).map((v) => ({
        url: `https://www.videotube.com/watch?v=${hexId(rng)}`,
        title: `${Q} ${v}`,
      }));
    case 'top_stories':
      return [
        'prices rise ahead of the season',
        'what experts recommend this year',
        'new rules explained',
      ].map((h) => ({
        url: `https://www.newsdaily.com/${slug(q)}-${hexId(rng, 6)}`,
        title: `${Q}: ${h}`,
      }));
    case 'images':
      return Array.from({ length: 6 }, (_, i) => ({
        url: `https://images.example.com/${slug(q)}/${hexId(rng, 10)}.jpg`,
        title: `${Q} image ${i + 1}`,
      }));
    case 'related_searches':
      return [];
  }
}

export function advancedBlock(t: BlockType, c: BlockContext): Draft {
  const links = elements(t, c);
  const searches =
    t === 'related_searches'
      ? pickN(
          c.rng,
          [
            ...PREFIXES.slice(0, 20).map((p) => `${p} ${c.q}`),
            ...SUFFIXES.slice(0, 20).map((s) => `${c.q} ${s}`),
          ],
          8,
        )
      : undefined;
  return {
    type: t,
    position: POSITIONS[t],
    serp_features: [],
    domain: null,
    url: null,
    title: TITLES[t],
    description: t === 'ai_overview' ? overviewText(c.q) : null,
    breadcrumb: null,
    highlighted_terms: t === 'ai_overview' ? [c.q] : [],
    links,
    displayUrl: null,
    ...(searches ? { searches } : {}),
  };
}
