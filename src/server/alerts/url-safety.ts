import { networkInterfaces } from 'node:os';

/**
 * Whether a channel's URL points at this server or at a service it calls: a webhook there would have the server
 * post into itself (or into the service, with the team's trust). Compared by host and port, the port a scheme's
 * default when none is named. A host of the loopback or of this machine's own interfaces counts as every address
 * this server listens on when it listens on all of them (0.0.0.0, ::) or on a loopback one.
 */
const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

interface HostPort {
  host: string;
  port: string;
}

function hostPort(url: string): HostPort | undefined {
  try {
    const u = new URL(url);
    const host = u.hostname.toLowerCase().replace(/^\[|\]$/g, '');
    return { host, port: u.port || DEFAULT_PORT[u.protocol] || '' };
  } catch {
    return undefined;
  }
}

const WILDCARD = new Set(['0.0.0.0', '::']);
const isLoopback = (h: string) =>
  h === 'localhost' ||
  h.endsWith('.localhost') ||
  /^127\./.test(h) ||
  h === '::1' ||
  h === '::ffff:127.0.0.1';

function ownAddresses(): Set<string> {
  const out = new Set<string>();
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) out.add(a.address.toLowerCase());
  return out;
}

/** true when `url` names a host and port of `self` (this server's addresses) or of `upstreams` (their origins) */
export function pointsAtUs(url: string, self: readonly string[], upstreams: readonly string[]): boolean {
  const target = hostPort(url);
  if (!target) return false;
  const local = (h: string) => isLoopback(h) || WILDCARD.has(h) || ownAddresses().has(h);
  const same = (o: HostPort) => {
    if (o.port !== target.port) return false;
    if (o.host === target.host) return true;
    // a server on every address or on the loopback is reached by any of this machine's own names
    return local(o.host) && local(target.host);
  };
  return [...self, ...upstreams].some((u) => {
    const o = hostPort(u);
    return o !== undefined && same(o);
  });
}
