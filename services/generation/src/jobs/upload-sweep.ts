import type { ObjectStorage } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { UploadReferencesRepository } from './upload-references.repository.js';

/** How often the worker looks for orphaned uploads. */
export const UPLOAD_SWEEP_MS = 60 * 60_000;
/** An upload no job names after this long never will: the gateway creates the job right after storing the files. */
export const ORPHAN_UPLOAD_AGE_MS = 60 * 60_000;

const UPLOAD_KEY = /^uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[^/]+$/i;

/**
 * Removes uploaded files that no job names (their request was cut off or refused after they were stored),
 * once they are old enough that no job is still being created for them. Runs when the worker starts and
 * then every hour; removing an absent object is no error, so several workers may sweep at once.
 */
export class UploadSweep {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly storage: Pick<ObjectStorage, 'listDated' | 'remove'>,
    private readonly references: Pick<UploadReferencesRepository, 'namedByAJob'>,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** The number of orphans removed (under `prefix`: every upload, or one student's). */
  async sweep(prefix = 'uploads/'): Promise<number> {
    let removed = 0;
    for (const object of await this.storage.listDated(prefix)) {
      const owner = UPLOAD_KEY.exec(object.key)?.[1];
      if (!owner || this.now() - object.lastModified.getTime() < ORPHAN_UPLOAD_AGE_MS) continue;
      if (await this.references.namedByAJob(owner, object.key)) continue;
      await this.storage.remove(object.key);
      removed++;
    }
    if (removed) this.logger.info({ removed }, 'orphaned uploads removed');
    return removed;
  }

  start(intervalMs = UPLOAD_SWEEP_MS): void {
    const next = () => {
      this.timer = setTimeout(() => void run(), intervalMs);
      this.timer.unref();
    };
    const run = () =>
      this.sweep()
        .catch((error: unknown) => this.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'upload sweep failed'))
        .finally(next);
    void run();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
