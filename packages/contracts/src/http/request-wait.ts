/**
 * The read timeout of the proxies in front of the gateway (deploy/nginx, the Kubernetes ingress, and most cloud load
 * balancers by default): a request that stays silent longer is cut, and its answer lost.
 */
export const PROXY_READ_TIMEOUT_SECONDS = 60;

/**
 * The longest the gateway holds any request for the work behind it (a job, a slow service), safely below the proxies'
 * read timeout. Past its wait (GENERATION_SYNC_WAIT_MS, at most this) a job-backed endpoint answers 202 with the job
 * to follow; a plain forward's own timeout is never longer.
 */
export const MAX_REQUEST_WAIT_MS = 55_000;

/** The default wait of a job-backed request before it answers 202 (GENERATION_SYNC_WAIT_MS). */
export const DEFAULT_REQUEST_WAIT_MS = 25_000;

/** Where the audio of a finished read-aloud job is read (after a 202 from read-aloud or a trivia explanation's link). */
export function readAloudAudioPath(jobId: string): string {
  return `/api/read-aloud/${encodeURIComponent(jobId)}`;
}
