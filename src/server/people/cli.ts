import { parseArgs } from 'node:util';
import { text } from 'node:stream/consumers';
import { loadDotEnv, readConfig } from '../http/config.ts';
import { PERSON_ROLES, type PersonRole } from '../../lib/people.ts';
import { openStore } from '../store/store.ts';
import { createAuth, sessionSecret } from './auth.ts';
import { Invitations, INVITATION_DAYS } from './invitations.ts';
import { normalEmail, People } from './people.ts';
import { MIN_PASSWORD, personProblems } from './person-input.ts';

/**
 * `npm run people -- <command>`: the team's people, on the store the server uses (SEARCHBOARD_DATA_DIR or
 * DATABASE_URL), also while it runs.
 *
 *   add <email> --role <role> [--name N] [--sites 101,102] [--daily-credits N] [--monthly-credits N] [--password-stdin]
 *   list
 *   deactivate <email>
 */
const USAGE = `Usage:
  npm run people -- add <email> --role <${PERSON_ROLES.join('|')}> [--name "Full Name"] [--sites 101,102]
                        [--daily-credits N] [--monthly-credits N] [--password-stdin]
  npm run people -- list
  npm run people -- deactivate <email>`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const whole = (name: string, v: string | undefined) => {
  if (v === undefined) return undefined;
  if (!/^\d{1,9}$/.test(v)) fail(`--${name} must be a whole number of credits, not "${v}".`);
  return Number(v);
};

async function main(): Promise<void> {
  loadDotEnv();
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      name: { type: 'string' },
      sites: { type: 'string' },
      'daily-credits': { type: 'string' },
      'monthly-credits': { type: 'string' },
      'password-stdin': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, email] = positionals;
  if (values.help || !command || !['add', 'list', 'deactivate'].includes(command)) fail(USAGE);
  if (command !== 'list' && !email) fail(USAGE);
  // what is wrong with a person as given is said before the store is opened
  const input = {
    email: email ?? '',
    name: values.name,
    role: values.role as PersonRole,
    sites: values.sites
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map(Number),
    daily_credits: whole('daily-credits', values['daily-credits']),
    monthly_credits: whole('monthly-credits', values['monthly-credits']),
  };
  let password: string | undefined;
  if (command === 'add') {
    const problems = personProblems(input);
    if (Object.keys(problems).length) fail(Object.values(problems).join('\n'));
    if (values['password-stdin']) {
      password = (await text(process.stdin)).replace(/\r?\n$/, '');
      if (password.length < MIN_PASSWORD) fail(`The password must be at least ${MIN_PASSWORD} characters.`);
    }
  }
  const config = readConfig();
  const store = await openStore(config.databaseUrl ?? config.storeDir ?? config.dataDir);
  const base =
    process.env.PUBLIC_URL?.replace(/\/+$/, '') ||
    `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 4173}`;
  const auth = createAuth({
    store,
    secret: await sessionSecret(store),
    baseURL: base,
    mayStart: () => Promise.resolve(true),
  });
  const people = new People(store, auth);
  try {
    if (command === 'list') {
      for (const p of await people.list())
        console.log(
          [
            p.email,
            p.role,
            p.active ? 'active' : 'inactive',
            p.role === 'client' ? `sites ${p.sites.join(',')}` : '',
            p.last_sign_in_at ? `last sign-in ${p.last_sign_in_at}` : 'never signed in',
          ]
            .filter(Boolean)
            .join('\t'),
        );
      return;
    }
    if (command === 'deactivate') {
      const row = await people.byEmail(input.email);
      if (!row) fail(`Nobody with the email ${normalEmail(input.email)} is on the team.`);
      await people.change(row.id, { active: false });
      console.log(`${row.email} is deactivated; their sessions have ended.`);
      return;
    }
    if (await people.byEmail(input.email)) fail(`${normalEmail(input.email)} is already on the team.`);
    const row = await people.add(input, password);
    if (password !== undefined) {
      console.log(`${row.email} (${row.role}) can sign in now.`);
      return;
    }
    const { token, expiresAt } = await new Invitations(store, people).make(row.id, null);
    console.log(
      `${row.email} is invited as ${row.role}. Send them this one-use link (valid ${INVITATION_DAYS} days, until ${expiresAt}):`,
    );
    console.log(`${base}/invite/${token}`);
  } finally {
    await store.close();
  }
}

await main();
