// The e2e server: a fresh sandbox store, then `npm start`'s server on the built app.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync(process.env.SEARCHBOARD_DATA_DIR ?? '.data/e2e', { recursive: true, force: true });
// start.ts reads SEARCHBOARD_DIST for the folder it serves.
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
