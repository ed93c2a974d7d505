import { startSandbox } from './server.ts';

// `npm run sandbox [-- --reset]`: the emulator alone, on loopback.
const reset = process.argv.includes('--reset');
const port = Number(process.env.SANDBOX_PORT ?? 4010);
const sandbox = await startSandbox({
  port,
  reset,
  dbPath: process.env.SANDBOX_DB || undefined,
  log: !process.argv.includes('--quiet'),
});
console.log(`Sandbox listening on ${sandbox.url}`);
console.log(`  project interface   ${sandbox.url}/project   (project demo key)`);
console.log(`  data interface      ${sandbox.url}/data      (data demo key)`);
console.log(`  backlink reports    ${sandbox.url}/backlinks (data demo key)`);
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
