/** One scenario of `npm run test:reliability`, as its test wrote it (services/generation/test/reliability). */
export interface ReliabilityRow {
  scenario: string;
  requests: number;
  discrepancies: number;
  hangs: number;
  serverErrors: number;
  refusedDuringOutage: number;
}

const COLUMNS: { title: string; value: (row: ReliabilityRow) => string | number }[] = [
  { title: 'scenario', value: (row) => row.scenario },
  { title: 'requests', value: (row) => row.requests },
  { title: 'balance discrepancies', value: (row) => row.discrepancies },
  { title: 'hangs', value: (row) => row.hangs },
  { title: '5xx', value: (row) => row.serverErrors },
  { title: '503 during outage', value: (row) => row.refusedDuringOutage },
];

/** The rows of a JSON-lines report; a line that is not a row is an error (a scenario wrote it wrong). */
export function parseReliabilityRows(text: string): ReliabilityRow[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const row = JSON.parse(line) as ReliabilityRow;
      const numbers = [row.requests, row.discrepancies, row.hangs, row.serverErrors, row.refusedDuringOutage];
      if (typeof row.scenario !== 'string' || numbers.some((value) => !Number.isInteger(value) || value < 0)) {
        throw new Error(`not a reliability row: ${line}`);
      }
      return row;
    });
}

/** A scenario fails when any of its discrepancies, hangs or 5xx is not 0. */
export function failedScenarios(rows: readonly ReliabilityRow[]): ReliabilityRow[] {
  return rows.filter((row) => row.discrepancies > 0 || row.hangs > 0 || row.serverErrors > 0);
}

export function formatReliabilityTable(rows: readonly ReliabilityRow[]): string {
  const cells = [COLUMNS.map((column) => column.title), ...rows.map((row) => COLUMNS.map((column) => String(column.value(row))))];
  const widths = COLUMNS.map((_, index) => Math.max(...cells.map((line) => line[index]!.length)));
  const render = (line: string[]) => `| ${line.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, index) => (index === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [render(cells[0]!), rule, ...cells.slice(1).map(render)].join('\n');
}
