import type { EraseUserDataReply, ExportUserDataReply } from '@studyforge/contracts';
import type { ObjectStorage, UserRowsStore } from '@studyforge/service-kit';

/** Where a student's avatars are stored. */
export function avatarPrefixOf(userId: string): string {
  return `avatars/${userId}/`;
}

/**
 * Profile's part of Data & Export: the profile, follows both ways, notification preferences and push
 * subscriptions (every table naming the student), with the avatar picture; all erased with the account.
 */
export class ProfileUserDataService {
  constructor(
    private readonly rows: UserRowsStore,
    private readonly storage: ObjectStorage,
  ) {}

  /** Pages of rows; the avatar comes with the first page. */
  async export(userId: string, cursor: string | null): Promise<ExportUserDataReply> {
    const page = await this.rows.exportPage(userId, cursor);
    const avatars = cursor === null ? await this.storage.list(avatarPrefixOf(userId)) : [];
    return {
      next: page.next,
      files: [
        ...page.files,
        ...avatars.map((key, index) => ({
          name: `avatar${index ? `-${index + 1}` : ''}.webp`,
          description: 'Your profile picture',
          objectKey: key,
          temporary: false,
        })),
      ],
    };
  }

  async erase(userId: string): Promise<EraseUserDataReply> {
    const avatars = await this.storage.list(avatarPrefixOf(userId));
    for (const key of avatars) await this.storage.delete(key);
    return { erased: true, counts: { ...(await this.rows.erase(userId)), avatars: avatars.length } };
  }
}
