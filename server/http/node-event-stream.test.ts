import { serve, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_BUFFERED_BYTES, NodeEventStream } from './node-event-stream.ts';

type Served = { port: number; streams: NodeEventStream[]; ended: string[]; close(): Promise<void> };

/** An app whose one route answers a NodeEventStream that writes `hello` when it starts, behind a middleware that sets a header afterwards. */
function serveStreams(): Promise<Served> {
  const streams: NodeEventStream[] = [];
  const ended: string[] = [];
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Set-After', 'yes');
  });
  app.get('/stream', (c) => {
    const stream = new NodeEventStream(
      c.env.outgoing,
      () => stream.write('hello\n'),
      () => ended.push('ended'),
    );
    streams.push(stream);
    c.header('Content-Type', 'text/event-stream');
    c.header('Transfer-Encoding', 'chunked');
    return c.body(stream.body);
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ port: info.port, streams, ended, close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}

function get(port: number): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => http.get({ host: '127.0.0.1', port, path: '/stream', agent: false }, resolve).on('error', reject));
}

const firstChunk = (response: http.IncomingMessage) => new Promise<string>((resolve) => response.once('data', (chunk: Buffer) => resolve(chunk.toString())));

describe('a stream written straight to the Node response', () => {
  let served: Served | undefined;
  afterEach(async () => {
    for (const stream of served?.streams ?? []) stream.end();
    await served?.close();
  });

  it('starts once the head is out, with every middleware’s headers, and ends with the chunked body’s last chunk', async () => {
    served = await serveStreams();
    const response = await get(served.port);
    expect(response.headers['x-set-after']).toBe('yes');
    expect(await firstChunk(response)).toBe('hello\n');
    let body = '';
    response.on('data', (chunk: Buffer) => (body += chunk.toString()));
    const stream = served.streams[0];
    stream?.write(Buffer.from('shared\n'));
    stream?.end();
    await new Promise((resolve) => response.once('end', resolve));
    expect(response.complete).toBe(true);
    expect(body).toBe('shared\n');
    expect(served.ended).toEqual(['ended']);
  });

  it(`drops a client whose socket is more than ${MAX_BUFFERED_BYTES} bytes behind`, async () => {
    served = await serveStreams();
    const response = await get(served.port);
    await firstChunk(response);
    response.pause();
    const closed = new Promise((resolve) => response.once('close', resolve));
    const stream = served.streams[0];
    const chunk = Buffer.alloc(MAX_BUFFERED_BYTES, 'x');
    // The sockets' own buffers fill first; a few hundred MB at most on any loopback.
    for (let written = 0; served.ended.length === 0 && written < 2_000; written += 1) {
      stream?.write(chunk);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(served.ended).toEqual(['ended']);
    // Reading again, the client finds its connection cut, not a finished body.
    response.resume();
    await closed;
    expect(response.complete).toBe(false);
  });

  it('ends once when the client goes', async () => {
    served = await serveStreams();
    const response = await get(served.port);
    await firstChunk(response);
    response.destroy();
    for (let tries = 0; served.ended.length === 0 && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    served.streams[0]?.end();
    expect(served.ended).toEqual(['ended']);
  });
});
