import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * Real Postgres triggers that hold up (or refuse) one student's statements, so a test can stop a service at
 * an exact step of that student's request without touching anyone else's.
 */
export class SlowStatements {
  private readonly made: { name: string; table: string }[] = [];
  private readonly counters: string[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly db: pg.Pool) {}

  /** Each matching row change sleeps `seconds` before it is written. */
  sleepOn(table: string, when: string, seconds: number): Promise<void> {
    return this.make(table, when, `PERFORM pg_sleep(${Number(seconds)}); RETURN NEW;`);
  }

  /** Each matching row change fails. */
  failOn(table: string, when: string): Promise<void> {
    return this.make(table, when, `RAISE EXCEPTION 'reliability test: refused on purpose';`);
  }

  /** The first `times` matching row changes fail; those after them are written. */
  async failTimesOn(table: string, when: string, times: number): Promise<void> {
    const counter = `reliability_count_${randomBytes(6).toString('hex')}`;
    await this.db.query(`CREATE SEQUENCE public.${counter}`);
    this.counters.push(counter);
    // The services' own database roles run the trigger.
    await this.db.query(`GRANT USAGE ON SEQUENCE public.${counter} TO PUBLIC`);
    await this.make(table, when, `IF nextval('public.${counter}') <= ${Number(times)} THEN RAISE EXCEPTION 'reliability test: refused on purpose'; END IF; RETURN NEW;`);
  }

  /** True while one of these triggers is sleeping in a statement not seen sleeping before (each is seen once). */
  async sleeping(): Promise<boolean> {
    const { rows } = await this.db.query<{ statement: string }>(
      // A trigger sleeps inside the statement it holds up; a statement that itself calls pg_sleep is someone else's.
      `SELECT pid || '@' || query_start AS statement FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND query NOT ILIKE '%pg_sleep%'`,
    );
    const fresh = rows.find((row) => !this.seen.has(row.statement));
    if (fresh) this.seen.add(fresh.statement);
    return fresh !== undefined;
  }

  async removeAll(): Promise<void> {
    for (const { name, table } of this.made.splice(0)) {
      await this.db.query(`DROP TRIGGER IF EXISTS ${name} ON ${table}`);
      await this.db.query(`DROP FUNCTION IF EXISTS public.${name}()`);
    }
    for (const counter of this.counters.splice(0)) await this.db.query(`DROP SEQUENCE IF EXISTS public.${counter}`);
  }

  private async make(table: string, when: string, body: string): Promise<void> {
    const name = `reliability_${randomBytes(6).toString('hex')}`;
    await this.db.query(`CREATE FUNCTION public.${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} END $$`);
    await this.db.query(`CREATE TRIGGER ${name} BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION public.${name}()`);
    this.made.push({ name, table });
  }
}
