import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { childProcesses } from './cpu-meter.js';
import { summariseProfile, type BucketRule, type ProfileShare } from './cpu-profile-summary.js';
import type { LoadResult } from './load-result.js';

/** An app process to profile: how to find it, what profile-hook.ts names its file, how to split it. */
export interface ProfiledApp {
  /** Process group name in the CPU accounting (see process-groups.ts). */
  group: string;
  command: RegExp;
  /** File name profile-hook.ts writes, without extension. */
  file: string;
  buckets: BucketRule[];
}

export interface AppProfile {
  group: string;
  shares: ProfileShare[];
}

export interface ProfileReport {
  run: LoadResult;
  apps: AppProfile[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `load` while the apps record a CPU profile (started and stopped with SIGWINCH, see profile-hook.ts). */
export async function profiledRun(dir: string, apps: ProfiledApp[], load: () => Promise<LoadResult>): Promise<ProfileReport> {
  mkdirSync(dir, { recursive: true });
  const children = childProcesses(process.pid);
  const pids = apps.map((app) => {
    const found = children.find((child) => app.command.test(child.command));
    if (!found) throw new Error(`no running process matches ${app.command} to profile`);
    rmSync(join(dir, `${app.file}.cpuprofile`), { force: true });
    return found.pid;
  });
  for (const pid of pids) process.kill(pid, 'SIGWINCH');
  await sleep(300);
  const run = await load();
  for (const pid of pids) process.kill(pid, 'SIGWINCH');
  const files = apps.map((app) => join(dir, `${app.file}.cpuprofile`));
  for (let waited = 0; !files.every((file) => existsSync(file)); waited += 100) {
    if (waited > 15_000) throw new Error(`the CPU profiles did not appear in ${dir}`);
    await sleep(100);
  }
  return {
    run,
    apps: apps.map((app, index) => ({ group: app.group, shares: summariseProfile(files[index]!, app.buckets) })),
  };
}
