import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants.ts';
import type { LiveEvent } from '../../../shared/live-events.ts';
import type { ProductOutput } from '../../../shared/schemas/catalog.ts';
import { trpc } from '../trpc.ts';

/** One request the stream made, and the server's side of its answer. */
type Request = { headers: Record<string, string>; send: (text: string) => void; aborted: () => boolean };

/** A tab, as far as the stream sees one: visibility, storage, and the network. */
function fakeTab(liveMark?: string) {
  const markElement = { getAttribute: (name: string) => (name === 'content' ? (liveMark ?? null) : null) };
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible',
    querySelector: (selector: string) => (liveMark !== undefined && selector === 'meta[name="live-mark"]' ? markElement : null),
  });
  const storage = new Map<string, string>();
  const requests: Request[] = [];
  let answer: (request: Request) => Response | null = () => null;
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('localStorage', { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) });
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
    const signal = init.signal;
    const request: Request = {
      headers: init.headers as Record<string, string>,
      send: (text) => controller.enqueue(new TextEncoder().encode(text)),
      aborted: () => signal?.aborted ?? false,
    };
    signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    requests.push(request);
    return Promise.resolve(answer(request) ?? new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
  });
  const setVisibility = (state: DocumentVisibilityState) => {
    Object.assign(document, { visibilityState: state });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  return { storage, requests, setVisibility, answerWith: (next: typeof answer) => (answer = next) };
}

const frame = (event: LiveEvent, id?: string) => `${id ? `id: ${id}\n` : ''}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
const ready = (resumed: boolean): LiveEvent => ({ type: 'ready', server_time: new Date().toISOString(), resumed });
const piece: LiveEvent = { type: 'piece', id: 1, status: 'OnHold', hold_expires_at: null, held_by_you: false, listed: true, edited: false };

async function startedStream(liveMark?: string) {
  const tab = fakeTab(liveMark);
  const queryClient = new QueryClient();
  queryClient.setQueryData(trpc.catalog.byId.queryKey({ id: 1 }), { id: 1 } as ProductOutput);
  const received: LiveEvent[] = [];
  const bus = await import('./live-bus.ts');
  bus.subscribeLive('piece', (event) => received.push(event));
  const { startLiveStream } = await import('./live-stream.ts');
  startLiveStream(queryClient);
  await vi.advanceTimersByTimeAsync(0);
  const catalogueInvalidated = () => queryClient.getQueryState(trpc.catalog.byId.queryKey({ id: 1 }))?.isInvalidated;
  return { ...tab, queryClient, received, catalogueInvalidated };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the tab's live stream", () => {
  it('hands events to the bus, and refetches the live screens when it did not resume', async () => {
    const tab = await startedStream();
    expect(tab.requests).toHaveLength(1);
    tab.requests[0]?.send(frame(ready(true)) + frame(piece, 'e1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.received).toEqual([piece]);
    expect(tab.catalogueInvalidated()).toBe(false);
    tab.requests[0]?.send(frame(ready(false)));
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.catalogueInvalidated()).toBe(true);
  });

  it('opens the first stream from the mark the server wrote into the page, so a resume refetches nothing', async () => {
    const tab = await startedStream('mark.abc.41');
    expect(tab.requests[0]?.headers['Last-Event-ID']).toBe('mark.abc.41');
    tab.requests[0]?.send(frame(ready(true)));
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.catalogueInvalidated()).toBe(false);

    vi.resetModules();
    const unmarked = await startedStream();
    expect(unmarked.requests[0]?.headers['Last-Event-ID']).toBeUndefined();
  });

  it('closes while the tab is hidden and resumes from the last event id when it is back', async () => {
    const tab = await startedStream();
    tab.requests[0]?.send(frame(piece, 'e7'));
    await vi.advanceTimersByTimeAsync(0);
    tab.setVisibility('hidden');
    expect(tab.requests[0]?.aborted()).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tab.requests).toHaveLength(1);
    tab.setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.requests).toHaveLength(2);
    expect(tab.requests[1]?.headers['Last-Event-ID']).toBe('e7');
  });

  it('stays open in a hidden tab while a screen wants news there, and closes when that screen goes', async () => {
    const tab = await startedStream();
    const { keepLiveWhileHidden } = await import('./while-hidden.ts');
    const release = keepLiveWhileHidden();
    tab.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.requests[0]?.aborted()).toBe(false);
    release();
    expect(tab.requests[0]?.aborted()).toBe(true);
    keepLiveWhileHidden();
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.requests).toHaveLength(2);
  });

  it('waits out a busy server, even across a return to the tab', async () => {
    const tab = fakeTab();
    tab.answerWith(() => new Response('{}', { status: 429, headers: { 'retry-after': '30' } }));
    const { startLiveStream } = await import('./live-stream.ts');
    startLiveStream(new QueryClient());
    await vi.advanceTimersByTimeAsync(29_000);
    tab.setVisibility('hidden');
    tab.setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tab.requests).toHaveLength(2);
  });

  it('reconnects afresh, with the new guest id and no old event id, when the viewer changes', async () => {
    const tab = await startedStream();
    tab.requests[0]?.send(frame(piece, 'e3'));
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.requests[0]?.headers['X-Guest-ID']).toBeUndefined();
    tab.storage.set(STORAGE_KEYS.guestId, 'V1StGXR8_Z5jdHi6B-myT');
    tab.queryClient.setQueryData(trpc.cart.get.queryKey(), { items: [], subtotal: 0, count: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.requests[0]?.aborted()).toBe(true);
    expect(tab.requests[1]?.headers).toMatchObject({ 'X-Guest-ID': 'V1StGXR8_Z5jdHi6B-myT' });
    expect(tab.requests[1]?.headers['Last-Event-ID']).toBeUndefined();
  });
});
