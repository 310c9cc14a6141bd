import { createParser } from 'eventsource-parser';
import http from 'node:http';
import { LIVE_EVENTS_PATH, type LiveEvent } from '../../shared/live-events.ts';

/** One event as a browser's EventSource would hand it over: its id (none for `ready` and `reset`) and its data. */
export type StreamedEvent = { id: string | undefined; event: LiveEvent };

type Waiter = { match: (event: StreamedEvent) => boolean; resolve: (event: StreamedEvent) => void };

export type EventStreamReader = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The JSON body of a refusal (429, 503…); null for a stream. */
  refusal: unknown;
  /** Everything received so far, in order. */
  events: StreamedEvent[];
  /** Comment lines (heartbeats) and the `retry:` hint. */
  comments: string[];
  retryMs: number | undefined;
  /** The id of the last event with one, as a browser would send it back in `Last-Event-ID`. */
  lastEventId(): string | undefined;
  /**
   * The next event after the last one `next` returned that matches, waiting for it up to `timeoutMs`;
   * events skipped on the way are passed over (they stay in `events`).
   */
  next(match?: (event: StreamedEvent) => boolean, timeoutMs?: number): Promise<StreamedEvent>;
  /** Resolves when the stream is over, whoever ended it. */
  ended: Promise<void>;
  /** Whether the server ended the stream properly (the chunked body's last chunk came), rather than the connection breaking. */
  complete(): boolean;
  /** The client goes away (a closed tab, a lost signal). */
  close(): void;
};

type OpenOptions = {
  /** The local address to call from (127.0.0.0/8 plays other clients); 127.0.0.1 by default. */
  from?: string;
  headers?: Record<string, string>;
  /** The path with its query, e.g. `/api/events?last_event_id=…`. */
  path?: string;
};

/**
 * A real Server-Sent Events client for tests: one HTTP connection to a listening app (listening-app.ts),
 * its body parsed by eventsource-parser, as the browser's stream client parses it.
 */
export function openEventStream(port: number, { from = '127.0.0.1', headers = {}, path = LIVE_EVENTS_PATH }: OpenOptions = {}): Promise<EventStreamReader> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, path, localAddress: from, agent: false, headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: StreamedEvent[] = [];
      const comments: string[] = [];
      let waiters: Waiter[] = [];
      let cursor = 0;
      let retryMs: number | undefined;
      let body = '';
      const ended = new Promise<void>((done) => response.once('close', () => done()));
      const isStream = response.headers['content-type']?.startsWith('text/event-stream') ?? false;
      const parser = createParser({
        onEvent: (message) => {
          const event: StreamedEvent = { id: message.id, event: JSON.parse(message.data) as LiveEvent };
          events.push(event);
          waiters = waiters.filter((waiter) => !(waiter.match(event) && (waiter.resolve(event), true)));
        },
        onComment: (comment) => comments.push(comment.trim()),
        onRetry: (interval) => (retryMs = interval),
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (isStream ? parser.feed(chunk) : (body += chunk)));
      response.on('error', () => {});
      const reader: EventStreamReader = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        refusal: null,
        events,
        comments,
        get retryMs() {
          return retryMs;
        },
        lastEventId: () => events.findLast((event) => event.id !== undefined)?.id,
        next(match = () => true, timeoutMs = 2_000) {
          const found = events.findIndex((event, index) => index >= cursor && match(event));
          const advance = (event: StreamedEvent) => {
            cursor = events.indexOf(event) + 1;
            return event;
          };
          const atHand = events[found];
          if (found >= 0 && atHand) return Promise.resolve(advance(atHand));
          return new Promise((resolveEvent, rejectEvent) => {
            const timer = setTimeout(() => rejectEvent(new Error(`no matching event within ${timeoutMs} ms; received: ${JSON.stringify(events.slice(cursor))}`)), timeoutMs);
            waiters.push({
              match,
              resolve: (event) => {
                clearTimeout(timer);
                resolveEvent(advance(event));
              },
            });
          });
        },
        ended,
        complete: () => response.complete,
        close: () => outgoing.destroy(),
      };
      if (isStream) return resolve(reader);
      response.on('end', () => resolve({ ...reader, refusal: body ? (JSON.parse(body) as unknown) : null }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Matches events of one type (and, when given, about one piece or order). */
export function ofType(type: LiveEvent['type'], id?: number): (streamed: StreamedEvent) => boolean {
  return ({ event }) => event.type === type && (id === undefined || ('id' in event && event.id === id));
}
