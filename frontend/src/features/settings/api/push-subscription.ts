import { API_ENDPOINTS } from '@studyforge/contracts';
import { apiCall } from '@/lib/api-client';

/** The service worker that shows push notifications (frontend/public). */
export const PUSH_SERVICE_WORKER_URL = '/push-sw.js';

export type PushPermissionResult = 'granted' | 'denied' | 'unsupported';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Whether this browser may show notifications now (permission granted earlier). */
export function pushPermitted(): boolean {
  return pushSupported() && Notification.permission === 'granted';
}

/** Asks the browser for permission to show notifications (no prompt when it was answered before). */
export async function askPushPermission(): Promise<PushPermissionResult> {
  if (!pushSupported()) return 'unsupported';
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  return permission === 'granted' ? 'granted' : 'denied';
}

/**
 * Registers this device with the server: the service worker, a push subscription made with the
 * server's VAPID key (renewed when the key changed), then POST /api/push/subscriptions.
 */
export async function registerPushDevice(): Promise<void> {
  const registration = await navigator.serviceWorker.register(PUSH_SERVICE_WORKER_URL, { scope: '/' });
  await navigator.serviceWorker.ready;
  const { publicKey } = await apiCall(API_ENDPOINTS.getPushPublicKey);
  const applicationServerKey = bytesOfBase64Url(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const json = subscription.toJSON();
  await apiCall(API_ENDPOINTS.savePushSubscription, {
    body: { endpoint: json.endpoint ?? subscription.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
  });
}

/** Forgets this device on the server and in the browser (nothing to do when it never subscribed). */
export async function unregisterPushDevice(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await apiCall(API_ENDPOINTS.removePushSubscription, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

function bytesOfBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}
