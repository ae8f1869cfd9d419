import { z } from 'zod';

/**
 * Data & Export: every service that keeps a student's data answers `<service>.export-user-data` (its part
 * of the ZIP) and `<service>.erase-user-data` (confirms the student's rows are gone), declared in rpc.ts.
 */
export const userDataRequestSchema = z.object({ userId: z.uuid() });
export const exportUserDataRequestSchema = userDataRequestSchema.extend({
  /** The export job: a service that parks a large part in storage puts it under this id. */
  exportId: z.uuid(),
  /** Where the previous page ended (its reply's `next`); null for the first page. */
  cursor: z.string().max(200).nullable().default(null),
});

/** One file of a service's part: JSON content inline, or an object in storage (an upload, or a part too large for a message). */
export const exportFileSchema = z.object({
  /** Its path inside the service's folder of the ZIP, e.g. `ledger.json` or `uploads/notes.pdf`. */
  name: z
    .string()
    .min(1)
    .max(300)
    .regex(/^[^/\\][^\\]*$/)
    .refine((name) => !name.split('/').includes('..'), 'no .. in a file name'),
  description: z.string().min(1).max(500),
  content: z.unknown().optional(),
  objectKey: z.string().min(1).max(500).optional(),
  /** A part parked in storage for this export only: removed once the ZIP is written. */
  temporary: z.boolean().default(false),
});
export type ExportFile = z.infer<typeof exportFileSchema>;

/**
 * One page of a service's part (a message stays far below the NATS payload limit): files with the same name on
 * several pages are one file whose JSON arrays are joined. `next` asks for the following page.
 */
export const exportUserDataReplySchema = z.object({
  files: z.array(exportFileSchema),
  next: z.string().max(200).nullable().default(null),
});
export type ExportUserDataReply = z.infer<typeof exportUserDataReplySchema>;

export const eraseUserDataReplySchema = z.object({
  erased: z.literal(true),
  /** Rows (or objects) removed or anonymised, by table. */
  counts: z.record(z.string(), z.number().int().min(0)),
});
export type EraseUserDataReply = z.infer<typeof eraseUserDataReplySchema>;

/** The phrase a student types to confirm the deletion of their account. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

/** How recent a provider sign-in must be to delete an account that has no password. */
export const RECENT_SIGN_IN_MINUTES = 10;

export const deleteAccountBodySchema = z.object({
  password: z.string().max(200).optional(),
  confirmation: z
    .string({ error: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm` })
    .refine((typed) => typed.trim() === DELETE_ACCOUNT_CONFIRMATION, { error: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm` }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const accountDataMessages = {
  deletionStarted: 'Your account is closed and your data is being erased from every service.',
  passwordRequired: 'Enter your password to delete your account.',
  passwordWrong: 'The password is not correct.',
  signInAgain: 'For your safety, sign in again with your provider, then delete your account within 10 minutes.',
  exportNotReady: 'This export is not ready yet.',
  exportNotFound: 'This export does not exist.',
  exportReplaced: 'This export was replaced by a newer one: download the latest from Settings › Data & Export.',
} as const;

export const DATA_EXPORT_FILE_PREFIX = 'studyforge-data';

/** What a finished data export job leaves as its result. */
export const dataExportResultSchema = z.object({
  fileName: z.string(),
  objectKey: z.string(),
  size: z.number().int().min(0),
  files: z.number().int().min(0),
  services: z.array(z.string()),
});
export type DataExportResult = z.infer<typeof dataExportResultSchema>;

/** The background task that erases an account in every service, and the one that looks for unfinished ones. */
export const ERASE_ACCOUNT_TASK = 'erase-account';
export const eraseAccountTaskSchema = z.object({ userId: z.uuid() });
export type EraseAccountTask = z.infer<typeof eraseAccountTaskSchema>;

/** Its retries: quick at first, then every few minutes; a sweep re-queues any erasure still unfinished. */
export const ERASURE_RETRY = { attempts: 12, backoff: { type: 'exponential', delay: 1000 } } as const;

export function eraseAccountTaskId(userId: string): string {
  return `erase-account-${userId}`;
}
