import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** Whether `port` (0: any) can be listened on; the port taken, or undefined. */
function tryPort(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(undefined));
    s.listen(port, '127.0.0.1', () => {
      const taken = (s.address() as { port: number }).port;
      s.close(() => resolve(taken));
    });
  });
}

const handedOut = new Set<number>();

/**
 * A port nobody listens on: any, or one of BENCH_PORTS (`5400-5499`) when a shared machine gives each person a
 * range. A port is handed out once per run, so two servers started one after the other never get the same one.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return (await tryPort(0))!;
  for (let p = Number(range[1]); p <= Number(range[2]); p++) {
    if (handedOut.has(p)) continue;
    if ((await tryPort(p)) !== undefined) {
      handedOut.add(p);
      return p;
    }
  }
  throw new Error(`no free port in BENCH_PORTS ${process.env.BENCH_PORTS}`);
}

/** Starts a TypeScript entry in its own Node process and waits for a line containing `ready` (or a URL). */
export function startNode(
  entry: string,
  args: string[],
  env: Record<string, string>,
  readyText: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes(readyText)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${entry} exited (${code}) before it was ready`)));
  });
}
