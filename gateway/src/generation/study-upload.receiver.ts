import { Inject, Injectable } from '@nestjs/common';
import type { UploadedFile } from '@studyforge/contracts';
import type { ObjectStorage } from '@studyforge/service-kit';
import type { Request } from 'express';
import type { ReceivedUpload, UploadReceiver } from '../http/upload-receiver.js';
import { OBJECT_STORAGE } from '../tokens.js';
import { parseStudyUpload } from './study-upload.parser.js';

/** Study files of a multipart upload, checked and streamed to object storage under the student. */
@Injectable()
export class StudyUploadReceiver implements UploadReceiver {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  receive(req: Request, userId: string): Promise<ReceivedUpload> {
    return parseStudyUpload(req, this.storage, userId);
  }

  async discard(files: readonly UploadedFile[]): Promise<void> {
    await Promise.all(files.map((file) => this.storage.remove(file.key)));
  }
}
