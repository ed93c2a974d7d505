import { describe, expect, it } from 'vitest';
import { addPrompts, createEngine, deletePrompts, getEngineStatistics } from '../api/ai.ts';
import { getPromptRankings, listPrompts, setBrand } from '../api/ai.ts';
import { ENGINE_BASE_NAMES } from '../api/ai-schemas.ts';
import { BACKLINK_MODES } from '../api/backlink-schemas.ts';
import { refreshBacklinkReport } from '../api/backlinks.ts';
import { addTask, deleteTask, setTaskChecked, updateTask } from '../api/plan.ts';
import { ApiError } from '../api/errors.ts';
import { createGroup, moveSitesToGroup, renameGroup } from '../api/groups.ts';
import { exportKeywords } from '../api/keywords.ts';
import { SERP_DEVICES, SERP_SEARCH_ENGINE, splitIntoTasks } from '../api/serp.ts';
import { fakeFetch } from '../api/test-fetch.ts';
import {
  checkBrand,
  checkCountry,
  checkEngineForm,
  checkLang,
  checkTopN,
} from '../features/ai/engine-form-checks.ts';
import { upstreamFieldError } from '../features/ai/field-error.ts';
import { parsePromptLines } from '../features/ai/prompt-lines.ts';
import { parseEngineSearch, parseRangeSearch } from '../features/ai/search.ts';
import { conditionError, FILTER_PARAMS, wireFilter } from '../features/audits/links/link-filter.ts';
import { renameError } from '../features/audits/audit/rename-audit.tsx';
import { parseHistorySearch, parseLinksSearch, parseListSearch } from '../features/audits/shared/search.ts';
import { USER_AGENTS, type SettingKey } from '../features/audits/list/settings-fields.ts';
import {
  domainError,
  initialDraft,
  titleError,
  validateDraft,
} from '../features/audits/list/settings-form.ts';
import { checkTarget } from '../features/backlinks/target.ts';
import { groupNameError } from '../features/groups/group-name.ts';
import { invalidIdsMessage, parseTypedSiteIds } from '../features/groups/site-ids.ts';
import {
  checkDraft,
  checkLimit,
  checkSeed,
  checkSource,
  draftFromSearch,
} from '../features/keywords/discovery-params.ts';
import { describeList, exportCols, parseKeywordList } from '../features/keywords/export-input.ts';
import { longtailParams } from '../features/keywords/longtail-params.ts';
import { checkRange } from '../features/keywords/ranges.ts';
import { MATCH_TYPES, validateKeywordSearch, type RangeName } from '../features/keywords/search.ts';
import { INTENTS } from '../features/keywords/vocabulary.ts';
import { validateTask } from '../features/plan/task-fields.ts';
import { checkLocation, parseQueries } from '../features/serp/queries-input.ts';
import { LANGUAGES } from '../features/serp/languages.ts';
import { parsePathId } from '../lib/path-ids.ts';
import { SPEC_BOUNDS, type BoundRow } from './spec-bounds.table.ts';

/**
 * Every bound in the spec is checked at its field, with a message, before any request.
 * Each row of the spec's bounds names how the dashboard holds it:
 * - field: the field's own check gives a message for the value just outside (stating the bound) and none inside;
 * - request: the fetcher refuses the value with an `invalid` error and makes NO request; inside, it sends;
 * - choice: the control offers only allowed values (inside among them, outside not);
 * - url: the URL parser drops the value, so it is never sent (controls only write allowed values);
 * - shaped: the dashboard reshapes the input so what it sends stays within the bound;
 * - service: the spec gives no list to check against; the service's own 400 is shown at the field;
 * - control: nobody types it: the value is one the service handed out (an issue code, a page or report id).
 */
type Check =
  | { kind: 'field'; message: (v: any) => string | undefined }
  | { kind: 'request'; send: (v: any) => Promise<unknown> }
  | { kind: 'choice'; options: readonly unknown[]; split?: boolean }
  | { kind: 'url'; keeps: (v: any) => boolean }
  | { kind: 'shaped'; holds: (v: any) => boolean | Promise<boolean> }
  | { kind: 'service'; field: string; why: string }
  | { kind: 'control'; why: string };

const lines = (v: string[]) => v.join('\n');
const settingError = (key: SettingKey, v: unknown) => {
  const draft = { ...initialDraft(), [key]: String(v) };
  // min_* must not exceed its max_* partner: give the partner room so only the bound itself is tested
  if (key === 'min_title_len') draft.max_title_len = '10000';
  if (key === 'min_description_len') draft.max_description_len = '10000';
  return validateDraft(draft)[key];
};
const targetError = (mode: string, v: string) => {
  const c = checkTarget(mode, v);
  return c.ok ? undefined : c.error;
};
const rangeError = (field: string, v: unknown) => {
  const [, name, end] = /^filter\[(\w+)\]\[(from|to)\]$/.exec(field) ?? [];
  const at = end === 'to' ? 'to' : 'from';
  const draft = { from: '', to: '', ...{ [at]: String(v) } };
  return checkRange(name as RangeName, draft).errors[at];
};

const field = (message: (v: any) => string | undefined): Check => ({ kind: 'field', message });
const request = (send: (v: any) => Promise<unknown>): Check => ({ kind: 'request', send });
const url = (keeps: (v: any) => boolean): Check => ({ kind: 'url', keeps });
const service = (f: string, why: string): Check => ({ kind: 'service', field: f, why });

/** the prompts box: one prompt a line, checked as typed and again by the fetcher */
const PROMPT_LINES: Check[] = [
  field((v) => {
    const p = parsePromptLines(lines(v));
    return p.ok ? undefined : p.error;
  }),
  request((v) => addPrompts(101, 301, v)),
];

const PROVIDER = 'The spec does not list what the web search provider supports; the service decides.';

const CHECKS: Record<string, Check[]> = {
  'POST /sites/{site_id}/airt/brands · brand · required': [
    field(checkBrand),
    request((v) => setBrand(101, v)),
  ],
  'POST /sites/{site_id}/airt/brands · brand · length': [field(checkBrand), request((v) => setBrand(101, v))],
  'POST /sites/{site_id}/airt/llm · base_name · required': [
    field(
      (v) => checkEngineForm({ base_name: v, country_code: 'US', region_name: '', lang_code: '' }).base_name,
    ),
    request((v) => createEngine(101, { base_name: v, country_code: 'US' })),
  ],
  'POST /sites/{site_id}/airt/llm · base_name · enum': [{ kind: 'choice', options: ENGINE_BASE_NAMES }],
  'POST /sites/{site_id}/airt/llm · country_code · required': [
    field(checkCountry),
    request((v) => createEngine(101, { base_name: 'chat_engine', country_code: v })),
  ],
  'POST /sites/{site_id}/airt/llm · country_code · format': [field(checkCountry)],
  'POST /sites/{site_id}/airt/llm · lang_code · format': [field(checkLang)],
  'POST /sites/{site_id}/airt/llm · lang_code · enum (supported)': [service('lang_code', PROVIDER)],
  'POST /sites/{site_id}/airt/llm · region_name · enum (of the country)': [
    service('region_name', `The spec gives no region list per country. ${PROVIDER}`),
  ],
  'PATCH /sites/{site_id}/airt/llm/{id} · lang_code · format': [field(checkLang)],
  'PATCH /sites/{site_id}/airt/llm/{id} · region_name · enum (of the country)': [
    service('region_name', `The spec gives no region list per country. ${PROVIDER}`),
  ],
  ...Object.fromEntries(
    ['max', 'min'].map((side) => [
      `GET /sites/{site_id}/airt/llm/{id}/statistics · top · range (${side})`,
      [
        field((v) => checkTopN(String(v))),
        url((v) => parseRangeSearch({ top: String(v) }).top === v),
        request((v) => getEngineStatistics(101, 301, { top: v })),
      ],
    ]),
  ),
  'GET /sites/{site_id}/airt/llm/{id}/statistics · from · format': [
    url((v) => parseRangeSearch({ from: v }).from === v),
  ],
  'GET /sites/{site_id}/airt/llm/{id}/statistics · to · format': [
    url((v) => parseRangeSearch({ to: v }).to === v),
  ],
  ...Object.fromEntries(
    ['max', 'min'].flatMap((side) => [
      [
        `GET /sites/{site_id}/airt/llm/{llm_id}/prompts · limit · range (${side})`,
        [
          url((v) => parseEngineSearch({ plimit: String(v) }).plimit === v),
          request((v) => listPrompts(101, 301, { limit: v })),
        ],
      ],
      [
        `GET /sites/{site_id}/airt/llm/{llm_id}/prompts/rankings · limit · range (${side})`,
        [
          url((v) => parseEngineSearch({ limit: String(v) }).limit === v),
          request((v) => getPromptRankings(101, 301, { limit: v })),
        ],
      ],
    ]),
  ),
  'POST /sites/{site_id}/airt/llm/{llm_id}/prompts · prompts · count': PROMPT_LINES,
  'POST /sites/{site_id}/airt/llm/{llm_id}/prompts · prompts · required (each non-empty)': PROMPT_LINES,
  'POST /sites/{site_id}/airt/llm/{llm_id}/prompts · prompts · length': PROMPT_LINES,
  'DELETE /sites/{site_id}/airt/llm/{llm_id}/prompts · k2site_llm_ids · count': [
    request((v) => deletePrompts(101, 301, v)),
  ],
  'GET /sites/{site_id}/airt/llm/{llm_id}/prompts/rankings · date_from · format': [
    url((v) => parseRangeSearch({ from: v }).from === v),
  ],
  'GET /sites/{site_id}/airt/llm/{llm_id}/prompts/rankings · date_to · format': [
    url((v) => parseRangeSearch({ to: v }).to === v),
  ],

  'POST /v1/site-audit/audits/standard · domain · required': [field(domainError)],
  'POST /v1/site-audit/audits/standard · domain · format': [field(domainError)],
  'POST /v1/site-audit/audits/standard · title · length': [field(titleError)],
  ...Object.fromEntries(
    SPEC_BOUNDS.filter((r) => r.field.startsWith('settings.')).map((r) => [
      r.id,
      r.field === 'settings.user_agent'
        ? // a select of the spec's fourteen identities
          [{ kind: 'choice', options: USER_AGENTS.map((o) => o.value) }]
        : [field((v) => settingError(r.field.slice('settings.'.length) as SettingKey, v))],
    ]),
  ),
  'PATCH /v1/site-audit/audits · title · required': [field(renameError)],
  'PATCH /v1/site-audit/audits · title · length': [field(renameError)],
  'GET /v1/site-audit/audits/status · audit_id · required': [url((v) => parsePathId(v) === Number(v))],
  'GET /v1/site-audit/audits · date_start · format': [url((v) => parseListSearch({ from: v }).from === v)],
  'GET /v1/site-audit/audits/history · date · required': [
    url((v) => parseHistorySearch({ date: v }).date === v),
  ],
  'GET /v1/site-audit/audits/issue-pages · code · required': [
    { kind: 'control', why: "The code is a check code of the audit's own report, never typed." },
  ],
  'GET /v1/site-audit/audits/issues · url_id | url · required': [
    { kind: 'control', why: 'The page is one of the pages list (its id) or a link in the audit (its URL).' },
  ],
  'GET /v1/site-audit/audits/links · page_type · enum': [
    url((v) => parseLinksSearch({ type: v }).type === v),
  ],
  'GET /v1/site-audit/audits/links · filter[i][param] · enum': [
    { kind: 'choice', options: FILTER_PARAMS.map((p) => p.param) },
  ],
  'GET /v1/site-audit/audits/links · filter[i][value] · required': [
    field((v) => conditionError({ param: 'status', value: v, join: 'and' })),
  ],
  'GET /v1/site-audit/audits/links · filter[i][type] · required (from index 1)': [
    {
      kind: 'shaped',
      holds: (v) => {
        const sent = wireFilter([
          { param: 'status', value: '404', join: 'and' },
          { param: 'nofollow', value: '1', join: v ?? 'and' },
        ]);
        return sent[1]?.type === 'and' || sent[1]?.type === 'or';
      },
    },
  ],

  'POST /checklist/{site_id}/task · title · required': [
    field((v) => validateTask({ title: v, text: 'x' }).title),
    request((v) => addTask(101, { title: v, text: 'x' })),
  ],
  'POST /checklist/{site_id}/task · text · required': [
    field((v) => validateTask({ title: 'x', text: v }).text),
    request((v) => addTask(101, { title: 'x', text: v })),
  ],
  'PUT /checklist/{site_id}/task (update) · title · required': [
    field((v) => validateTask({ title: v, text: 'x' }).title),
    request((v) => updateTask(101, { task_id: '94', title: v, text: 'x' })),
  ],
  'PUT /checklist/{site_id}/task (update) · text · required': [
    field((v) => validateTask({ title: 'x', text: v }).text),
    request((v) => updateTask(101, { task_id: '94', title: 'x', text: v })),
  ],
  'PUT /checklist/{site_id}/task (set status) · checked · format (boolean)': [
    {
      kind: 'shaped',
      holds: async (v) => {
        const f = fakeFetch({ status: 200 });
        await setTaskChecked(101, '94', v);
        return typeof (f.last.json as { checked: unknown }).checked === 'boolean';
      },
    },
  ],
  'DELETE /checklist/{site_id}/task/{task_id} · task_id · format (integer)': [
    request((v) => deleteTask(101, v)),
  ],

  'POST /site-groups · name · required': [field(groupNameError), request((v) => createGroup(v))],
  'PUT /site-groups/{group_id} · name · required': [
    field(groupNameError),
    request((v) => renameGroup('12', v)),
  ],
  'POST /site-groups/{group_id}/sites · site_ids · count': [request((v) => moveSitesToGroup('12', v))],
  'POST /site-groups/{group_id}/sites · site_ids · format (site ids)': [
    field((v) => {
      const typed = parseTypedSiteIds(v.join(' '));
      return typed.invalid.length > 0 ? invalidIdsMessage(typed.invalid) : undefined;
    }),
  ],

  'POST /v1/keywords/export · source · required': [field(checkSource)],
  'POST /v1/keywords/export · keywords[] · required': [
    request((v) => exportKeywords({ source: 'us', keywords: v })),
  ],
  'POST /v1/keywords/export · keywords[] · count': [
    field((v) => describeList(parseKeywordList(lines(v))).error),
    request((v) => exportKeywords({ source: 'us', keywords: v })),
  ],
  'POST /v1/keywords/export · sort · enum': [url((v) => validateKeywordSearch({ esort: v }).esort === v)],
  'POST /v1/keywords/export · sort_order · enum': [
    url((v) => validateKeywordSearch({ eorder: v }).eorder === v),
  ],
  'POST /v1/keywords/export · cols · enum': [url((v) => exportCols({ cols: v }).join(',') === v)],
  'GET /v1/keywords/similar · source · required': [field(checkSource)],
  'GET /v1/keywords/similar · keyword · required': [field(checkSeed)],
  'GET /v1/keywords/similar · limit · range (min)': [
    field((v) => checkLimit(String(v))),
    url((v) => validateKeywordSearch({ limit: String(v) }).limit === v),
  ],
  'GET /v1/keywords/similar · offset · range (min)': [
    url((v) => validateKeywordSearch({ offset: String(v) }).offset === v),
  ],
  'GET /v1/keywords/similar · sort · enum': [url((v) => validateKeywordSearch({ sort: v }).sort === v)],
  'GET /v1/keywords/similar · sort_order · enum': [
    url((v) => validateKeywordSearch({ order: v }).order === v),
  ],
  'GET /v1/keywords/similar · history_trend · format (boolean)': [
    url((v) => validateKeywordSearch({ trend: v }).trend === v),
  ],
  ...Object.fromEntries(
    SPEC_BOUNDS.filter((r) => r.field.startsWith('filter[') && r.rule === 'range').map((r) => [
      r.id,
      [field((v) => rangeError(r.field, v))],
    ]),
  ),
  'GET /v1/keywords/similar · filter[intents] · enum': [
    { kind: 'choice', options: INTENTS.map((i) => i.code), split: true },
  ],
  'GET /v1/keywords/similar · filter[multi_keyword_included][][].type · enum': [
    { kind: 'choice', options: MATCH_TYPES },
  ],
  'GET /v1/keywords/similar · filter[multi_keyword_excluded][][].value · required': [
    field(
      (v) =>
        checkDraft({ ...draftFromSearch({}), q: 'boots', exclude: [[{ type: 'contains', value: v }]] })[
          'exclude.0.0'
        ],
    ),
  ],
  'GET /v1/keywords/longtail · keyword · required': [
    field(checkSeed),
    url((v) => longtailParams({ q: v }) !== undefined),
  ],

  'POST /v1/serp/classic/tasks · search_engine · enum': [{ kind: 'choice', options: [SERP_SEARCH_ENGINE] }],
  'POST /v1/serp/classic/tasks · query[] · required': [field((v) => parseQueries(lines(v)).error)],
  'POST /v1/serp/classic/tasks · query[] · length': [field((v) => parseQueries(lines(v)).error)],
  'POST /v1/serp/classic/tasks · query[] · count': [
    { kind: 'shaped', holds: (v) => splitIntoTasks(v as string[]).every((batch) => batch.length <= 10) },
  ],
  'POST /v1/serp/classic/tasks · device · enum': [{ kind: 'choice', options: SERP_DEVICES }],
  'POST /v1/serp/classic/tasks · language_code · required': [
    { kind: 'choice', options: LANGUAGES.map((l) => l.code) },
  ],
  'POST /v1/serp/classic/tasks · language_code · format': [
    { kind: 'choice', options: LANGUAGES.map((l) => l.code) },
  ],
  'POST /v1/serp/classic/tasks · location_id · required': [
    field((v) => checkLocation(v === undefined ? null : { location_id: v })),
  ],
  'GET /v1/serp/classic/tasks?task_id= · task_id · format (integer)': [
    url((v) => parsePathId(String(v)) === v),
  ],

  'GET /backlink-reports/info · mode · enum': [
    field((v) => targetError(v, 'blog.example.com')),
    { kind: 'choice', options: BACKLINK_MODES },
  ],
  'GET /backlink-reports/info · target · required': [field((v) => targetError('domain', v))],
  'GET /backlink-reports/info · target · format (domain)': [field((v) => targetError('domain', v))],
  'GET /backlink-reports/info · target · format (url)': [field((v) => targetError('url', v))],
  'POST /backlink-reports · mode · required': [field((v) => targetError(v, 'example.net'))],
  'POST /backlink-reports · target · format (url)': [field((v) => targetError('url', v))],
  'PUT /backlink-reports · report_id · required': [request((v) => refreshBacklinkReport(v))],
  'GET /backlink-reports/{report_id}/overview · report_id · format (integer)': [
    {
      kind: 'control',
      why: 'The id is one the report list or a create gave; the service refuses any other.',
    },
  ],
};

/** A length, range or count row: the message states the bound (the value just inside is the bound itself). */
function boundOf(row: BoundRow): number | undefined {
  if (row.rule === 'length')
    return (Array.isArray(row.inside) ? String(row.inside[0]) : String(row.inside)).length;
  if (row.rule === 'count') return (row.inside as unknown[]).length;
  if (row.rule === 'range') return Number(row.inside);
  return undefined;
}
function statesBound(message: string, n: number): boolean {
  return (
    message.includes(String(n)) ||
    message.includes(n.toLocaleString('en-US')) ||
    (n === 1 && /\b(one|at least)\b/i.test(message))
  );
}

async function refusedBeforeRequest(send: (v: unknown) => Promise<unknown>, v: unknown) {
  const f = fakeFetch({ json: {} });
  const error = await Promise.resolve()
    .then(() => send(v))
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  return { error, calls: f.calls.length };
}

describe('spec bounds at the client', () => {
  it('every row of the table has its client checks, and every check its row', () => {
    expect(Object.keys(CHECKS).sort()).toEqual(SPEC_BOUNDS.map((r) => r.id).sort());
  });

  it.each(SPEC_BOUNDS.map((row) => [row.id, row] as const))('%s', async (id, row) => {
    const checks = CHECKS[id] ?? [];
    expect(checks.length).toBeGreaterThan(0);
    for (const c of checks) {
      if (c.kind === 'field') {
        const message = c.message(row.outside);
        expect(message, `no message for ${JSON.stringify(row.outside)?.slice(0, 40)}`).toMatch(/\S/);
        const n = boundOf(row);
        if (n !== undefined)
          expect(statesBound(message ?? '', n), `"${message}" does not state ${n}`).toBe(true);
        expect(c.message(row.inside)).toBeUndefined();
      } else if (c.kind === 'request') {
        const out = await refusedBeforeRequest(c.send, row.outside);
        expect(out.error).toBeInstanceOf(ApiError);
        expect((out.error as ApiError).kind).toBe('invalid');
        expect((out.error as ApiError).message).toMatch(/\S/);
        expect(out.calls, 'a request was sent').toBe(0);
        const ins = await refusedBeforeRequest(c.send, row.inside);
        expect(ins.error instanceof ApiError && ins.error.kind === 'invalid').toBe(false);
        expect(ins.calls).toBeGreaterThan(0);
      } else if (c.kind === 'choice') {
        const values = (v: unknown) => (c.split ? String(v).split(',') : [v]);
        expect(values(row.inside).every((v) => c.options.includes(v))).toBe(true);
        expect(values(row.outside).every((v) => c.options.includes(v))).toBe(false);
      } else if (c.kind === 'url') {
        expect(c.keeps(row.outside)).toBe(false);
        expect(c.keeps(row.inside)).toBe(true);
      } else if (c.kind === 'shaped') {
        expect(await c.holds(row.outside)).toBe(true);
        expect(await c.holds(row.inside)).toBe(true);
      } else if (c.kind === 'control') {
        expect(c.why).toMatch(/\S/);
      } else {
        // the service's 400 (sandbox: `{errors: {field: [message]}}`) is shown at the field
        const message = `${c.field} is not accepted`;
        const answer = new ApiError(400, message, 'invalid', 'project', 'POST', false, {
          errors: { [c.field]: [message] },
        });
        expect(c.why).toMatch(/\S/);
        if (row.area === 'ai') expect(upstreamFieldError(answer, c.field)).toBe(message);
      }
    }
  });
});
