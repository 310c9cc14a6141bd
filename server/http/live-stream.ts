import type { Context as HonoContext, Hono } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { LAST_EVENT_ID_PARAM, LIVE_EVENTS_PATH, type LiveEvent } from '../../shared/live-events.ts';
import { viewerOf } from '../buyer.ts';
import type { LiveHub, LiveMessage } from '../modules/live/live-hub.ts';
import type { LiveViewer } from '../modules/live/live-projection.ts';
import { roleWhileSessionLasts } from '../modules/users/session.service.ts';
import { createContext, type RequestDeps } from '../trpc/context.ts';
import { clientIp } from './client-ip.ts';
import { StreamAdmission } from './stream-admission.ts';

export type LiveStreamTiming = {
  /** A comment this often keeps proxies from closing an idle stream, and a signed-in stream re-checks its session. */
  heartbeatMs: number;
  /** How long the browser waits before it reconnects (the `retry:` hint). */
  retryMs: number;
};

export const LIVE_STREAM_TIMING: LiveStreamTiming = { heartbeatMs: 25_000, retryMs: 3_000 };

/** Messages not yet taken by the socket: a reader this far behind is dropped, and resumes or refetches when it reconnects. */
const MAX_QUEUED_WRITES = 1_000;

/** When a refused stream may try again. */
const RETRY_AFTER_SECONDS = '30';

export const STREAM_REFUSALS = {
  address: 'Too many live streams are open from your network. Close some tabs and try again.',
  instance: 'The shop is very busy. Live updates will resume shortly.',
} as const;

/** Event ids are publishLive's; anything longer is no id of ours (and is not looked up). */
const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

function lastEventIdOf(c: HonoContext): string | null {
  const asked = c.req.header('last-event-id') ?? c.req.query(LAST_EVENT_ID_PARAM) ?? null;
  return asked !== null && EVENT_ID.test(asked) ? asked : null;
}

/** Each event's text is written once, however many streams send it (the hub hands them the same object). */
const eventText = new WeakMap<LiveEvent, string>();

function frameOf({ id, event }: LiveMessage): string {
  let text = eventText.get(event);
  if (text === undefined) {
    text = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
    eventText.set(event, text);
  }
  return id === null ? text : `id: ${id}\n${text}`;
}

type OpenStream = {
  stream: SSEStreamingApi;
  /** The request's signal: aborted when the client goes, even before the stream began. */
  gone: AbortSignal;
  hub: LiveHub;
  viewer: LiveViewer;
  lastEventId: string | null;
  /** Whether the stream may go on, asked at each heartbeat (a signed-in viewer's session may have ended). */
  stillAllowed: () => Promise<boolean>;
  timing: LiveStreamTiming;
};

/** Sends the viewer's events until the client goes, the hub closes, the session ends or the reader falls too far behind. */
async function runStream({ stream, gone, hub, viewer, lastEventId, stillAllowed, timing }: OpenStream): Promise<void> {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let queued = 0;
  // `write` hands its text to the stream before its first await, so the order of calls is the order on the wire.
  const write = (text: string) => {
    if (queued >= MAX_QUEUED_WRITES) return finish();
    queued += 1;
    void stream.write(text).then(() => (queued -= 1));
  };
  stream.onAbort(finish);
  gone.addEventListener('abort', finish);
  if (gone.aborted) finish();
  write(`retry: ${timing.retryMs}\n\n`);
  const subscription = hub.subscribe(viewer, lastEventId, {
    send: (messages) => write(messages.map(frameOf).join('')),
    end: finish,
  });
  const heartbeat = setInterval(() => {
    write(': heartbeat\n\n');
    stillAllowed().then(
      (allowed) => allowed || finish(),
      // The database is away for a moment: the session is checked again at the next heartbeat.
      () => {},
    );
  }, timing.heartbeatMs);
  try {
    await finished;
  } finally {
    clearInterval(heartbeat);
    subscription.close();
  }
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
    const address = clientIp(c, deps.env.TRUST_PROXY);
    const admitted = admission.enter(address);
    if (admitted !== 'admitted') {
      c.header('Retry-After', RETRY_AFTER_SECONDS);
      return admitted === 'address-full' ? c.json({ message: STREAM_REFUSALS.address }, 429) : c.json({ message: STREAM_REFUSALS.instance }, 503);
    }
    let streaming = false;
    try {
      const context = await createContext(c, deps, 'browser', (cookie) => c.header('Set-Cookie', cookie, { append: true }));
      const viewer: LiveViewer = { buyer: viewerOf(context), admin: context.user?.role === 'admin' };
      const { sessionToken } = context;
      const role = context.user?.role ?? null;
      const stillAllowed = async () => sessionToken === null || (await roleWhileSessionLasts(deps.orm.em.fork(), sessionToken)) === role;
      const lastEventId = lastEventIdOf(c);
      // Nginx and its kin would otherwise hold the events back to fill a buffer.
      c.header('X-Accel-Buffering', 'no');
      const response = streamSSE(c, (stream) =>
        runStream({ stream, gone: c.req.raw.signal, hub: deps.live, viewer, lastEventId, stillAllowed, timing }).finally(() => admission.leave(address)),
      );
      streaming = true;
      return response;
    } finally {
      if (!streaming) admission.leave(address);
    }
  });
}
