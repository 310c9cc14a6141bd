import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { LIVE_EVENTS_PATH } from '../../../shared/live-events.ts';

/**
 * The server sends a heartbeat well within this; a connection that stays silent longer is dead even
 * if no error says so (a phone that changed networks, a proxy that dropped it).
 */
const HEARTBEAT_TIMEOUT_MS = 60_000;

/** Why a connection ended when the tab did not end it: a refusal's status and Retry-After, or null for a drop. */
export type ConnectionEnd = { status: number | null; retryAfter: string | null };

const DROPPED: ConnectionEnd = { status: null, retryAfter: null };

type ConnectionOptions = {
  headers: Record<string, string>;
  /** Aborted by the tab: hidden, or reconnecting as someone else. */
  signal: AbortSignal;
  onMessage: (message: EventSourceMessage) => void;
  /** The stream's `retry:` field: how long the server would like a reconnect to wait. */
  onRetryHint: (ms: number) => void;
};

/**
 * One Server-Sent Events connection, read until it ends. `fetch` rather than EventSource, which can
 * send no header: the guest id is a bearer secret and never goes into an address (decision 013).
 * Resolves with why it ended; never rejects.
 */
export async function readLiveConnection({ headers, signal, onMessage, onRetryHint }: ConnectionOptions): Promise<ConnectionEnd> {
  const connection = new AbortController();
  const abort = () => connection.abort();
  signal.addEventListener('abort', abort, { once: true });
  let silence = setTimeout(abort, HEARTBEAT_TIMEOUT_MS);
  try {
    // Low priority: a request that never ends must not count as the page still loading, which at the
    // browser's High priority for fetch it did (Lighthouse waited out its whole time-out on every page).
    const response = await fetch(LIVE_EVENTS_PATH, { headers, credentials: 'same-origin', cache: 'no-store', priority: 'low', signal: connection.signal });
    if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
      void response.body?.cancel();
      return { status: response.status, retryAfter: response.headers.get('retry-after') };
    }
    const parser = createParser({ onEvent: onMessage, onRetry: onRetryHint });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return DROPPED;
      clearTimeout(silence);
      silence = setTimeout(abort, HEARTBEAT_TIMEOUT_MS);
      parser.feed(value);
    }
  } catch {
    return DROPPED;
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', abort);
  }
}
