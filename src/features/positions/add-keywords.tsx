import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { positionsMutations, type PositionsSettings } from '../../api/positions.ts';
import { serpQueries } from '../../api/serp.ts';
import { ActionError } from '../../components/errors/action-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { formatNumber } from '../../lib/format.ts';
import { countOf } from '../../lib/plural.ts';
import { CostLine } from './cost-line.tsx';
import { csvKeywords, parseTags, pastedKeywords } from './paste.ts';

type Errors = Partial<
  Record<'keywords' | 'domain' | 'language_code' | 'location_id' | 'tags' | 'file', string>
>;

export function AddKeywords({
  siteId,
  settings,
  defaultDomain,
  tracked,
  monthlyBudget,
  initial = '',
  onAdded,
}: {
  siteId: number;
  settings: PositionsSettings | null;
  defaultDomain: string;
  tracked: number;
  monthlyBudget: number | null;
  /** keywords brought by a link ("Track these" in keyword research), one a line */
  initial?: string;
  onAdded?: () => void;
}) {
  const [text, setText] = useState(initial);
  const [tagText, setTagText] = useState('');
  const [fileNote, setFileNote] = useState('');
  const [location, setLocation] = useState('2840');
  const [language, setLanguage] = useState('en');
  const [device, setDevice] = useState<'desktop' | 'mobile'>('desktop');
  // the audits' domain until the person edits it (the site list may arrive after the page)
  const [edited, setDomain] = useState<string>();
  const domain = edited ?? defaultDomain;
  const [errors, setErrors] = useState<Errors>({});
  const locations = useQuery(serpQueries.locations());
  const countries = (locations.data ?? []).filter((l) => !l.location_name.includes(','));
  const list = pastedKeywords(text);
  const add = useMutation(positionsMutations.addKeywords(siteId));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (list.length === 0) next.keywords = 'Paste at least one keyword, one a line.';
    else if (list.some((k) => k.length > 255)) next.keywords = 'A keyword is at most 255 characters.';
    const tags = parseTags(tagText);
    if (tags.length > 10 || tags.some((t) => t.length > 40))
      next.tags = 'Up to 10 tags of at most 40 characters, separated by commas.';
    if (!/^[a-zA-Z]{2}$/.test(language.trim()))
      next.language_code = 'Enter a two-letter language code, e.g. en.';
    if (!settings && !/^[^\s/]+\.[^\s/]+/.test(domain.trim().replace(/^https?:\/\//, '')))
      next.domain = 'Enter the site’s domain, e.g. example.com.';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const sent = text;
    add.mutate(
      {
        keywords: list,
        location_id: Number(location),
        language_code: language.trim().toLowerCase(),
        device,
        domain: settings?.domain ?? domain,
        subdomains: settings?.subdomains ?? false,
        tags,
      },
      {
        onSuccess: () => {
          // keywords typed while these were being added stay in the field
          setText((now) => (now === sent ? '' : now));
          setFileNote('');
          onAdded?.();
        },
      },
    );
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > 2_000_000) {
      setErrors({ ...errors, file: 'That file is over 2 MB: a CSV of 5,000 keywords is far smaller.' });
      return;
    }
    const { default: Papa } = await import('papaparse');
    const parsed = Papa.parse<string[]>(await file.text(), { skipEmptyLines: true });
    const found = csvKeywords(parsed.data);
    if (found.length === 0) {
      setErrors({ ...errors, file: `No keywords found in ${file.name}.` });
      return;
    }
    setErrors({ ...errors, file: undefined });
    setText([...pastedKeywords(text), ...found].join('\n'));
    setFileNote(`Read ${formatNumber(found.length)} keywords from ${file.name}: check them below, then add.`);
  };

  return (
    <Card>
      <CardTitle>Add keywords</CardTitle>
      {initial && (
        <p role="status" className="mt-2 text-sm text-indigo-900">
          Keywords from keyword research are filled in below: nothing is added until you choose Add keywords.
        </p>
      )}
      <form onSubmit={submit} className="mt-3 flex flex-col gap-3" noValidate>
        <TextAreaField
          label="Keywords, one a line"
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={errors.keywords}
        />
        <div className="flex flex-col gap-1 text-sm">
          <label className="font-medium text-slate-800" htmlFor="positions-csv-file">
            Or import a CSV file
          </label>
          <input
            id="positions-csv-file"
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-describedby="positions-csv-hint"
            className="text-sm"
            onChange={(e) => void readFile(e.target.files?.[0])}
          />
          <span id="positions-csv-hint" className="text-xs text-slate-600">
            The column headed “keyword” (or the first column) is read into the list above.
          </span>
          {errors.file && (
            <span role="alert" className="text-sm text-red-700">
              {errors.file}
            </span>
          )}
          {fileNote && (
            <span role="status" className="text-sm text-slate-700">
              {fileNote}
            </span>
          )}
        </div>
        <div className="grid gap-3 sm:grid-cols-4">
          <SelectField label="Location" value={location} onChange={(e) => setLocation(e.target.value)}>
            {countries.length === 0 && <option value="2840">United States</option>}
            {countries.map((l) => (
              <option key={l.location_id} value={l.location_id}>
                {l.location_name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Language"
            value={language}
            onChange={(e) => setLanguage(e.target.value)}
            error={errors.language_code}
            maxLength={2}
          />
          <SelectField
            label="Device"
            value={device}
            onChange={(e) => setDevice(e.target.value === 'mobile' ? 'mobile' : 'desktop')}
          >
            <option value="desktop">Desktop</option>
            <option value="mobile">Mobile</option>
          </SelectField>
          <TextField
            label="Tags (optional)"
            value={tagText}
            onChange={(e) => setTagText(e.target.value)}
            error={errors.tags}
            hint="Separated by commas, e.g. boots, sale"
          />
          {!settings && (
            <TextField
              label="Site domain to match"
              value={domain}
              onChange={(e) => setDomain(e.target.value)}
              error={errors.domain}
              hint="From the site’s audits; www. always counts."
            />
          )}
        </div>
        <CostLine
          count={tracked + list.length}
          cadence={settings?.cadence ?? 'daily'}
          monthlyBudget={monthlyBudget}
          prefix={list.length ? `With these ${formatNumber(list.length)} added, tracking` : 'Tracking'}
        />
        <ActionError error={add.error} />
        {add.isSuccess && (
          <p role="status" className="text-sm text-emerald-800">
            Added {countOf(add.data.added, 'keyword')}
            {add.data.already ? ` (${add.data.already} already tracked)` : ''}. Adding costs nothing; each run
            does.
          </p>
        )}
        <div>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add keywords'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
