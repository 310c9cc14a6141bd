import type { EventSourceMessage } from 'eventsource-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLiveConnection } from './live-connection.ts';

/** A server's answer whose body is written chunk by chunk, and stays open until `end` is called. */
function streamingAnswer(init: ResponseInit = { headers: { 'content-type': 'text/event-stream' } }) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, init),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    /** As fetch does: an aborted request errors the body being read. */
    abort: () => controller.error(new DOMException('The operation was aborted.', 'AbortError')),
  };
}

type Answer = { response: Response; abort?: () => void };

function connect({ response, abort }: Answer, signal = new AbortController().signal) {
  const fetchStub = vi.fn((_url: string, init: RequestInit) => {
    if (abort) init.signal?.addEventListener('abort', abort);
    return Promise.resolve(response);
  });
  vi.stubGlobal('fetch', fetchStub);
  const messages: EventSourceMessage[] = [];
  const hints: number[] = [];
  const ended = readLiveConnection({
    headers: { 'X-Guest-ID': 'guest-1', 'Last-Event-ID': 'abc' },
    signal,
    onMessage: (message) => messages.push(message),
    onRetryHint: (ms) => hints.push(ms),
  });
  return { fetchStub, messages, hints, ended };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('one live connection', () => {
  it('asks at low priority, with its headers and the cookie, and reads events split anywhere across chunks', async () => {
    const server = streamingAnswer();
    const { fetchStub, messages, hints, ended } = connect(server);
    server.write('retry: 3000\n\nid: e1\nevent: piece\ndata: {"type":');
    server.write('"piece"}\n\n: heartbeat\n\n');
    server.end();

    expect(await ended).toEqual({ status: null, retryAfter: null });
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe('/api/events');
    expect(init).toMatchObject({ credentials: 'same-origin', priority: 'low', headers: { 'X-Guest-ID': 'guest-1', 'Last-Event-ID': 'abc' } });
    expect(messages).toEqual([{ id: 'e1', event: 'piece', data: '{"type":"piece"}' }]);
    expect(hints).toEqual([3000]);
  });

  it('reports a refusal with its status and Retry-After', async () => {
    const refusal = new Response('{"message":"busy"}', { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '30' } });
    expect(await connect({ response: refusal }).ended).toEqual({ status: 503, retryAfter: '30' });
  });

  it('takes an answer that is no event stream for a refusal', async () => {
    const page = new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } });
    expect(await connect({ response: page }).ended).toEqual({ status: 200, retryAfter: null });
  });

  it('gives up on a connection silent for a minute, though no error says it died', async () => {
    vi.useFakeTimers();
    const server = streamingAnswer();
    const { ended } = connect(server);
    let settled = false;
    void ended.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(30_000);
    server.write(': heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await ended).toEqual({ status: null, retryAfter: null });
  });

  it('ends when the tab aborts it', async () => {
    const tab = new AbortController();
    const server = streamingAnswer();
    const { ended } = connect(server, tab.signal);
    tab.abort();
    expect(await ended).toEqual({ status: null, retryAfter: null });
  });
});
