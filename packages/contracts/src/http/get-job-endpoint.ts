import { jobStatusSchema } from '../generation.js';
import { defineEndpoint, jsonReply } from './endpoint.js';
import { idParams } from './path-params.js';

/**
 * GET /api/jobs/{id} in its own module: `API_ENDPOINTS.getJob` is this declaration, and a client that calls only
 * this endpoint imports it alone, without building every endpoint's schemas.
 */
export const getJobEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/jobs/{id}',
  auth: 'signed-in',
  params: idParams,
  reply: jsonReply(jobStatusSchema, 'The job'),
  summary: 'A generation job: stage, progress, result or error',
  tag: 'Generation',
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
  forward: { subject: 'generation.get-job', request: ({ params }) => ({ jobId: params.id }) },
});
