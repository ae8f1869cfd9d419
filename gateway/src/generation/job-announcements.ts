import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { RedisClientType } from 'redis';
import { REDIS_CLIENT } from '../tokens.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long an announcement lasts at most (it is withdrawn as soon as its request ends). */
const ANNOUNCEMENT_TTL_SECONDS = 15 * 60;

/** The job id the browser chose for this request (`X-Job-Id`), when it is a UUID. */
export function requestedJobId(req: Pick<Request, 'header'>): string | null {
  const requested = req.header('x-job-id');
  return requested && UUID.test(requested) ? requested.toLowerCase() : null;
}

/**
 * Jobs whose upload is still arriving: the job only exists once its files are stored, but the browser
 * follows it from the start. An announcement lets the job's event stream wait for that job (and only
 * for the student who sends it) instead of answering 404; kept in Redis so every gateway sees it.
 */
@Injectable()
export class JobAnnouncements {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: RedisClientType) {}

  /** Announces the request's job (if it names one) until the request's response ends. */
  async announce(req: Request, userId: string): Promise<void> {
    const jobId = requestedJobId(req);
    if (!jobId) return;
    const key = keyOf(jobId);
    await this.redis.set(key, userId, { EX: ANNOUNCEMENT_TTL_SECONDS }).catch(() => undefined);
    req.res?.once('close', () => void this.redis.del(key).catch(() => undefined));
  }

  /** Whether the student's upload for this job is under way (false when Redis cannot say). */
  async isAnnounced(jobId: string, userId: string): Promise<boolean> {
    const owner = await this.redis.get(keyOf(jobId)).catch(() => null);
    return owner === userId;
  }
}

function keyOf(jobId: string): string {
  return `job-upload:${jobId.toLowerCase()}`;
}
