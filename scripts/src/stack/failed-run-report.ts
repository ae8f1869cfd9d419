import { existsSync, readdirSync, readFileSync, statfsSync, statSync } from 'node:fs';
import { availableParallelism, freemem, loadavg, totalmem } from 'node:os';
import { basename, join, relative } from 'node:path';
import { formatLogLine } from './log-format.js';

const GIB = 1024 ** 3;
/** Lines kept from the end of each infrastructure log, and error lines kept from each app's log. */
const INFRA_TAIL_LINES = 6;
const APP_ERROR_LINES = 3;
const MAX_LINE_CHARS = 300;

const gib = (bytes: number) => `${(bytes / GIB).toFixed(1)} GiB`;
const clip = (line: string) => (line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line);

/** Free disk where the run writes, memory and load: what a slow or failing run on another machine needs explained. */
export function machineState(dir: string): string {
  const disk = statfsSync(dir);
  const load = loadavg().map((value) => value.toFixed(2)).join(' / ');
  return `disk ${gib(disk.bavail * disk.bsize)} free of ${gib(disk.blocks * disk.bsize)}, memory ${gib(freemem())} free of ${gib(totalmem())}, load ${load} on ${availableParallelism()} cores`;
}

function logFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return logFiles(path);
    return entry.name.endsWith('.log') ? [path] : [];
  });
}

function lastLines(text: string, count: number): string[] {
  return text.split('\n').filter((line) => line.trim()).slice(-count);
}

/** A pino line's level, or null for a line that is not one (an infrastructure server's own log). */
function pinoLevel(line: string): number | null {
  try {
    const level = (JSON.parse(line) as { level?: unknown }).level;
    return typeof level === 'number' ? level : null;
  } catch {
    return null;
  }
}

/**
 * What the end of a failed test run prints above its result line: the machine's state at the start and now, the
 * last lines of each infrastructure log (storage, Redis, NATS, with any unexpected exit) and each app's last errors,
 * so that a run read only from its output (a CI log) says what broke underneath the failing tests.
 */
export function failedRunReport(scratch: string, stateAtStart: string): string {
  const lines = ['', 'What the run’s machine and processes said (the failing tests are above):', `  at the start: ${stateAtStart}`, `  at the end:   ${machineState(scratch)}`];
  for (const file of logFiles(scratch).sort()) {
    if (statSync(file).size === 0) continue;
    const text = readFileSync(file, 'utf8');
    const levels = text.split('\n').map((line) => ({ line, level: pinoLevel(line) }));
    if (levels.some(({ level }) => level !== null)) {
      const errors = levels.filter(({ level }) => level !== null && level >= 50).map(({ line }) => line);
      if (errors.length === 0) continue;
      const app = relative(scratch, file).replace(/\.log$/, '');
      lines.push(`  ${app}: ${errors.length} error line(s), the last:`);
      for (const line of errors.slice(-APP_ERROR_LINES)) lines.push(`    ${clip(formatLogLine(basename(app), 0, line, false))}`);
    } else {
      lines.push(`  ${relative(scratch, file)}, its last lines:`);
      for (const line of lastLines(text, INFRA_TAIL_LINES)) lines.push(`    ${clip(line)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
