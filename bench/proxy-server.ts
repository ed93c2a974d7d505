import { createServer } from 'node:http';
import { readConfig } from '../src/server/http/config.ts';
import { createProxy } from '../src/server/proxy/proxy.ts';

// The proxy alone, in its own process, for the throughput figure (upstreams from the environment).
const proxy = await createProxy({ ...readConfig(), log: false });
const server = createServer((req, res) => proxy.handle(req, res));
server.keepAliveTimeout = 10_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
