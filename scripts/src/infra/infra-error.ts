/** A dependency that cannot be had: one sentence saying what is missing and how to provide it. */
export class InfraError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InfraError';
  }
}
