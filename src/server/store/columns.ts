import {
  sql,
  type ColumnDataType,
  type CreateTableBuilder,
  type Expression,
  type Generated,
  type Kysely,
} from 'kysely';

/**
 * The words the store's tables are declared in (`schema.ts`): each column says its kind, whether it may be null,
 * its default and its check, once. Both engines' DDL is built from it with Kysely's schema builder, and each
 * column carries the TypeScript type of its values, so the row types are derived from the same declaration.
 */
export type Engine = 'sqlite' | 'postgres';

/** `json` is text holding JSON and `boolean` an integer 0/1 on both engines; the store's plugin maps them. */
export type Kind = 'id' | 'integer' | 'bigint' | 'real' | 'text' | 'blob' | 'json' | 'boolean';

export interface ColumnDef {
  readonly kind: Kind;
  readonly nullable: boolean;
  readonly primaryKey: boolean;
  readonly defaultTo?: string | number;
  /** an SQL condition on the column's value */
  readonly check?: string;
  /** the values a text column may hold */
  readonly oneOf?: readonly string[];
}

/** A column whose rows hold values of type `T` (as Kysely's table interfaces write it). */
export class Col<T> {
  declare readonly _type: T;
  constructor(readonly def: ColumnDef) {}
  nullable(): Col<T | null> {
    return new Col({ ...this.def, nullable: true });
  }
  /** an insert may leave it out */
  default(value: string | number): Col<Generated<T>> {
    return new Col({ ...this.def, defaultTo: value });
  }
  check(condition: string): Col<T> {
    return new Col({ ...this.def, check: condition });
  }
  primaryKey(): Col<T> {
    return new Col({ ...this.def, primaryKey: true });
  }
}

const col = <T>(kind: Kind, more: Partial<ColumnDef> = {}) =>
  new Col<T>({ kind, nullable: false, primaryKey: false, ...more });

export const c = {
  /** an integer key the store numbers itself */
  id: () => col<Generated<number>>('id', { primaryKey: true }),
  int: () => col<number>('integer'),
  /** an integer past 2^31 (read as a number: every value the store keeps fits in 2^53) */
  bigint: () => col<number>('bigint'),
  real: () => col<number>('real'),
  text: <T extends string = string>() => col<T>('text'),
  oneOf: <const V extends readonly string[]>(values: V) => col<V[number]>('text', { oneOf: values }),
  blob: () => col<Buffer>('blob'),
  json: <T>() => col<T>('json'),
  bool: () => col<boolean>('boolean'),
};

export interface TableDef {
  readonly columns: Readonly<Record<string, Col<unknown>>>;
  /** a primary key of several columns */
  readonly primaryKey?: readonly string[];
  readonly unique?: readonly (readonly string[])[];
  /** index name → its columns */
  readonly indexes?: Readonly<Record<string, readonly string[]>>;
}

export const table = <C extends Record<string, Col<unknown>>>(
  columns: C,
  more: Omit<TableDef, 'columns'> = {},
): Omit<TableDef, 'columns'> & { columns: C } => ({ columns, ...more });

/** The row type of a table as Kysely reads it. */
export type RowOf<D extends { columns: Record<string, Col<unknown>> }> = {
  [K in keyof D['columns']]: D['columns'][K] extends Col<infer T> ? T : never;
};

function dataType(engine: Engine, kind: Kind): ColumnDataType {
  const pg = engine === 'postgres';
  switch (kind) {
    case 'id':
      return pg ? 'serial' : 'integer';
    case 'bigint':
      return pg ? 'bigint' : 'integer';
    case 'real':
      return pg ? 'double precision' : 'real';
    case 'blob':
      return pg ? 'bytea' : 'blob';
    case 'text':
    case 'json':
      return 'text';
    case 'integer':
    case 'boolean':
      return 'integer';
  }
}

function checkOf(name: string, d: ColumnDef): Expression<unknown> | undefined {
  if (d.oneOf) return sql`${sql.ref(name)} IN (${sql.join(d.oneOf.map((v) => sql.lit(v)))})`;
  return d.check === undefined ? undefined : sql.raw(d.check);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the builders serve every table
type AnyDb = Kysely<any>;

/** CREATE TABLE of one declared table. */
export function createTable(db: AnyDb, engine: Engine, name: string, t: TableDef) {
  let q: CreateTableBuilder<string, string> = db.schema.createTable(name);
  for (const [column, { def }] of Object.entries(t.columns))
    q = q.addColumn(column, dataType(engine, def.kind), (b) => {
      if (def.primaryKey) b = b.primaryKey();
      if (def.kind === 'id' && engine === 'sqlite') b = b.autoIncrement();
      if (!def.nullable && !def.primaryKey) b = b.notNull();
      if (def.defaultTo !== undefined) b = b.defaultTo(sql.lit(def.defaultTo));
      const check = checkOf(column, def);
      return check ? b.check(check) : b;
    });
  if (t.primaryKey) q = q.addPrimaryKeyConstraint(`${name}_pkey`, t.primaryKey as string[]);
  for (const cols of t.unique ?? [])
    q = q.addUniqueConstraint(`${name}_${cols.join('_')}_key`, cols as string[]);
  return q;
}

/** ALTER TABLE … ADD COLUMN of a column declared after its table was made (it must allow null or have a default). */
export function addColumn(db: AnyDb, engine: Engine, name: string, column: string, { def }: Col<unknown>) {
  return db.schema.alterTable(name).addColumn(column, dataType(engine, def.kind), (b) => {
    if (!def.nullable) b = b.notNull();
    if (def.defaultTo !== undefined) b = b.defaultTo(sql.lit(def.defaultTo));
    const check = checkOf(column, def);
    return check ? b.check(check) : b;
  });
}

export const createIndex = (db: AnyDb, name: string, tableName: string, columns: readonly string[]) =>
  db.schema
    .createIndex(name)
    .on(tableName)
    .columns(columns as string[]);
