/** The viewers' process of part 6 (live-streams.ts): thousands of open streams, driven by messages. */
import path from 'node:path';
import type { StreamsReply, StreamsRequest } from './live-protocol.ts';
import { ROOT, startNode, type Child } from './processes.ts';

export type Viewers = { child: Child; send: (message: StreamsRequest) => void; next: <T extends StreamsReply['type']>(type: T, timeoutMs: number) => Promise<Extract<StreamsReply, { type: T }>> };

/** The viewers' process (live-streams.ts), with a way to wait for its next reply of a kind. */
export function startViewers(): Viewers {
  const child = startNode(path.join(ROOT, 'bench/live-streams.ts'), [], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const replies: StreamsReply[] = [];
  const waiting = new Set<() => void>();
  child.process.on('message', (message: StreamsReply) => {
    replies.push(message);
    for (const wake of waiting) wake();
  });
  const next = <T extends StreamsReply['type']>(type: T, timeoutMs: number) =>
    new Promise<Extract<StreamsReply, { type: T }>>((resolve, reject) => {
      const check = () => {
        const index = replies.findIndex((reply) => reply.type === type);
        if (index < 0) return;
        const [reply] = replies.splice(index, 1);
        cleanup();
        resolve(reply as Extract<StreamsReply, { type: T }>);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`The viewers' process sent no "${type}" within ${timeoutMs} ms:\n${child.output().slice(-2000)}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiting.delete(check);
      };
      waiting.add(check);
      check();
    });
  return { child, send: (message) => child.process.send(message), next };
}
