import type { UploadedFile } from '@studyforge/contracts';
import type { Request } from 'express';

export interface ReceivedUpload {
  files: UploadedFile[];
  fields: Record<string, string>;
}

/** Where a multipart endpoint's files go: stored under the user as they arrive, removed again when the call is refused. */
export interface UploadReceiver {
  receive(req: Request, userId: string): Promise<ReceivedUpload>;
  discard(files: readonly UploadedFile[]): Promise<void>;
}
