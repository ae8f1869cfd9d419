import { describe, expect, it } from 'vitest';
import { failedScenarios, formatReliabilityTable, parseReliabilityRows } from './reliability-table.js';

const ok = { scenario: 'worker killed mid-job (twice)', requests: 2, discrepancies: 0, hangs: 0, serverErrors: 0, refusedDuringOutage: 1 };
const leaky = { ...ok, scenario: 'credits service stopped during release', discrepancies: 1 };

describe('the reliability table', () => {
  it('reads the JSON lines the scenarios write and refuses a malformed one', () => {
    expect(parseReliabilityRows(`${JSON.stringify(ok)}\n\n${JSON.stringify(leaky)}\n`)).toEqual([ok, leaky]);
    expect(() => parseReliabilityRows(JSON.stringify({ ...ok, hangs: -1 }))).toThrow(/not a reliability row/);
    expect(() => parseReliabilityRows(JSON.stringify({ requests: 1 }))).toThrow(/not a reliability row/);
  });

  it('fails a scenario with any discrepancy, hang or 5xx, not one that refused clearly during an outage', () => {
    expect(failedScenarios([ok, leaky])).toEqual([leaky]);
    expect(failedScenarios([{ ...ok, hangs: 1 }, { ...ok, serverErrors: 2 }])).toHaveLength(2);
  });

  it('prints one aligned row per scenario under the columns of issue 15', () => {
    const lines = formatReliabilityTable([ok, leaky]).split('\n');
    expect(lines[0]).toBe('| scenario                               | requests | balance discrepancies | hangs | 5xx | 503 during outage |');
    expect(lines[2]).toBe('| worker killed mid-job (twice)          |        2 |                     0 |     0 |   0 |                 1 |');
    expect(lines[3]).toContain('| credits service stopped during release |        2 |                     1 |');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});
