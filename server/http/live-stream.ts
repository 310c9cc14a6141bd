import type { Context as HonoContext, Hono } from 'hono';
import { ServerResponse } from 'node:http';
import { LAST_EVENT_ID_PARAM, LIVE_EVENTS_PATH, type LiveEvent } from '../../shared/live-events.ts';
import { viewerOf } from '../buyer.ts';
import type { LiveHub, LiveMessage } from '../modules/live/live-hub.ts';
import type { LiveViewer } from '../modules/live/live-projection.ts';
import { roleWhileSessionLasts } from '../modules/users/session.service.ts';
import type { User } from '../modules/users/user.entity.ts';
import { createContext, type RequestDeps } from '../trpc/context.ts';
import { countCall } from '../rate-limit/rate-limiter.ts';
import { clientIp } from './client-ip.ts';
import { NodeEventStream } from './node-event-stream.ts';
import { StreamAdmission } from './stream-admission.ts';

export type LiveStreamTiming = {
  /** A comment this often keeps proxies from closing an idle stream, and a signed-in stream re-checks its session. */
  heartbeatMs: number;
  /** How long the browser waits before it reconnects (the `retry:` hint). */
  retryMs: number;
};

export const LIVE_STREAM_TIMING: LiveStreamTiming = { heartbeatMs: 25_000, retryMs: 3_000 };

/** When a refused stream may try again. */
const RETRY_AFTER_SECONDS = '30';

export const STREAM_REFUSALS = {
  address: 'Too many live streams are open from your network. Close some tabs and try again.',
  opens: 'Live updates were reopened too often from your network. They will resume shortly.',
  instance: 'The shop is very busy. Live updates will resume shortly.',
} as const;

/** Event ids are publishLive's, marks the hub's (recent-changes.ts); anything else is no id of ours (and is not looked up). */
const EVENT_ID = /^[A-Za-z0-9_.-]{1,64}$/;

function lastEventIdOf(c: HonoContext): string | null {
  const asked = c.req.header('last-event-id') ?? c.req.query(LAST_EVENT_ID_PARAM) ?? null;
  return asked !== null && EVENT_ID.test(asked) ? asked : null;
}

/** The Node response under this request (@hono/node-server's bindings), which the stream writes to. */
function nodeResponseOf(c: HonoContext): ServerResponse {
  const bindings: unknown = c.env;
  const outgoing: unknown = typeof bindings === 'object' && bindings !== null && 'outgoing' in bindings ? bindings.outgoing : null;
  if (outgoing instanceof ServerResponse) return outgoing as ServerResponse;
  throw new Error(`${LIVE_EVENTS_PATH} is served by @hono/node-server only`);
}

/**
 * A batch's messages are encoded once, whatever the number of streams: the hub hands every stream
 * that sees a batch alike the same array (batch-messages.ts), and each gets the same Buffer.
 */
const encoded = new WeakMap<readonly LiveMessage[], Buffer>();
/** And each event's text once, however many ways of seeing a batch carry it (the projections hand out the same object). */
const eventText = new WeakMap<LiveEvent, string>();

function frameOf({ id, event }: LiveMessage): string {
  let text = eventText.get(event);
  if (text === undefined) {
    text = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
    eventText.set(event, text);
  }
  return id === null ? text : `id: ${id}\n${text}`;
}

function encode(messages: readonly LiveMessage[]): Buffer {
  let bytes = encoded.get(messages);
  if (bytes === undefined) {
    bytes = Buffer.from(messages.map(frameOf).join(''));
    encoded.set(messages, bytes);
  }
  return bytes;
}

const HEARTBEAT = Buffer.from(': heartbeat\n\n');

type StreamParts = {
  hub: LiveHub;
  viewer: LiveViewer;
  lastEventId: string | null;
  /** Whether the stream may go on, asked at each heartbeat (a signed-in viewer's session may have ended). */
  stillAllowed: () => Promise<boolean>;
  timing: LiveStreamTiming;
};

/** Whether a stream may go on: a signed-in viewer's session still lasts, with the role it had. */
function sessionCheck(deps: RequestDeps, sessionToken: string | null, role: User['role'] | null): () => Promise<boolean> {
  return async () => sessionToken === null || (await roleWhileSessionLasts(deps.orm.em.fork(), sessionToken)) === role;
}

/**
 * Sends the viewer's events until the client goes, the hub closes, the session ends or the reader falls
 * too far behind; `onEnd` once it is over (also when the client went before it began).
 */
function openStream(response: ServerResponse, { hub, viewer, lastEventId, stillAllowed, timing }: StreamParts, onEnd: () => void): NodeEventStream {
  let stop = () => {};
  const stream = new NodeEventStream(
    response,
    () => {
      stream.write(`retry: ${timing.retryMs}\n\n`);
      const subscription = hub.subscribe(viewer, lastEventId, { send: (messages) => stream.write(encode(messages)), end: () => stream.end() });
      const heartbeat = setInterval(() => {
        stream.write(HEARTBEAT);
        stillAllowed().then(
          (allowed) => allowed || stream.end(),
          // The database is away for a moment: the session is checked again at the next heartbeat.
          () => {},
        );
      }, timing.heartbeatMs);
      stop = () => {
        clearInterval(heartbeat);
        subscription.close();
      };
      // Ended while it began (the hub is closing): `onEnd` came before there was anything to stop.
      if (stream.ended) stop();
    },
    () => {
      stop();
      onEnd();
    },
  );
  return stream;
}

/**
 * `GET /api/events` (design.md §8 "Live screens"): one Server-Sent Events stream per tab. The viewer
 * is read once, at connect, as a tRPC context reads it (session cookie or Bearer token, else
 * `X-Guest-ID`, else nobody); a signed-in stream closes at the first heartbeat after its session ends
 * or its role changes, and the client reconnects as whoever it is then.
 */
export function serveLiveStream(app: Hono, deps: RequestDeps, timing: LiveStreamTiming = LIVE_STREAM_TIMING): void {
  const admission = new StreamAdmission(deps.env.LIVE_STREAMS_PER_IP, deps.env.LIVE_STREAMS_MAX);
  app.get(LIVE_EVENTS_PATH, async (c) => {
    const response = nodeResponseOf(c);
    const address = clientIp(c, deps.env.TRUST_PROXY);
    const opens = await countCall(deps.rateLimiters.streamOpen, { ip: address, account: null });
    if (opens.refused) {
      c.header('Retry-After', String(opens.retryAfterSeconds));
      return c.json({ message: STREAM_REFUSALS.opens }, 429);
    }
    const admitted = admission.enter(address);
    if (admitted !== 'admitted') {
      c.header('Retry-After', RETRY_AFTER_SECONDS);
      return admitted === 'address-full' ? c.json({ message: STREAM_REFUSALS.address }, 429) : c.json({ message: STREAM_REFUSALS.instance }, 503);
    }
    let streaming = false;
    try {
      const context = await createContext(c, deps, 'browser', (cookie) => c.header('Set-Cookie', cookie, { append: true }));
      const viewer: LiveViewer = { buyer: viewerOf(context), admin: context.user?.role === 'admin' };
      const stillAllowed = sessionCheck(deps, context.sessionToken, context.user?.role ?? null);
      const lastEventId = lastEventIdOf(c);
      // Bound, not a closure here: a closure would keep this request's context (`c`) alive as long as the stream.
      const stream = openStream(response, { hub: deps.live, viewer, lastEventId, stillAllowed, timing }, admission.leave.bind(admission, address));
      streaming = true;
      c.header('Content-Type', 'text/event-stream');
      c.header('Cache-Control', 'no-cache');
      c.header('Connection', 'keep-alive');
      // Also keeps @hono/node-server from reading the body before it writes the head (node-event-stream.ts).
      c.header('Transfer-Encoding', 'chunked');
      // Nginx and its kin would otherwise hold the events back to fill a buffer.
      c.header('X-Accel-Buffering', 'no');
      return c.body(stream.body);
    } finally {
      if (!streaming) admission.leave(address);
    }
  });
}
