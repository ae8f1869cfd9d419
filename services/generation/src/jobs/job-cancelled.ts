/** The student cancelled the job while it ran: it is already failed as cancelled and its credits given back. */
export class JobCancelledError extends Error {
  constructor(jobId: string) {
    super(`job ${jobId} was cancelled`);
    this.name = 'JobCancelledError';
  }
}
