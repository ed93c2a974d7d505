import { LIMITS } from '../../lib/limits.ts';
import { plural } from '../../lib/plural.ts';

/**
 * The bulk-add textarea, one prompt per line, checked before sending (spec, POST prompts: "min 1 item, each
 * non-empty, max 255 chars"). Blank lines are skipped; duplicates inside the input are folded the way the
 * service matches tracked prompts (trimmed, single-spaced, case-insensitive) so the "already tracked" count
 * in the report is about the engine, not about a repeated line.
 */
export const MAX_PROMPT_LENGTH = LIMITS.prompt;

export type PromptLines = { ok: true; prompts: string[]; folded: number } | { ok: false; error: string };

export const normalizePrompt = (p: string): string => p.trim().replace(/\s+/g, ' ').toLowerCase();

export function parsePromptLines(text: string): PromptLines {
  const seen = new Set<string>();
  const prompts: string[] = [];
  let folded = 0;
  const tooLong: number[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim().replace(/\s+/g, ' ');
    if (line === '') return;
    if (line.length > MAX_PROMPT_LENGTH) tooLong.push(i + 1);
    const key = normalizePrompt(line);
    if (seen.has(key)) {
      folded++;
      return;
    }
    seen.add(key);
    prompts.push(line);
  });
  if (tooLong.length > 0) {
    const which =
      tooLong.length === 1 ? `Line ${tooLong[0]} is` : `Lines ${tooLong.slice(0, 5).join(', ')} are`;
    return {
      ok: false,
      error: `${which} longer than ${MAX_PROMPT_LENGTH} characters. Shorten or split them.`,
    };
  }
  if (prompts.length === 0) return { ok: false, error: 'Enter at least one prompt, one per line.' };
  return { ok: true, prompts, folded };
}

/** "Added 3, 1 already tracked": the service skips prompts it tracks and counts only the new ones. */
export function addedReport(sent: number, added: number, folded: number): string {
  const skipped = Math.max(0, sent - added);
  const parts = [`Added ${added}`, `${skipped} already tracked`];
  if (folded > 0) parts.push(`${folded} duplicate ${plural(folded, 'line')} folded`);
  return `${parts.join(', ')}.`;
}
