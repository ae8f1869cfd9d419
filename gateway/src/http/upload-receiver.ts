import type { MultipartField, UploadedFile } from '@studyforge/contracts';
import type { Request } from 'express';

export interface ReceivedUpload {
  files: UploadedFile[];
  fields: Record<string, string>;
}

/** Where a multipart endpoint's files go: stored under the user as they arrive, removed again when the call is refused. */
export interface UploadReceiver {
  /** `fields`: the endpoint's declared fields; a field with a `file` rule takes one file under that rule. */
  receive(req: Request, userId: string, fields?: Readonly<Record<string, MultipartField>>): Promise<ReceivedUpload>;
  discard(files: readonly UploadedFile[]): Promise<void>;
}
