import { MailOutbox, type RpcClient } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { NotificationsConfig } from './notifications-config.js';
import type { NotificationsDependencies } from './notifications.providers.js';
import { loadVapidKeys } from './push/vapid-keys.js';

/** At start-up, after the migrations: the VAPID keys (configured, stored or generated once) and the mail outbox. */
export async function setUpNotifications(config: NotificationsConfig, dataSource: DataSource, rpc: RpcClient, logger: Logger): Promise<NotificationsDependencies> {
  const vapid = await loadVapidKeys(dataSource, config);
  return {
    dataSource,
    rpc,
    mail: MailOutbox.connect(config.REDIS_URL, logger),
    push: { vapid, subject: config.VAPID_SUBJECT, localTestService: config.PUSH_LOCAL_TEST_SERVICE },
    logger,
  };
}
