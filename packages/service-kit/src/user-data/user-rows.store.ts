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

  async export(userId: string): Promise<ExportFile[]> {
    const files: ExportFile[] = [];
    for (const { table, columns } of await this.tables(this.db)) {
      const rows = (await this.db.query(`SELECT * FROM ${this.qualified(table)} WHERE ${matching(columns)} ORDER BY 1`, [userId])) as object[];
      files.push({
        name: `${table.replaceAll('_', '-')}.json`,
        description: this.options.descriptions?.[table] ?? `Your rows of ${this.options.schema}.${table}`,
        content: rows,
        temporary: false,
      });
    }
    return files;
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
