import { startSandbox } from './server.ts';

// A sandbox in its own process for the durability test, which kills it with SIGKILL.
await startSandbox({
  port: Number(process.env.SANDBOX_PORT),
  dbPath: process.env.DURABILITY_DB ?? ':memory:',
});
console.log('ready');
