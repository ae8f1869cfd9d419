import type { DataSource } from 'typeorm';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair: from the environment when set, else the pair kept in the profile schema, generated
 * on the first start. Concurrent first starts agree on one pair (the first insert wins).
 */
export async function loadVapidKeys(dataSource: DataSource, configured: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string }): Promise<VapidKeys> {
  if (configured.VAPID_PUBLIC_KEY && configured.VAPID_PRIVATE_KEY) return { publicKey: configured.VAPID_PUBLIC_KEY, privateKey: configured.VAPID_PRIVATE_KEY };
  const generated = webpush.generateVAPIDKeys();
  await dataSource.query('INSERT INTO profile.vapid_keys (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING', [
    generated.publicKey,
    generated.privateKey,
  ]);
  const rows: Array<{ public_key: string; private_key: string }> = await dataSource.query('SELECT public_key, private_key FROM profile.vapid_keys WHERE id = 1');
  return { publicKey: rows[0]!.public_key, privateKey: rows[0]!.private_key };
}
