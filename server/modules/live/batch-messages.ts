import type { LiveEvent } from '../../../shared/live-events.ts';
import type { LiveMessage } from './live-hub.ts';
import type { LiveViewer, Projection } from './live-projection.ts';

/** A change (or a reset) waiting to be told to the streams, numbered in the order the hub received it. */
export type PendingChange = { sequence: number; id: string | null; project: Projection };

/** A stream as a batch sees it: its viewer, and the first change it is owed (those before came with its `ready`, or before it). */
export type Recipient = { viewer: LiveViewer; owedFrom: number };

type Node = { messages: readonly LiveMessage[]; next: Map<readonly LiveEvent[], Node> };

const NOT_OWED: readonly LiveEvent[] = [];

/**
 * What each stream is told of one batch of changes, built once per distinct way viewers see it: every
 * stream that sees the batch alike gets the very same array, so the stream encodes it once for all
 * (live-stream.ts). Projections hand out the same event arrays to viewers who see a change alike
 * (live-projection.ts), so a path of those arrays, one per change, names what a stream is told.
 */
export class BatchMessages {
  private readonly changes: readonly PendingChange[];
  private readonly root: Node = { messages: [], next: new Map() };

  constructor(changes: readonly PendingChange[]) {
    this.changes = changes;
  }

  for({ viewer, owedFrom }: Recipient): readonly LiveMessage[] {
    let node = this.root;
    for (const change of this.changes) {
      const events = change.sequence >= owedFrom ? change.project(viewer) : NOT_OWED;
      let next = node.next.get(events);
      if (next === undefined) {
        next = { messages: events.length === 0 ? node.messages : [...node.messages, ...events.map((event) => ({ id: change.id, event }))], next: new Map() };
        node.next.set(events, next);
      }
      node = next;
    }
    return node.messages;
  }
}
