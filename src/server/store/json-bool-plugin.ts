import {
  ColumnNode,
  ColumnUpdateNode,
  InsertQueryNode,
  OperationNodeTransformer,
  PrimitiveValueListNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  UpdateQueryNode,
} from 'kysely';
import { TABLES } from './schema.ts';

/**
 * JSON columns and booleans as values, on both engines: written as JSON text and 0/1, read back as values and
 * booleans. Writes are recognised by the column they go to, reads by the name of the result's column, so a JSON or
 * boolean column's name may not name a column of another kind in any table (checked when this module loads).
 */
type Mapped = 'json' | 'boolean';

const KINDS = new Map<string, Mapped>();
const OTHERS = new Set<string>();
for (const t of Object.values(TABLES))
  for (const [name, { def }] of Object.entries(t.columns)) {
    if (def.kind === 'json' || def.kind === 'boolean') KINDS.set(name, def.kind);
    else OTHERS.add(name);
  }
for (const name of KINDS.keys())
  if (OTHERS.has(name))
    throw new Error(`The store's column name "${name}" is JSON or boolean in one table only.`);

const encode = (kind: Mapped, v: unknown): unknown =>
  v === null || v === undefined ? v : kind === 'json' ? JSON.stringify(v) : v ? 1 : 0;

const encodeNode = (kind: Mapped | undefined, node: OperationNode): OperationNode =>
  kind && ValueNode.is(node) ? ValueNode.create(encode(kind, node.value)) : node;

class Encoder extends OperationNodeTransformer {
  protected override transformInsertQuery(node: InsertQueryNode): InsertQueryNode {
    const out = super.transformInsertQuery(node);
    const kinds = out.columns?.map((c) => KINDS.get(c.column.name));
    if (!kinds?.some(Boolean) || !out.values || !ValuesNode.is(out.values)) return out;
    const values = ValuesNode.create(
      out.values.values.map((row) =>
        PrimitiveValueListNode.is(row)
          ? PrimitiveValueListNode.create(row.values.map((v, i) => (kinds[i] ? encode(kinds[i], v) : v)))
          : ValueListNode.create(row.values.map((v, i) => encodeNode(kinds[i], v))),
      ),
    );
    return { ...out, values };
  }

  protected override transformColumnUpdate(node: ColumnUpdateNode): ColumnUpdateNode {
    const out = super.transformColumnUpdate(node);
    if (!ColumnNode.is(out.column)) return out;
    return ColumnUpdateNode.create(out.column, encodeNode(KINDS.get(out.column.column.name), out.value));
  }
}

function decodeRow(row: UnknownRow): UnknownRow {
  let out: UnknownRow | undefined;
  for (const [name, v] of Object.entries(row)) {
    const kind = KINDS.get(name);
    if (!kind) continue;
    out ??= { ...row };
    if (kind === 'json' && typeof v === 'string') out[name] = JSON.parse(v);
    else if (kind === 'boolean' && (typeof v === 'number' || typeof v === 'bigint'))
      out[name] = v !== 0 && v !== 0n;
  }
  return out ?? row;
}

export class JsonBoolPlugin implements KyselyPlugin {
  readonly #encoder = new Encoder();

  // Only writes carry values to encode; walking every read's tree would cost each store read more than the read.
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return InsertQueryNode.is(node) || UpdateQueryNode.is(node) ? this.#encoder.transformNode(node) : node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result.rows.length ? { ...result, rows: result.rows.map(decodeRow) } : result);
  }
}
