import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { portBusyMessage, portInUse } from './port-check.ts';

// A busy 5173 gets a one-line message, not a stack trace.
describe('the dev server’s port check', () => {
  it('sees a port another server holds, and a free one', async () => {
    const holder = createServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', r));
    const port = (holder.address() as { port: number }).port;
    expect(await portInUse(port, '127.0.0.1')).toBe(true);
    await new Promise((r) => holder.close(r));
    expect(await portInUse(port, '127.0.0.1')).toBe(false);
  });

  it('says in one line what to do', () => {
    const msg = portBusyMessage(5173);
    expect(msg).not.toContain('\n');
    expect(msg).toContain('npm run dev -- --port 5174');
  });
});
