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

  async export(userId: string): Promise<ExportUserDataReply> {
    const files = await this.rows.export(userId);
    const avatars = await this.storage.list(avatarPrefixOf(userId));
    return {
      files: [
        ...files,
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
