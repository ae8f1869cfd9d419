import { Module, type DynamicModule } from '@nestjs/common';
import { dataSourceProviders, ObjectStorage, sqlDatabaseOf, UserRowsStore, type RpcClient } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { AccountDirectory } from './account-directory.js';
import { ActivitySources } from './activity-sources.js';
import { AvatarService } from './avatar.service.js';
import { FollowRequestsRepository } from './follow-requests.repository.js';
import { FollowRequestsService } from './follow-requests.service.js';
import { ProfileFiguresService } from './profile-figures.service.js';
import { ProfileController } from './profile.controller.js';
import { ProfileRepository } from './profile.repository.js';
import { ProfileService } from './profile.service.js';
import { PROFILE_SCHEMA } from './profile-config.js';
import { ProfileUserDataService } from './profile-user-data.service.js';
import { ProfileUserDataController } from './user-data.controller.js';
import { NotificationsController } from './notifications/notifications.controller.js';
import { notificationProviders, type NotificationsDependencies } from './notifications/notifications.providers.js';

export interface ProfileDependencies {
  dataSource: DataSource;
  rpc: RpcClient;
  storage: ObjectStorage;
  /** The gateway's wait for a reply; figures from other services are asked with a fraction of it. */
  rpcTimeoutMs: number;
  logger: Logger;
  notifications: NotificationsDependencies;
}

@Module({})
export class ProfileModule {
  static register(deps: ProfileDependencies): DynamicModule {
    const repository = new ProfileRepository(deps.dataSource);
    const askOthersMs = Math.max(200, Math.floor(deps.rpcTimeoutMs * 0.4));
    const accounts = new AccountDirectory(deps.rpc, askOthersMs);
    const followRequests = new FollowRequestsRepository(deps.dataSource);
    const profiles = new ProfileService(repository, accounts, followRequests);
    const sources = new ActivitySources(deps.rpc, askOthersMs, deps.logger);
    return {
      module: ProfileModule,
      controllers: [ProfileUserDataController, ProfileController, NotificationsController],
      providers: [
        ...dataSourceProviders(deps.dataSource),
        ...notificationProviders(deps.notifications),
        { provide: ObjectStorage, useValue: deps.storage },
        {
          provide: ProfileUserDataService,
          useValue: new ProfileUserDataService(
            new UserRowsStore(sqlDatabaseOf(deps.dataSource), {
              schema: PROFILE_SCHEMA,
              userColumns: ['user_id', 'follower_id', 'followee_id'],
              descriptions: {
                profiles: 'Your public profile: username, major, school, country, bio and privacy settings',
                follows: 'Who you follow and who follows you',
                follow_requests: 'Your requests to follow students and theirs to follow you: waiting, or declined (kept a while so a declined request is not sent again at once)',
                notification_preferences: 'Which mails and notifications you want',
                push_subscriptions: 'The browsers that may show you StudyForge notifications',
                test_notifications: 'When you sent yourself test emails and notifications from Settings (kept for a day)',
              },
            }),
            deps.storage,
          ),
        },
        { provide: ProfileService, useValue: profiles },
        { provide: FollowRequestsService, useValue: new FollowRequestsService(followRequests, accounts) },
        { provide: ProfileFiguresService, useValue: new ProfileFiguresService(profiles, sources) },
        { provide: AvatarService, useValue: new AvatarService(deps.storage, repository, deps.logger) },
      ],
    };
  }
}
