import { fillPath, operationOf, type OperationId, type PathParams } from '../lib/operations.ts';
import { API_PREFIX } from './base.ts';
import { encodeQuery, type QueryParams } from './query.ts';

/**
 * One call of the spec's operations, named by its id in the operation table (lib/operations.ts), which alone states
 * its base, method and path: the fetchers send it (client.ts `call`), and the server's first reads of an address
 * build the same URL from it (`operationUrl`). Plain data with no schema and no React, so both sides can read it.
 */
export interface OperationCall {
  op: OperationId;
  /** the values of the path's `:name` segments */
  params?: PathParams;
  query?: QueryParams;
}

/** The path below `/api` a call asks for, as the browser's client sends it (`/api/data/v1/…?audit_id=1`). */
export function operationUrl(call: OperationCall): string {
  const o = operationOf(call.op);
  return `${API_PREFIX[o.base]}${fillPath(o.path, call.params)}${encodeQuery(call.query)}`;
}
