/**
 * Tasks added from this browser, per site, with the text they were saved with. The checklist returns titles
 * only, so this is the one place the edit form can take a task's text from; and it lets a task added here be
 * recognised as custom wherever the service files it.
 */

const KEY = 'searchboard.plan.tasks';
type Memory = Record<string, Record<string, string>>;

function read(): Memory {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Memory) : {};
  } catch {
    return {};
  }
}

function write(memory: Memory): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(memory));
  } catch {
    // storage full or disabled: editing still works, the text just has to be typed again
  }
}

export function rememberTask(siteId: number, taskId: string, text: string): void {
  const memory = read();
  memory[siteId] = { ...memory[siteId], [taskId]: text };
  write(memory);
}

export function forgetTask(siteId: number, taskId: string): void {
  const memory = read();
  const site = { ...memory[siteId] };
  delete site[taskId];
  memory[siteId] = site;
  write(memory);
}

export function rememberedText(siteId: number, taskId: string): string | undefined {
  return read()[siteId]?.[taskId];
}

export function tasksAddedHere(siteId: number): Set<string> {
  return new Set(Object.keys(read()[siteId] ?? {}));
}
