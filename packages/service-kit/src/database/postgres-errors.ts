const UNIQUE_VIOLATION = '23505';

/** Whether Postgres refused a write because a unique index already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;
}
