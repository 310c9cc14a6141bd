import type { LiveEvent } from '../../../shared/live-events.ts';
import type { PublishedChange } from './live-change.ts';
import { projectionOf, type LiveViewer } from './live-projection.ts';
import { RecentChanges, type RecentChangesLimits } from './recent-changes.ts';

/** One event for one stream: its id is the change's event id (for `Last-Event-ID`), none for `ready` and `reset`. */
export type LiveMessage = { id: string | null; event: LiveEvent };

/** Where a stream's messages go. `end` is the hub closing (shutdown): the stream finishes. */
export type LiveSink = { send(messages: readonly LiveMessage[]): void; end(): void };

export type LiveSubscription = { resumed: boolean; close(): void };

/** Enough to resume a phone that lost its signal for a few minutes during a drop (design.md §8). */
export const RECENT_CHANGES: RecentChangesLimits = { maxChanges: 10_000, maxAgeMs: 10 * 60_000 };

type Subscriber = { viewer: LiveViewer; sink: LiveSink };

/**
 * One per app instance: takes the changes its listener receives (live-listener.ts), in the order the
 * database committed them, which is the same on every instance, and hands each connected stream what
 * its viewer may see of them, in that order. Keeps the recent ones for `Last-Event-ID` resume.
 */
export class LiveHub {
  private readonly subscribers = new Set<Subscriber>();
  private readonly recent: RecentChanges;
  private readonly clock: () => Date;
  private closed = false;

  constructor(limits: RecentChangesLimits = RECENT_CHANGES, clock: () => Date = () => new Date()) {
    this.recent = new RecentChanges(limits);
    this.clock = clock;
  }

  /**
   * Connects a stream: `ready` first, then, when `lastEventId` is among the recent changes, every change
   * since it (resumed), then each change as it comes. All before this returns, so none slips between.
   */
  subscribe(viewer: LiveViewer, lastEventId: string | null, sink: LiveSink): LiveSubscription {
    const now = this.clock();
    const missed = lastEventId === null ? null : this.recent.after(lastEventId, now.getTime());
    const resumed = missed !== null;
    sink.send([{ id: null, event: { type: 'ready', server_time: now.toISOString(), resumed } }, ...this.messagesFor(viewer, missed ?? [], now)]);
    if (this.closed) {
      sink.end();
      return { resumed, close() {} };
    }
    const subscriber = { viewer, sink };
    this.subscribers.add(subscriber);
    return { resumed, close: () => this.subscribers.delete(subscriber) };
  }

  /** Changes from one notification, as committed: kept for resume, then told to every stream. */
  publish(changes: readonly PublishedChange[]): void {
    const now = this.clock();
    for (const change of changes) this.recent.add(change, now.getTime());
    const projections = changes.map((change) => ({ id: change.eventId, project: projectionOf(change, now) }));
    for (const { viewer, sink } of this.subscribers) {
      const messages = projections.flatMap(({ id, project }) => project(viewer).map((event) => ({ id, event })));
      if (messages.length > 0) sink.send(messages);
    }
  }

  /** Changes may have been lost (the listener reconnected): every stream refetches, and no resume may cross the gap. */
  reset(): void {
    this.recent.clear();
    const reset: LiveMessage[] = [{ id: null, event: { type: 'reset' } }];
    for (const { sink } of this.subscribers) sink.send(reset);
  }

  /** Shutdown: every stream ends, and a stream that connects from now on ends after `ready`. */
  close(): void {
    this.closed = true;
    for (const { sink } of this.subscribers) sink.end();
    this.subscribers.clear();
  }

  get streams(): number {
    return this.subscribers.size;
  }

  private messagesFor(viewer: LiveViewer, changes: readonly PublishedChange[], now: Date): LiveMessage[] {
    return changes.flatMap((change) => projectionOf(change, now)(viewer).map((event) => ({ id: change.eventId, event })));
  }
}
