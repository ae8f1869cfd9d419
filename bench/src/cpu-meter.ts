import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Linux reports process CPU in clock ticks; USER_HZ is 100 on every mainstream kernel build. */
const TICKS_PER_SECOND = 100;

/** A named set of processes whose CPU time is added up (e.g. all Postgres backends of one database). */
export interface ProcessGroup {
  name: string;
  pids: number[];
}

export interface CpuSplit {
  /** Wall-clock length of the window. */
  seconds: number;
  cores: number;
  /** CPU seconds per group over the window (user + system), plus the machine's softirq time as a group of its own. */
  groups: Array<{ name: string; cpuSeconds: number }>;
  /** CPU seconds the whole machine was busy (all processes, all cores), or null without /proc/stat. */
  machineBusySeconds: number | null;
}

/** utime + stime of a process in ticks, or null when it is gone or /proc is unavailable. */
export function processTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces and parentheses; the fields after its last ')' are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** Kernel time spent in soft interrupts is not charged to any process; on loopback that is mostly the network stack. */
export const SOFTIRQ_GROUP = 'kernel softirq (network; whole machine)';

function machineTicks(): { busy: number; softirq: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [, ...values] = line.trim().split(/\s+/);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = values.map(Number);
    return { busy: user + nice + system + irq + softirq + steal, softirq };
  } catch {
    return null;
  }
}

/** Direct children of a process, with their command lines (Linux only; empty elsewhere). */
export function childProcesses(parentPid: number): Array<{ pid: number; command: string }> {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const children: Array<{ pid: number; command: string }> = [];
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== parentPid) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      children.push({ pid: Number(entry), command });
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/** Whether per-process CPU accounting works here. */
export function cpuAccountingAvailable(): boolean {
  return processTicks(process.pid) !== null && machineTicks() !== null;
}

/** Measures how much CPU each group of processes used between start() and stop(). */
export class CpuMeter {
  private startedAt = 0;
  private startTicks = new Map<number, number>();
  private startMachine: { busy: number; softirq: number } | null = null;

  constructor(private readonly groups: ProcessGroup[]) {}

  start(): void {
    this.startTicks.clear();
    for (const pid of this.groups.flatMap((group) => group.pids)) {
      const ticks = processTicks(pid);
      if (ticks !== null) this.startTicks.set(pid, ticks);
    }
    this.startMachine = machineTicks();
    this.startedAt = performance.now();
  }

  stop(): CpuSplit {
    const seconds = (performance.now() - this.startedAt) / 1000;
    const endMachine = machineTicks();
    const groups = this.groups.map((group) => {
      let ticks = 0;
      for (const pid of group.pids) {
        const before = this.startTicks.get(pid);
        const after = processTicks(pid);
        if (before !== undefined && after !== null) ticks += after - before;
      }
      return { name: group.name, cpuSeconds: ticks / TICKS_PER_SECOND };
    });
    if (!this.startMachine || !endMachine) return { seconds, cores: cpus().length, groups, machineBusySeconds: null };
    groups.push({ name: SOFTIRQ_GROUP, cpuSeconds: (endMachine.softirq - this.startMachine.softirq) / TICKS_PER_SECOND });
    return { seconds, cores: cpus().length, groups, machineBusySeconds: (endMachine.busy - this.startMachine.busy) / TICKS_PER_SECOND };
  }
}
