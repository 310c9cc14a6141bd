import type { PushSubscribeInput } from '../../../../shared/schemas/push.ts';
import { OWNER_APP } from '../../../lib/owner-app.ts';
import { deviceName } from './device-name.ts';

/**
 * What this browser can do about pushes: `ready`, `blocked` (the owner said no, which only the
 * browser's site settings undo), `install-first` (an iPhone or iPad shows pushes only to an app added
 * to the Home Screen) or `unsupported`.
 */
export type PushSupport = 'ready' | 'blocked' | 'install-first' | 'unsupported';

export function pushSupport(): PushSupport {
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (!capable) return /iPhone|iPad/.test(navigator.userAgent) && !matchMedia('(display-mode: standalone)').matches ? 'install-first' : 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'ready';
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(OWNER_APP.serviceWorker, { scope: OWNER_APP.scope });
  return navigator.serviceWorker.ready;
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'ready') return null;
  const existing = await navigator.serviceWorker.getRegistration(OWNER_APP.scope);
  return (await existing?.pushManager.getSubscription()) ?? null;
}

const base64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * Asks the owner's leave, then subscribes this browser with the shop's key. A subscription made with
 * another key (the shop's keys were replaced) is dropped first: its push service would refuse every push.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscribeInput | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { pushManager } = await registration();
  const existing = await pushManager.getSubscription();
  const existingKey = existing?.options.applicationServerKey;
  if (existing && (!existingKey || base64url(existingKey) !== publicKey)) await existing.unsubscribe();
  const subscription = await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  const { endpoint = '', keys = {} } = subscription.toJSON();
  return { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' }, name: deviceName(navigator.userAgent) };
}
