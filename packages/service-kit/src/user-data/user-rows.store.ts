import type { ExportFile } from '@studyforge/contracts';

/** What the store runs its statements on: a pool, a TypeORM DataSource or an open transaction. */
export interface SqlQueryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

export interface SqlDatabase extends SqlQueryable {
  transaction<T>(work: (db: SqlQueryable) => Promise<T>): Promise<T>;
}

export interface UserRowsOptions {
  schema: string;
  /** The columns that name the student a row belongs to (a follow names two). */
  userColumns?: readonly string[];
  /** What each table's file in the export holds, for the ZIP's README. */
  descriptions?: Readonly<Record<string, string>>;
}

export interface ExportPage {
  files: ExportFile[];
  next: string | null;
}

const PAGE_ROWS = 100;
/** A page's JSON stays well below the 1 MB NATS payload. */
const PAGE_BYTES = 128 * 1024;

interface UserTable {
  table: string;
  columns: string[];
}

/**
 * A student's rows in one service's schema, found from the schema itself: every table with a user column
 * is exported and erased, so a table added later is never left behind. Erasure deletes referencing
 * tables before the tables they reference, in one transaction.
 */
export class UserRowsStore {
  private readonly userColumns: readonly string[];

  constructor(
    private readonly db: SqlDatabase,
    private readonly options: UserRowsOptions,
  ) {
    this.userColumns = options.userColumns ?? ['user_id'];
  }

  /** Every table's file whole, in one go (for a service that parks its part in storage). */
  async export(userId: string): Promise<ExportFile[]> {
    const files = new Map<string, ExportFile>();
    let cursor: string | null = null;
    do {
      const page: ExportPage = await this.exportPage(userId, cursor);
      for (const file of page.files) {
        const known = files.get(file.name);
        if (known) (known.content as object[]).push(...(file.content as object[]));
        else files.set(file.name, file);
      }
      cursor = page.next;
    } while (cursor);
    return [...files.values()];
  }

  /**
   * One page of the student's rows, at most about PAGE_BYTES of JSON, from where `cursor` says (table, offset);
   * a table cut between pages appears on each with the same name. Every table appears at least once, empty or not.
   */
  async exportPage(userId: string, cursor: string | null): Promise<ExportPage> {
    const tables = await this.tables(this.db);
    let [tableIndex, offset] = parseCursor(cursor);
    const files: ExportFile[] = [];
    let bytes = 0;
    while (tableIndex < tables.length) {
      const { table, columns } = tables[tableIndex]!;
      const order = await this.orderOf(table);
      const rows = (await this.db.query(
        `SELECT * FROM ${this.qualified(table)} t WHERE ${matching(columns)} ORDER BY ${order} LIMIT ${PAGE_ROWS} OFFSET ${offset}`,
        [userId],
      )) as object[];
      const file = files.find((candidate) => candidate.name === fileNameOf(table));
      if (file) (file.content as object[]).push(...rows);
      else
        files.push({
          name: fileNameOf(table),
          description: this.options.descriptions?.[table] ?? `Your rows of ${this.options.schema}.${table}`,
          content: rows,
          temporary: false,
        });
      bytes += Buffer.byteLength(JSON.stringify(rows));
      if (rows.length === PAGE_ROWS) offset += PAGE_ROWS;
      else [tableIndex, offset] = [tableIndex + 1, 0];
      if (bytes >= PAGE_BYTES && tableIndex < tables.length) return { files, next: `${tableIndex}:${offset}` };
    }
    return { files, next: null };
  }

  /** The primary key, for pages that neither repeat nor skip a row; the physical order when there is none. */
  private async orderOf(table: string): Promise<string> {
    const rows = (await this.db.query(
      `SELECT a.attname AS name FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
       WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
      [this.qualified(table)],
    )) as Array<{ name: string }>;
    return rows.length ? rows.map((row) => `t.${quoteIdentifier(row.name)}`).join(', ') : 't.ctid';
  }

  /** Deletes every row of the student in the schema; answers how many went from each table. */
  async erase(userId: string, before?: (db: SqlQueryable) => Promise<Record<string, number>>): Promise<Record<string, number>> {
    return this.db.transaction(async (db) => {
      const counts: Record<string, number> = before ? await before(db) : {};
      for (const { table, columns } of await this.deletionOrder(db)) {
        const [row] = (await db.query(
          `WITH gone AS (DELETE FROM ${this.qualified(table)} WHERE ${matching(columns)} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
          [userId],
        )) as Array<{ n: number }>;
        counts[table] = (counts[table] ?? 0) + (row?.n ?? 0);
      }
      return counts;
    });
  }

  async tables(db: SqlQueryable): Promise<UserTable[]> {
    const rows = (await db.query(
      `SELECT c.table_name AS "table", array_agg(c.column_name::text ORDER BY c.column_name) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
       WHERE c.table_schema = $1 AND c.column_name = ANY($2)
       GROUP BY c.table_name ORDER BY c.table_name`,
      [this.options.schema, [...this.userColumns]],
    )) as UserTable[];
    return rows;
  }

  /** Tables that reference another come before it. */
  private async deletionOrder(db: SqlQueryable): Promise<UserTable[]> {
    const tables = await this.tables(db);
    const references = (await db.query(
      `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint con
       JOIN pg_class child ON child.oid = con.conrelid
       JOIN pg_class parent ON parent.oid = con.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
       WHERE con.contype = 'f' AND n.nspname = $1 AND parent.relnamespace = child.relnamespace AND child.oid <> parent.oid`,
      [this.options.schema],
    )) as Array<{ child: string; parent: string }>;
    const ordered: UserTable[] = [];
    let left = [...tables];
    while (left.length) {
      const pending = new Set(left.map((table) => table.table));
      const ready = left.filter((table) => !references.some((ref) => ref.parent === table.table && ref.child !== table.table && pending.has(ref.child)));
      const next = ready.length ? ready : left;
      ordered.push(...next);
      left = left.filter((table) => !next.includes(table));
    }
    return ordered;
  }

  private qualified(table: string): string {
    return `${quoteIdentifier(this.options.schema)}.${quoteIdentifier(table)}`;
  }
}

function fileNameOf(table: string): string {
  return `${table.replaceAll('_', '-')}.json`;
}

function parseCursor(cursor: string | null): [number, number] {
  const match = cursor ? /^(\d+):(\d+)$/.exec(cursor) : null;
  return match ? [Number(match[1]), Number(match[2])] : [0, 0];
}

function matching(columns: readonly string[]): string {
  return columns.map((column) => `${quoteIdentifier(column)} = $1`).join(' OR ');
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A TypeORM DataSource as the store's database. */
export function sqlDatabaseOf(dataSource: {
  query(sql: string, params?: unknown[]): Promise<unknown>;
  transaction<T>(work: (manager: { query(sql: string, params?: unknown[]): Promise<unknown> }) => Promise<T>): Promise<T>;
}): SqlDatabase {
  return {
    query: (sql, params) => dataSource.query(sql, params),
    transaction: (work) => dataSource.transaction((manager) => work({ query: (sql, params) => manager.query(sql, params) })),
  };
}
