import type { Provider } from '@nestjs/common';
import type { MailOutbox, RpcClient } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { NotificationPreferencesRepository } from './notification-preferences.repository.js';
import { NotificationPreferencesService } from './notification-preferences.service.js';
import { PushEndpointGuard } from './push/push-endpoint.guard.js';
import { PushSubscriptionsRepository } from './push/push-subscriptions.repository.js';
import { PushService, type PushSettings } from './push/push.service.js';
import { TestNotificationLimit } from './test-notification-limit.js';
import { TestNotificationLogRepository } from './test-notification-log.repository.js';
import { WeeklyProgressService } from './weekly-progress.service.js';

export interface NotificationsDependencies {
  dataSource: DataSource;
  rpc: RpcClient;
  mail: MailOutbox;
  push: PushSettings;
  logger: Logger;
}

/** The services behind NotificationsController, for the profile module. */
export function notificationProviders(deps: NotificationsDependencies): Provider[] {
  const preferences = new NotificationPreferencesRepository(deps.dataSource);
  const weekly = new WeeklyProgressService(preferences, deps.rpc, deps.mail);
  const limit = new TestNotificationLimit(new TestNotificationLogRepository(deps.dataSource));
  return [
    { provide: WeeklyProgressService, useValue: weekly },
    { provide: NotificationPreferencesService, useValue: new NotificationPreferencesService(preferences, weekly, deps.rpc, deps.mail, limit) },
    { provide: PushService, useValue: new PushService(
        new PushSubscriptionsRepository(deps.dataSource),
        preferences,
        deps.push,
        limit,
        new PushEndpointGuard({ localTestService: deps.push.localTestService }),
        deps.logger,
      ) },
  ];
}
