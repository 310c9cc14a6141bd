import net from 'node:net';

/**
 * A TCP proxy between the app and its database, so a test can take the database away as a network
 * does: `cut` drops every connection and refuses new ones, `blackhole` accepts connections and never
 * answers, `restore` puts the database back. A superuser cannot be locked out by SQL; a socket can.
 */
export type TcpProxy = {
  port: number;
  /** The database URL with its host and port replaced by the proxy's. */
  urlThrough(url: string): string;
  cut(): void;
  blackhole(): void;
  /** Back to normal, with any `dropAfterSending` still waiting cancelled. */
  restore(): void;
  /** Drops the connection that next sends `text` to the database, and forwards the text a moment later; resolves once forwarded. */
  dropAfterSending(text: string): Promise<void>;
  close(): Promise<void>;
};

type Mode = 'up' | 'refuse' | 'blackhole';

/** How late a trapped statement reaches the database after its connection is gone (`dropAfterSending`). */
const LATE_DELIVERY_MS = 200;

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: Mode = 'up';
  let trap: { text: string; sprung: () => void } | null = null;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  const server = net.createServer((client) => {
    track(client);
    if (mode === 'refuse') return void client.destroy();
    if (mode === 'blackhole') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    // Once a trapped statement is on its way, the app's side closing must not cut it off.
    let delivering = false;
    client.on('close', () => {
      if (!delivering) upstream.destroy();
    });
    upstream.on('close', () => client.destroy());
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      if (!trap || !chunk.includes(trap.text)) return void upstream.write(chunk);
      const { sprung } = trap;
      trap = null;
      // The database gets the bytes and acts on them; only its answer is lost with the connection. It
      // gets them late, as a congested network delivers them: the app, told at once that the
      // connection is gone, may ask the database again before the lost statement has run.
      delivering = true;
      upstream.unpipe(client);
      client.destroy();
      setTimeout(() => upstream.end(chunk, sprung), LATE_DELIVERY_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    urlThrough(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    cut() {
      mode = 'refuse';
      dropAll();
    },
    blackhole() {
      mode = 'blackhole';
      dropAll();
    },
    restore() {
      mode = 'up';
      trap = null;
    },
    dropAfterSending(text) {
      return new Promise((resolve) => {
        trap = { text, sprung: resolve };
      });
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
