import { randomUUID } from 'node:crypto';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX, DomainError, ErrorCode, profileMessages, sniffStudyFileType } from '@studyforge/contracts';
import type { ObjectStorage } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import sharp from 'sharp';
import type { ProfileRepository } from './profile.repository.js';

const AVATAR_TYPES = new Set(['jpeg', 'png', 'webp']);
/** Bounds the decoded size of an image, whatever its file size says (a 5 MB PNG can unpack to gigabytes). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface AvatarUpload {
  key: string;
  size: number;
}

/** Avatars: checked by their bytes, cropped to a centred square, resized and stored as WebP. */
export class AvatarService {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly profiles: ProfileRepository,
    private readonly logger: Logger,
  ) {}

  /** The uploads are removed whatever happens: only the squared copy is kept. */
  async replace(userId: string, uploads: AvatarUpload[]): Promise<void> {
    try {
      if (uploads.length === 0) throw invalid(profileMessages.avatarMissing);
      if (uploads.length > 1) throw invalid(profileMessages.avatarTooMany);
      const upload = uploads[0]!;
      if (upload.size > AVATAR_MAX_BYTES) throw invalid(profileMessages.avatarTooLarge);
      const bytes = await this.storage.getBuffer(upload.key);
      if (bytes.length > AVATAR_MAX_BYTES) throw invalid(profileMessages.avatarTooLarge);
      const type = sniffStudyFileType(bytes.subarray(0, 64 * 1024));
      if (!type || !AVATAR_TYPES.has(type)) throw invalid(profileMessages.avatarInvalidType);
      const square = await squareOf(bytes);
      const key = `avatars/${userId}/${randomUUID()}.webp`;
      await this.storage.putBuffer(key, square, 'image/webp');
      const previous = await this.profiles.replaceAvatar(userId, key);
      if (previous) await this.remove([previous]);
    } finally {
      await this.remove(uploads.map((upload) => upload.key));
    }
  }

  private async remove(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) => this.storage.remove(key).catch((error: unknown) => this.logger.warn({ key, err: error }, 'could not remove an avatar object'))),
    );
  }
}

async function squareOf(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw invalid(profileMessages.avatarUnreadable);
  }
}

function invalid(message: string): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, message);
}
