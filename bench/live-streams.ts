/**
 * Part 6's viewers, in a process of their own so that parsing 100,000 events does not delay the
 * parent's holds or its timing: opens many `GET /api/events` streams with raw `node:http` (one socket
 * each, as many tabs would), notes when each piece event arrives on each stream, and reports back over
 * IPC. Timestamps are epoch milliseconds from `performance.timeOrigin + performance.now()`, comparable
 * with the parent's (same machine, same clock; sub-millisecond skew).
 */
import http from 'node:http';
import { createParser } from 'eventsource-parser';
import { nanoid } from 'nanoid';
import type { LivePieceEvent } from '../shared/live-events.ts';
import { inBatches } from './guests.ts';
import type { StreamsReply, StreamsRequest, StreamsReport } from './live-protocol.ts';
import { now } from './live-stats.ts';

type Stream = {
  /** When the chunk carrying each expected piece's first event arrived, by the piece's index. */
  receivedAt: Float64Array;
  /** The event id of that first event, by the piece's index. */
  eventIds: (string | undefined)[];
  open: boolean;
};

const streams: Stream[] = [];
const requests: http.ClientRequest[] = [];
let expected = new Map<number, number>();
let counters = { duplicates: 0, resets: 0, notOnHold: 0, otherPieces: 0, errors: 0, closedEarly: 0, otherEvents: 0 };
let missing = 0;
/** CPU this process had used when the drop began, so the report can say what parsing cost. */
let cpuAtExpect = process.cpuUsage();
/** Why the first stream that failed to open failed, for the error message when none opens. */
let firstFailure: string | null = null;

function send(reply: StreamsReply) {
  process.send?.(reply);
}

function onPieceEvent(stream: Stream, event: LivePieceEvent, id: string | undefined, arrivedAt: number) {
  const index = expected.get(event.id);
  if (index === undefined) {
    counters.otherPieces++;
    return;
  }
  if (stream.receivedAt[index] !== 0) {
    counters.duplicates++;
    return;
  }
  stream.receivedAt[index] = arrivedAt;
  stream.eventIds[index] = id;
  if (event.status !== 'OnHold') counters.notOnHold++;
  missing--;
  if (missing === 0) send({ type: 'complete' });
}

/** Opens one stream and resolves once its `ready` event arrived (or it failed). */
function openStream(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const stream: Stream = { receivedAt: new Float64Array(0), eventIds: [], open: false };
    let arrivedAt = 0;
    const parser = createParser({
      onEvent: (message) => {
        if (message.event === 'ready') {
          stream.open = true;
          resolve(true);
        } else if (message.event === 'reset') counters.resets++;
        else if (message.event === 'piece') onPieceEvent(stream, JSON.parse(message.data) as LivePieceEvent, message.id, arrivedAt);
        else counters.otherEvents++;
      },
    });
    const request = http.get(
      url,
      // Each viewer is its own guest on its own socket, as separate tabs are.
      { agent: false, headers: { accept: 'text/event-stream', 'x-guest-id': nanoid() } },
      (response) => {
        if (response.statusCode !== 200) {
          counters.errors++;
          firstFailure ??= `HTTP ${response.statusCode} from ${url}`;
          response.resume();
          resolve(false);
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          arrivedAt = now();
          parser.feed(chunk);
        });
        response.on('end', () => {
          if (stream.open) counters.closedEarly++;
          stream.open = false;
          resolve(false);
        });
      },
    );
    request.on('error', (error) => {
      counters.errors++;
      firstFailure ??= `${error.message} (${url})`;
      stream.open = false;
      resolve(false);
    });
    streams.push(stream);
    requests.push(request);
  });
}

/** Opens `urls.length` streams, `concurrency` connecting at a time so no listen backlog overflows. */
async function openAll(urls: string[], concurrency: number) {
  const started = now();
  const opened = await inBatches(urls, concurrency, openStream);
  const count = opened.filter(Boolean).length;
  send({ type: 'opened', opened: count, failed: urls.length - count, firstFailure, ms: now() - started });
}

function expect(pieceIds: number[]) {
  expected = new Map(pieceIds.map((id, index) => [id, index]));
  counters = { duplicates: 0, resets: 0, notOnHold: 0, otherPieces: 0, errors: counters.errors, closedEarly: counters.closedEarly, otherEvents: 0 };
  for (const stream of streams) {
    stream.receivedAt = new Float64Array(pieceIds.length);
    stream.eventIds = new Array<string | undefined>(pieceIds.length);
  }
  missing = streams.filter((stream) => stream.open).length * pieceIds.length;
  cpuAtExpect = process.cpuUsage();
  send({ type: 'expecting' });
}

function report(): StreamsReport {
  const used = process.cpuUsage(cpuAtExpect);
  return {
    type: 'report',
    // 0 = never arrived; a stream that is not open still counts, so a dropped stream shows as loss.
    receivedAt: streams.map((stream) => Array.from(stream.receivedAt)),
    eventIds: streams.map((stream) => stream.eventIds.map((id) => id ?? '')),
    cpuMs: (used.user + used.system) / 1000,
    ...counters,
  };
}

process.on('message', (message: StreamsRequest) => {
  if (message.type === 'open') void openAll(message.urls, message.concurrency);
  else if (message.type === 'expect') expect(message.pieceIds);
  else if (message.type === 'report') send(report());
  else if (message.type === 'close') {
    for (const request of requests) request.destroy();
    process.exit(0);
  }
});
send({ type: 'started' });
