import { linkFilterQuery, type LinkFilter, type LinkFilterParam } from '../../../api/audit-inputs.ts';
import type { LinkCondition } from '../shared/link-filter-url.ts';

/**
 * The links filter builder's model (spec "Links filter"): conditions on status, type, source_noindex, nofollow
 * and anchor_type, each joined to the one before by and/or. On the wire every condition from index 1 on always
 * carries its `type`.
 */
export const FILTER_PARAMS: readonly { param: LinkFilterParam; label: string }[] = [
  { param: 'status', label: 'HTTP status' },
  { param: 'type', label: 'Link type' },
  { param: 'source_noindex', label: 'Source page is noindex' },
  { param: 'nofollow', label: 'Nofollow' },
  { param: 'anchor_type', label: 'Anchor type' },
];

/** Values the spec names (e.g. `hyperlink`, `canonical`; `text`, `image`); others can still be typed. */
export const SUGGESTED_VALUES: Record<LinkFilterParam, readonly string[]> = {
  status: ['200', '301', '302', '404', '410', '500', '503'],
  type: ['hyperlink', 'canonical', 'image', 'redirect', 'hreflang'],
  source_noindex: ['1', '0'],
  nofollow: ['1', '0'],
  anchor_type: ['text', 'image', 'none'],
};
/** `1`/`0` fields read as yes/no. */
export const FLAG_PARAMS: ReadonlySet<LinkFilterParam> = new Set(['source_noindex', 'nofollow']);

/** What the API module sends; every condition from index 1 on carries its join as `type`. */
export function toApiFilter(conds: readonly LinkCondition[]): LinkFilter[] {
  return conds
    .filter((c) => c.value.trim() !== '')
    .map((c, i) => ({ param: c.param, value: c.value.trim(), ...(i > 0 ? { type: c.join } : {}) }));
}

/** The exact query pairs, for showing and testing what goes on the wire. */
export const wireFilter = (conds: readonly LinkCondition[]) => linkFilterQuery(toApiFilter(conds));

/** "status = 404 and nofollow = yes" */
export function describeConditions(conds: readonly LinkCondition[]): string {
  return conds
    .map((c, i) => {
      const v = FLAG_PARAMS.has(c.param)
        ? c.value === '1'
          ? 'yes'
          : c.value === '0'
            ? 'no'
            : c.value
        : c.value;
      return `${i === 0 ? '' : `${c.join} `}${c.param} = ${v}`;
    })
    .join(' ');
}

/** A condition's error at its field, before any request. */
export function conditionError(c: LinkCondition): string | undefined {
  const v = c.value.trim();
  if (v === '') return 'Enter a value.';
  if (c.param === 'status' && !/^[1-5]\d\d$/.test(v)) return 'An HTTP status is a number such as 404.';
  return undefined;
}
