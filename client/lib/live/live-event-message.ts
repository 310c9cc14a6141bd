import type { EventSourceMessage } from 'eventsource-parser';
import type { LiveEvent, LiveEventType } from '../../../shared/live-events.ts';

const LIVE_EVENT_TYPES: Record<LiveEventType, true> = { piece: true, order: true, 'my-order': true, ready: true, reset: true };

function isLiveEventType(type: unknown): type is LiveEventType {
  return typeof type === 'string' && Object.hasOwn(LIVE_EVENT_TYPES, type);
}

/**
 * The event a stream message carries, or null for one this client does not know (a newer server's,
 * or a malformed one): skipped, never thrown, so one bad message cannot stop the stream. The shape
 * inside is the server's promise (shared/live-events.ts): checking it field by field would bring zod
 * or its twin into the client for no gain.
 */
export function liveEventOf(message: EventSourceMessage): LiveEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const type: unknown = Reflect.get(data, 'type');
  return isLiveEventType(type) && type === message.event ? (data as LiveEvent) : null;
}
