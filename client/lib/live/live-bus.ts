import { useEffect, useEffectEvent } from 'react';
import type { LiveEvent, LiveEventType } from '../../../shared/live-events.ts';

/**
 * Where the tab's one event stream (live-stream.ts) hands its events to the screens that care: each
 * feature subscribes to the types it shows, so the stream knows no feature and no feature knows another.
 */
type EventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;
type Handler = (event: LiveEvent) => void;

const handlers = new Map<LiveEventType, Set<Handler>>();

export function subscribeLive<T extends LiveEventType>(type: T, handler: (event: EventOf<T>) => void): () => void {
  const forType = handlers.get(type) ?? new Set<Handler>();
  handlers.set(type, forType);
  // The bus hands a handler only events of its own type (emitLive below), so the narrowing holds.
  const untyped = handler as Handler;
  forType.add(untyped);
  return () => forType.delete(untyped);
}

export function emitLive(event: LiveEvent): void {
  for (const handler of handlers.get(event.type) ?? []) handler(event);
}

/** Subscribes a mounted screen; the newest handler is called, so it may close over fresh state. */
export function useLiveEvent<T extends LiveEventType>(type: T, handler: (event: EventOf<T>) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => subscribeLive(type, onEvent), [type]);
}
