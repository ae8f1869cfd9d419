/** Where a job's time went, for the log: its wait in the queue, then each stage its handler reported. */
export class JobStageTiming {
  private readonly waitedMs: number;
  private readonly startedAt = performance.now();
  private readonly stageMs: Record<string, number> = {};
  private current: { stage: string; at: number } | null = null;

  constructor(createdAt: Date) {
    this.waitedMs = Math.max(0, Date.now() - createdAt.getTime());
  }

  enter(stage: string): void {
    const now = performance.now();
    if (this.current?.stage === stage) return;
    this.close(now);
    this.current = { stage, at: now };
  }

  summary(): { waitedMs: number; ranMs: number; stageMs: Record<string, number> } {
    const now = performance.now();
    this.close(now);
    this.current = null;
    return { waitedMs: this.waitedMs, ranMs: Math.round(now - this.startedAt), stageMs: this.stageMs };
  }

  private close(now: number): void {
    if (this.current) this.stageMs[this.current.stage] = Math.round((this.stageMs[this.current.stage] ?? 0) + now - this.current.at);
  }
}
