import type { ServerResponse } from 'node:http';

/** What the socket has not taken yet: a reader this far behind (about 1,000 piece events) is dropped. */
export const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * A long-lived answer whose body is written straight to Node's ServerResponse, one `write` per call,
 * with no web stream per write: Buffers shared by thousands of streams go to each socket as they are.
 *
 * `body` is what the handler answers with: @hono/node-server writes the head (with every middleware's
 * headers; `Transfer-Encoding: chunked` keeps it from reading the body first), then reads `body`,
 * and that first read starts the stream (`onStart`). `body` never carries a byte itself; closing it
 * has the server end the response.
 */
export class NodeEventStream {
  readonly body: ReadableStream<Uint8Array>;
  private readonly response: ServerResponse;
  private readonly onEnd: () => void;
  private closeBody: () => void = () => {};
  private settle: () => void = () => {};
  /** The body's one read: pending until the stream ends, so that no further read is asked for. */
  private readonly settled = new Promise<void>((resolve) => (this.settle = resolve));
  private over = false;

  /** `onStart` once the head is out; `onEnd` once, however the stream ends (also when it never started). */
  constructor(response: ServerResponse, onStart: () => void, onEnd: () => void) {
    this.response = response;
    this.onEnd = onEnd;
    let started = false;
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.closeBody = () => controller.close();
        },
        pull: () => {
          if (!started) {
            started = true;
            response.once('close', () => this.end());
            if (response.destroyed) this.end();
            else onStart();
          }
          return this.settled;
        },
        // The server gave up on the body (the client went): there is nothing left to close.
        cancel: () => this.finish(false),
      },
      // No read ahead: the first `pull` is the server asking for the body, after the head.
      { highWaterMark: 0 },
    );
  }

  get ended(): boolean {
    return this.over;
  }

  /** Writes at once; drops the client instead when its socket has fallen too far behind (it reconnects and resumes). */
  write(chunk: Buffer | string): void {
    if (this.over) return;
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.response.destroy();
      this.finish(false);
      return;
    }
    this.response.write(chunk);
  }

  /** Ends the response properly: its last chunk goes after what is queued. */
  end(): void {
    this.finish(true);
  }

  private finish(closeBody: boolean): void {
    if (this.over) return;
    this.over = true;
    if (closeBody) this.closeBody();
    this.settle();
    this.onEnd();
  }
}
