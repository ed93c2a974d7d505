import type { HttpBindings } from '@hono/node-server';
import type { Person } from '../people/people.ts';
import type { ShareRow } from '../share/share.ts';

/**
 * What every route of the server's one Hono app can rely on. The Node request and response stay reachable
 * (`c.env.incoming`, `c.env.outgoing`): the guards read the socket (the port a Host must name), and proxied
 * answers stream straight into the response. The middleware ahead of the routes sets the variables.
 */
export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    /** the id a failure's answer and its log line share */
    requestId: string;
    /** the verified share link the request carries; set by the share gate, which has already limited it */
    share: ShareRow | undefined;
    /** who is asking: set by the people gate (the local owner on a loopback server); none for a share link */
    person: Person | undefined;
  };
}
