import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDaemon } from '../infra/daemon.js';
import { failedRunReport, machineState } from './failed-run-report.js';

const pino = (level: number, msg: string) => JSON.stringify({ level, time: '2026-11-29T13:52:10.000Z', msg, service: 'x' });

describe('the report a failed test run prints', () => {
  it('gives the machine’s disk, memory and load', () => {
    expect(machineState(tmpdir())).toMatch(/^disk \d+\.\d GiB free of \d+\.\d GiB, memory \d+\.\d GiB free of \d+\.\d GiB, load [\d.]+ \/ [\d.]+ \/ [\d.]+ on \d+ cores$/);
  });

  it('ends with the last lines of each infrastructure log and each app’s warnings and errors by message, and leaves quiet apps out', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'studyforge-report-'));
    mkdirSync(join(scratch, 's3'));
    mkdirSync(join(scratch, 'logs'));
    writeFileSync(join(scratch, 's3', 's3.log'), 's3 dev server on http://127.0.0.1:4599\n[2026-11-29T13:52:10.000Z] node exited unexpectedly (SIGKILL)\n');
    const unavailable = pino(40, 'File storage is unavailable right now.');
    writeFileSync(join(scratch, 'logs', 'gateway.log'), [pino(30, 'listening'), unavailable, pino(50, 'unhandled error'), unavailable].join('\n'));
    writeFileSync(join(scratch, 'logs', 'credits.log'), [pino(30, 'listening'), pino(30, 'balance read')].join('\n'));
    const report = failedRunReport(scratch, 'disk 1.0 GiB free');
    expect(report).toContain('at the start: disk 1.0 GiB free');
    expect(report).toContain('s3/s3.log, its last lines:\n    s3 dev server on http://127.0.0.1:4599\n    [2026-11-29T13:52:10.000Z] node exited unexpectedly (SIGKILL)');
    expect(report).toContain('logs/gateway: 3 warning or error line(s); by message, the last of each:\n    ×2 13:52:10 [gateway] warn  File storage is unavailable right now.');
    expect(report).toContain('    ×1 13:52:10 [gateway] error unhandled error');
    expect(report).not.toContain('credits');
  });
});

describe('a daemon', () => {
  const logOf = async (script: string, stopIt: boolean) => {
    const log = join(mkdtempSync(join(tmpdir(), 'studyforge-daemon-')), 'server.log');
    const daemon = startDaemon(process.execPath, ['-e', script], log);
    if (stopIt) await daemon.stop();
    else await new Promise((resolve) => daemon.process.once('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    return readFileSync(log, 'utf8');
  };

  it('writes an exit it was not asked for at the end of its log', async () => {
    expect(await logOf('console.log("serving"); process.exit(3)', false)).toMatch(/^serving\n\[[^\]]+\] node exited unexpectedly \(exit code 3\)\n$/);
  });

  it('writes nothing more when stop() ends it', async () => {
    expect(await logOf('console.log("serving"); setInterval(() => {}, 1000)', true)).not.toContain('unexpectedly');
  });
});
