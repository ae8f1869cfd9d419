/** Lets one waiter sleep until something happens or a time passes; a ring before the wait is not lost. */
export class WakeSignal {
  private rung = false;
  private wake: (() => void) | null = null;

  ring(): void {
    this.rung = true;
    this.wake?.();
  }

  /** True when rung (now or earlier, since the last wait), false when `ms` passed first. */
  wait(ms: number): Promise<boolean> {
    if (this.rung) {
      this.rung = false;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = null;
        resolve(false);
      }, Math.max(0, ms));
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        this.rung = false;
        resolve(true);
      };
    });
  }
}
