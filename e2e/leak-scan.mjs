// The leak scan of `npm test`: no key may appear in the build, in any response of the e2e run, or in the logs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DEMO_KEYS = ['5b1c3d9e7f2a4b6c8d0e1f2a3b4c5d6e7f8091a2', '7c9e6679-7425-40de-944b-e07fc1f90ae7'];

/** The demo keys and every key configured in the environment. */
export function secretKeys(env = process.env) {
  const configured = [
    'PROJECT_API_KEY',
    'DATA_API_KEY',
    'BACKLINKS_API_KEY',
    'AUTH_SECRET',
    'OIDC_CLIENT_SECRET',
  ]
    .map((k) => env[k]?.trim())
    .filter((v) => v && v.length >= 8);
  return [...new Set([...DEMO_KEYS, ...configured])];
}

export function findKeys(text, keys = secretKeys()) {
  return keys.filter((k) => text.includes(k));
}

/** Every file below dir that holds a key: [{file, keys}] */
export function scanFolder(dir, keys = secretKeys()) {
  const hits = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else {
        const found = findKeys(readFileSync(p).toString('latin1'), keys);
        if (found.length) hits.push({ file: p, keys: found.length });
      }
    }
  };
  walk(dir);
  return hits;
}
