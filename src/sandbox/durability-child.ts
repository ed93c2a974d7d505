import { startSandbox } from './server.ts';

// A sandbox in its own process for the durability test, which kills it with SIGKILL.
const sandbox = await startSandbox({
  port: 0, // a free port: the test reads which from the line below
  dbPath: process.env.DURABILITY_DB ?? ':memory:',
});
console.log(`ready ${sandbox.url}`);
