import { z } from 'zod';
import { jobStatusSchema } from '../generation.js';
import { deleteAccountBodySchema } from '../user-data.js';
import { binaryReply, defineEndpoint, jsonBody, jsonReply } from './endpoint.js';
import { lazyEndpoints } from './lazy-endpoints.js';
import { idParams } from './path-params.js';

export const deleteAccountReplySchema = z.object({ message: z.string() });

/** Settings › Data & Export: a ZIP of everything the student owns, and the deletion of the account. */
export const accountDataEndpoints = lazyEndpoints({
  startDataExport: () => defineEndpoint({
    method: 'POST',
    path: '/api/account/export',
    auth: 'signed-in',
    reply: jsonReply(jobStatusSchema, 'The export job (the one already running, if any); follow it at /api/jobs/{id}'),
    summary: 'Start gathering a ZIP of all your data from every service (a background job with progress)',
    tag: 'Account data',
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'generation.start-data-export', request: ({ actor }) => ({ userId: actor.userId }) },
  }),
  getLatestDataExport: () => defineEndpoint({
    method: 'GET',
    path: '/api/account/export',
    auth: 'signed-in',
    reply: jsonReply(jobStatusSchema.nullable(), 'The latest export job, or null'),
    summary: 'Your latest data export: running, ready to download, or failed',
    tag: 'Account data',
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
    cacheControl: 'no-store',
    forward: { subject: 'generation.latest-data-export', request: ({ actor }) => ({ userId: actor.userId }) },
  }),
  downloadDataExport: () => defineEndpoint({
    method: 'GET',
    path: '/api/account/export/{id}/download',
    auth: 'signed-in',
    params: idParams,
    invalidParams: 'NOT_FOUND',
    reply: binaryReply('application/zip', 'The ZIP (only its owner may download it)'),
    summary: 'Download a finished data export',
    tag: 'Account data',
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT', 'SERVICE_UNAVAILABLE'],
    cacheControl: 'private, no-store',
  }),
  deleteAccount: () => defineEndpoint({
    method: 'POST',
    path: '/api/account/delete',
    auth: 'signed-in',
    body: jsonBody(deleteAccountBodySchema),
    reply: jsonReply(deleteAccountReplySchema, 'The account is closed and signed out everywhere; its data is being erased'),
    summary: 'Delete your account: the password (or a sign-in with your provider in the last 10 minutes) and the typed word DELETE are required',
    tag: 'Account data',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE'],
  }),
});
