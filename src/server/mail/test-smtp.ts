import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests: it keeps each message it accepts, read back with mailparser, with the
 * envelope it came in. `refuse` names addresses it answers 550 for; `user`/`pass` make it ask for a login.
 */
export interface Received {
  envelope: { from: string; to: string[] };
  raw: Buffer;
  parsed: ParsedMail;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: Received[];
  /** every AUTH the server saw, for tests that check what a client logged in with */
  logins: { user: string; pass: string }[];
  stop(): Promise<void>;
}

export async function startTestSmtp(
  options: { refuse?: string[]; user?: string; pass?: string; port?: number } = {},
): Promise<TestSmtp> {
  const received: Received[] = [];
  const logins: TestSmtp['logins'] = [];
  const refuse = new Set((options.refuse ?? []).map((a) => a.toLowerCase()));
  const server = new SMTPServer({
    // plain text on loopback: no certificate to trust in a test
    disabledCommands: options.user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.user,
    logger: false,
    onAuth(auth, _session, done) {
      logins.push({ user: auth.username ?? '', pass: auth.password ?? '' });
      if (auth.username === options.user && auth.password === options.pass)
        done(null, { user: auth.username });
      else done(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, done) {
      if (refuse.has(address.address.toLowerCase()))
        done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            received.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              raw,
              parsed,
            });
            done();
          })
          .catch(done);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const auth = options.user
    ? `${encodeURIComponent(options.user)}:${encodeURIComponent(options.pass ?? '')}@`
    : '';
  return {
    port,
    url: `smtp://${auth}127.0.0.1:${port}`,
    received,
    logins,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
