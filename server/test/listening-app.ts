import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ListeningApp = { port: number; close: () => Promise<void> };

/** The app on a real socket (127.0.0.1, any free port), so it reads each caller's address off the connection. */
export function listen(app: Hono): Promise<ListeningApp> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        port: info.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

type Call = {
  method?: 'GET' | 'POST' | 'DELETE';
  /** The local address the connection comes from: anything in 127.0.0.0/8 plays another client. */
  from: string;
  headers?: Record<string, string>;
  body?: unknown;
};

export type Answer = { status: number; json: unknown };

/** One HTTP request to a listening app from the address `from`; answers the status and the JSON body. */
export async function request(port: number, path: string, call: Call): Promise<Answer> {
  const { status, json } = await requestWithHeaders(port, path, call);
  return { status, json };
}

/** As `request`, with the answer's headers too (a test of what a header tells). */
export function requestWithHeaders(port: number, path: string, { method = 'POST', from, headers = {}, body }: Call): Promise<Answer & { headers: http.IncomingHttpHeaders }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        localAddress: from,
        // A fresh connection per request, so that each one really comes from its own address.
        agent: false,
        headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, json: text ? (JSON.parse(text) as unknown) : null }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
