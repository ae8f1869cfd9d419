import { existsSync, readdirSync, readFileSync, statfsSync, statSync } from 'node:fs';
import { availableParallelism, freemem, loadavg, totalmem } from 'node:os';
import { basename, join, relative } from 'node:path';
import { formatLogLine } from './log-format.js';

const GIB = 1024 ** 3;
/** Lines kept from the end of each infrastructure log, and kinds of warnings and errors kept from each app's log. */
const INFRA_TAIL_LINES = 6;
const APP_PROBLEM_KINDS = 6;
const WARN = 40;
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

interface PinoLine {
  level: number;
  msg: string;
  line: string;
}

/** A pino line, or null for a line that is not one (an infrastructure server's own log). */
function pinoLine(line: string): PinoLine | null {
  try {
    const { level, msg } = JSON.parse(line) as { level?: unknown; msg?: unknown };
    return typeof level === 'number' ? { level, msg: String(msg), line } : null;
  } catch {
    return null;
  }
}

/** An app's warnings and errors, one line per message (the most frequent first): how often, and its last instance. */
function appProblems(app: string, entries: PinoLine[]): string[] {
  const byMessage = new Map<string, PinoLine[]>();
  for (const entry of entries.filter(({ level }) => level >= WARN)) byMessage.set(entry.msg, [...(byMessage.get(entry.msg) ?? []), entry]);
  const kinds = [...byMessage.values()].sort((a, b) => b.length - a.length);
  if (kinds.length === 0) return [];
  const total = kinds.reduce((sum, kind) => sum + kind.length, 0);
  const lines = [`  ${app}: ${total} warning or error line(s); by message, the last of each:`];
  for (const kind of kinds.slice(0, APP_PROBLEM_KINDS)) lines.push(`    ×${kind.length} ${clip(formatLogLine(basename(app), 0, kind.at(-1)!.line, false))}`);
  if (kinds.length > APP_PROBLEM_KINDS) lines.push(`    … and ${kinds.length - APP_PROBLEM_KINDS} other message(s)`);
  return lines;
}

/**
 * What the end of a failed test run prints above its result line: the machine's state at the start and now, the
 * last lines of each infrastructure log (storage, Redis, NATS, with any unexpected exit) and each app's warnings and errors,
 * so that a run read only from its output (a CI log) says what broke underneath the failing tests.
 */
export function failedRunReport(scratch: string, stateAtStart: string): string {
  const lines = ['', 'What the run’s machine and processes said (the failing tests are above):', `  at the start: ${stateAtStart}`, `  at the end:   ${machineState(scratch)}`];
  for (const file of logFiles(scratch).sort()) {
    if (statSync(file).size === 0) continue;
    const text = readFileSync(file, 'utf8');
    const entries = text.split('\n').map(pinoLine).filter((entry): entry is PinoLine => entry !== null);
    if (entries.length > 0) {
      lines.push(...appProblems(relative(scratch, file).replace(/\.log$/, ''), entries));
    } else {
      lines.push(`  ${relative(scratch, file)}, its last lines:`);
      for (const line of lastLines(text, INFRA_TAIL_LINES)) lines.push(`    ${clip(line)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
