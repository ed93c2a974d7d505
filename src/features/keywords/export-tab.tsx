import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { EXPORT_MAX_KEYWORDS, type ExportInput } from '../../api/keyword-inputs.ts';
import { keywordsQueries } from '../../api/keywords.ts';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { estimateCredits, formatEstimate } from '../../lib/credits.ts';
import { formatNumber } from '../../lib/format.ts';
import { countOf } from '../../lib/plural.ts';
import { checkSource, DEFAULT_SOURCE } from './discovery-params.ts';
import { ExportAnswer } from './export-answer.tsx';
import { describeList, exportCols, exportInput, keywordsFromFile, parseKeywordList } from './export-input.ts';
import { ExportOptionsFields, type ExportOptions } from './export-options.tsx';
import { readDraft, readLast, saveDraft, saveLast } from './session-draft.ts';
import { SourceField } from './source-field.tsx';
import { useFreshAnswer } from './use-fresh-answer.ts';
import { useKeywordSearch, useSetKeywordSearch } from './use-keyword-search.ts';

/** Bulk metrics: a list of keywords in one export, priced per request, never paid twice for the same list. */
export function ExportTab() {
  const qc = useQueryClient();
  const search = useKeywordSearch();
  const setSearch = useSetKeywordSearch();
  const [source, setSource] = useState(search.source ?? DEFAULT_SOURCE);
  const [text, setText] = useState(readDraft);
  const [options, setOptions] = useState<ExportOptions>(() => ({
    sort: search.esort ?? 'cpc',
    order: search.eorder ?? 'desc',
    cols: exportCols(search),
  }));
  const [submitted, setSubmitted] = useState<ExportInput | undefined>(() => readLast<ExportInput>());
  const [tried, setTried] = useState(false);
  const [fileNote, setFileNote] = useState('');
  const deferred = useDeferredValue(text);
  const list = useMemo(() => parseKeywordList(deferred), [deferred]);
  useEffect(() => saveDraft(deferred), [deferred]);

  const described = describeList(list);
  // a button that would send nothing is disabled, and says why
  const empty = list.keywords.length === 0;
  const sourceError = checkSource(source);
  const listError =
    described.error ??
    (tried && list.keywords.length === 0 ? 'Paste or load at least one keyword.' : undefined);
  const colsError = options.cols.length === 0 ? 'Choose at least one column.' : undefined;
  const toSearch = {
    source: source.trim().toLowerCase(),
    esort: options.sort,
    eorder: options.order,
    cols: options.cols.join(','),
  };
  const input = exportInput(source, list.keywords, toSearch);
  const price = estimateCredits('keywords.export');
  const saved = useFreshAnswer(list.keywords.length > 0 ? keywordsQueries.export(input).queryKey : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    // the list as typed now, not the deferred one the count shows
    const current = parseKeywordList(text);
    if (sourceError || colsError || describeList(current).error || current.keywords.length === 0) return;
    const sent = exportInput(source, current.keywords, toSearch);
    qc.fetchQuery(keywordsQueries.export(sent)).catch(() => undefined);
    setSubmitted(sent);
    saveLast(sent);
    void setSearch((prev) => ({
      ...prev,
      ...toSearch,
      cols: options.cols.length === 6 ? undefined : toSearch.cols,
    }));
  };

  const load = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const lines = keywordsFromFile(file.name, await file.text());
    setText((t) => (t.trim() ? `${t.replace(/\s+$/, '')}\n` : '') + lines.join('\n'));
    setFileNote(`Loaded ${formatNumber(lines.filter((l) => l.trim()).length)} lines from ${file.name}.`);
  };

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <form onSubmit={submit} noValidate aria-label="Bulk keyword metrics" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-start gap-4">
            <SourceField value={source} onChange={setSource} error={sourceError} />
            <div className="flex flex-col gap-1">
              <label htmlFor="keyword-file" className="text-sm font-medium text-slate-800">
                Load a CSV or text file
              </label>
              <input
                id="keyword-file"
                type="file"
                accept=".csv,.tsv,.txt,text/csv,text/plain"
                className="text-sm"
                onChange={(e) => void load(e)}
              />
              <p role="status" className="text-xs text-slate-500">
                {fileNote || 'One keyword a line; a CSV’s first column.'}
              </p>
            </div>
          </div>
          <TextAreaField
            label="Keywords, one a line"
            rows={8}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={listError}
            hint={described.count}
            spellCheck={false}
          />
          <ExportOptionsFields value={options} onChange={setOptions} colsError={colsError} />
          <div className="flex flex-wrap items-center gap-3">
            <NeedsRole need={saved ? 'read' : 'paid'}>
              <Button
                type="submit"
                disabled={Boolean(described.error) || empty}
                aria-describedby={empty ? 'export-nothing' : undefined}
              >
                Get metrics for {countOf(list.keywords.length, 'keyword')} ·{' '}
                {saved ? 'saved, no credits' : formatEstimate(price)}
              </Button>
            </NeedsRole>
            <p id={empty ? 'export-nothing' : undefined} className="text-xs text-slate-600">
              {empty
                ? 'Nothing to send yet: paste or load at least one keyword.'
                : `${formatEstimate(price)} per export, whatever the number of keywords (up to ${formatNumber(EXPORT_MAX_KEYWORDS)}).`}
            </p>
          </div>
        </form>
      </Card>
      {submitted && <ExportAnswer key={JSON.stringify(submitted)} input={submitted} />}
    </div>
  );
}
