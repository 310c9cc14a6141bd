import type { QueryClient } from '@tanstack/react-query';
import type { EventSourceMessage } from 'eventsource-parser';
import { GUEST_ID_HEADER } from '../../../shared/constants.ts';
import { LIVE_MARK_META } from '../../../shared/live-events.ts';
import { readGuestId } from '../guest-id.ts';
import { readStoredUser } from '../session.ts';
import { trpc } from '../trpc.ts';
import { emitLive } from './live-bus.ts';
import { readLiveConnection, type ConnectionEnd } from './live-connection.ts';
import { liveEventOf } from './live-event-message.ts';
import { reconnectDelay } from './reconnect-delay.ts';
import { setServerTime } from './server-clock.ts';
import { liveWhileHidden, onLiveWhileHiddenChange } from './while-hidden.ts';

/** What the live screens show (design.md §8): asked again when the stream may have missed a change to it. */
function refetchLiveScreens(queryClient: QueryClient): void {
  for (const queryKey of [trpc.catalog.pathKey(), trpc.cart.pathKey(), trpc.orders.pathKey(), trpc.admin.orders.pathKey()]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * Where the page the server rendered stands in the stream (its `live-mark`, taken before it read the
 * page's data): the first stream resumes from it, so it is told what changed while the page loaded.
 * Pages the server does not render have none, and their first stream refetches (ready, not resumed).
 */
function pageLiveMark(): string | null {
  return document.querySelector(`meta[name="${LIVE_MARK_META}"]`)?.getAttribute('content') ?? null;
}

/** Who the stream speaks to: a sign-in, a sign-out or a new guest id needs a stream of its own. */
function currentIdentity(): string {
  return `${readStoredUser()?.id ?? ''}/${readGuestId() ?? ''}`;
}

/** Open while the tab is visible, or while a screen asks for news in a hidden tab (while-hidden.ts). */
function wanted(): boolean {
  return document.visibilityState === 'visible' || liveWhileHidden();
}

let started = false;

/**
 * The tab's one event stream (design.md §8 "Live screens"): open while the tab is visible, closed
 * while hidden (a phone on mobile data pays for every open minute) unless a screen needs it then
 * (while-hidden.ts), resumed with Last-Event-ID, and
 * opened again after a failure with backoff. Its events go to the live bus; the features that show
 * them subscribe there. Starting it again is a no-op.
 */
export function startLiveStream(queryClient: QueryClient): void {
  if (started) return;
  started = true;

  let connection: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** When the next attempt may start: a hidden tab that comes back still waits out a busy server. */
  let retryAt = 0;
  let failures = 0;
  let retryHintMs: number | null = null;
  let lastEventId = pageLiveMark();
  let identity = currentIdentity();

  const receive = (message: EventSourceMessage) => {
    if (message.id) lastEventId = message.id;
    const event = liveEventOf(message);
    if (!event) return;
    if (event.type === 'ready') {
      failures = 0;
      setServerTime(event.server_time);
      if (!event.resumed) refetchLiveScreens(queryClient);
    }
    if (event.type === 'reset') refetchLiveScreens(queryClient);
    emitLive(event);
  };

  const close = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    connection?.abort();
    connection = null;
  };

  const retryLater = (end: ConnectionEnd) => {
    const delay = reconnectDelay({ attempt: failures, retryHintMs, ...end });
    failures += 1;
    retryAt = Date.now() + delay;
    retryTimer = setTimeout(open, delay);
  };

  function open(): void {
    close();
    if (!wanted()) return;
    const own = new AbortController();
    connection = own;
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const guestId = readGuestId();
    if (guestId) headers[GUEST_ID_HEADER] = guestId;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const onRetryHint = (ms: number) => (retryHintMs = ms);
    void readLiveConnection({ headers, signal: own.signal, onMessage: receive, onRetryHint }).then((end) => {
      // Ended by the tab (hidden, or reopened as someone else): whoever ended it decides what follows.
      if (own.signal.aborted) return;
      connection = null;
      retryLater(end);
    });
  }

  const openWhenAllowed = () => {
    if (connection) return;
    close();
    retryTimer = setTimeout(open, Math.max(0, retryAt - Date.now()));
  };

  const followIdentity = () => {
    const now = currentIdentity();
    if (now === identity) return;
    identity = now;
    // What the last stream had is another viewer's; the new one starts afresh and refetches.
    lastEventId = null;
    if (connection || retryTimer) open();
  };

  const followVisibility = () => (wanted() ? openWhenAllowed() : close());
  document.addEventListener('visibilitychange', followVisibility);
  onLiveWhileHiddenChange(followVisibility);
  window.addEventListener('online', () => {
    if (!connection) open();
  });
  // Another tab signed in or out (the cookie is shared), or this one did: its queries settle after.
  window.addEventListener('storage', followIdentity);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') followIdentity();
  });
  open();
}
