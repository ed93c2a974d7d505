import { createServer } from 'node:net';

/** Whether something already listens on host:port (Vite would otherwise die there with a stack trace). */
export function portInUse(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'EADDRINUSE'));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

export const portBusyMessage = (port: number) =>
  `Port ${port} is in use (another dev server?): stop it, or run on another port: npm run dev -- --port ${port + 1}`;
