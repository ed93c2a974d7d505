import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { aiMutations } from '../../api/ai-mutations.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { upstreamFieldError } from './field-error.ts';
import { addedReport, MAX_PROMPT_LENGTH, parsePromptLines } from './prompt-lines.ts';
import { plural } from '../../lib/plural.ts';

/** Bulk add: one prompt per line, or lines read from a CSV file into the same box for review. */
export function AddPromptsForm({ siteId, engineId }: { siteId: number; engineId: number }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [fileNote, setFileNote] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const [report, setReport] = useState<string>();
  const add = useMutation(aiMutations.addPrompts());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setReport(undefined);
    const parsed = parsePromptLines(text);
    if (!parsed.ok) return setError(parsed.error);
    setError(undefined);
    const sent = text;
    add.mutate(
      { siteId, engineId, prompts: parsed.prompts },
      {
        onSuccess: (res) => {
          setReport(addedReport(parsed.prompts.length, res.added, parsed.folded));
          // lines typed while these were being added stay in the field
          setText((now) => (now === sent ? '' : now));
          setFileNote(undefined);
        },
      },
    );
  };
  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setFileError(undefined);
    try {
      const { promptsFromCsv } = await import('./csv-prompts.ts');
      const lines = promptsFromCsv(await file.text());
      if (lines.length === 0) return setFileError(`No prompts found in ${file.name}.`);
      setText((old) => [old.trimEnd(), ...lines].filter(Boolean).join('\n'));
      setError(undefined);
      setFileNote(
        `Read ${lines.length} ${plural(lines.length, 'prompt')} from ${file.name}. Review them, then add.`,
      );
    } catch {
      setFileError(`${file.name} could not be read as a CSV file.`);
    }
  };
  const upstream = upstreamFieldError(add.error, 'prompts');
  const empty = text.trim() === '';
  return (
    <form onSubmit={submit} noValidate aria-label="Add prompts" className="space-y-3">
      <TextAreaField
        label="Prompts, one per line"
        rows={6}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError(undefined);
          add.reset();
        }}
        hint={`Up to ${MAX_PROMPT_LENGTH} characters each. Repeated lines are sent once; prompts the engine already tracks are skipped.`}
        error={error ?? upstream}
      />
      <TextField
        label="Or read prompts from a CSV file"
        type="file"
        accept=".csv,text/csv,text/plain"
        onChange={(e) => void readFile(e)}
        hint="The column headed prompt or keyword, else the first column."
        error={fileError}
      />
      {fileNote && (
        <p role="status" className="text-sm text-slate-700">
          {fileNote}
        </p>
      )}
      {add.error && !upstream ? <ErrorPanel compact error={add.error} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        {/* a button that would send nothing is disabled, and says why */}
        <Button
          type="submit"
          disabled={add.isPending || empty}
          aria-describedby={empty ? 'add-prompts-nothing' : undefined}
        >
          {add.isPending ? 'Adding…' : 'Add prompts'}
        </Button>
        {empty && (
          <p id="add-prompts-nothing" className="text-sm text-slate-700">
            Nothing to add yet: type or paste at least one prompt.
          </p>
        )}
        {report && (
          <p role="status" className="text-sm font-medium text-emerald-800">
            {report}
          </p>
        )}
      </div>
    </form>
  );
}
