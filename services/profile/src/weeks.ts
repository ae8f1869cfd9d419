const DAY_MS = 86_400_000;

/** The Monday (UTC) of the week a moment falls in, as YYYY-MM-DD. */
export function weekStartOf(moment: Date): string {
  const day = Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays of the last `count` weeks, oldest first, ending with this week's. */
export function lastWeekStarts(now: Date, count: number): string[] {
  const thisWeek = Date.parse(`${weekStartOf(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(thisWeek - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10));
}
