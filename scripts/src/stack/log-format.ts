const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const COLORS = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m', '\x1b[34m', '\x1b[31m'];
const RESET = '\x1b[0m';
const OMIT = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'name', 'service']);

/** One pino JSON line as a short human line: `12:00:01 [credits] info  message {extra}`. */
export function formatLogLine(app: string, colorIndex: number, line: string, useColor: boolean): string {
  const label = useColor ? `${COLORS[colorIndex % COLORS.length]}[${app}]${RESET}` : `[${app}]`;
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    if (typeof entry.msg !== 'string') return `${label} ${line}`;
    const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
    const level = LEVELS[Number(entry.level)] ?? 'info';
    const extra = Object.fromEntries(Object.entries(entry).filter(([key]) => !OMIT.has(key)));
    const rest = Object.keys(extra).length ? ` ${JSON.stringify(extra)}` : '';
    return `${time} ${label} ${level.padEnd(5)} ${entry.msg}${rest}`;
  } catch {
    return `${label} ${line}`;
  }
}
