import type { LiveEvent } from '../../../shared/live-events.ts';
import { BatchMessages, type PendingChange, type Recipient } from './batch-messages.ts';
import type { PublishedChange } from '../pieces/pieces.ts';
import { projectionOf, type LiveViewer } from './live-projection.ts';
import { RecentChanges, type RecentChangesLimits } from './recent-changes.ts';

/** One event for one stream: its id is the change's event id (for `Last-Event-ID`), none for `ready` and `reset`. */
export type LiveMessage = { id: string | null; event: LiveEvent };

/**
 * Where a stream's messages go. `end` is the hub closing (shutdown): the stream finishes. Streams that
 * see a batch of changes alike are handed the same array (batch-messages.ts).
 */
export type LiveSink = { send(messages: readonly LiveMessage[]): void; end(): void };

export type LiveSubscription = { resumed: boolean; close(): void };

/**
 * Enough to resume a phone that lost its signal for a minute or two during a drop (design.md §8), and
 * no more: a resume replays at most these changes, about 50 kB, however old the `Last-Event-ID` a
 * script sends again and again. A stream that missed more is told `ready {resumed: false}` and its
 * page fetches its data afresh, the same few requests as opening it.
 */
export const RECENT_CHANGES: RecentChangesLimits = { maxChanges: 300, maxAgeMs: 10 * 60_000 };

/**
 * Streams told of a batch before the hub lets other work run (requests, a hold, the next notification):
 * a few milliseconds' worth, so thousands of streams never hold the event loop for long.
 */
export const STREAMS_PER_SLICE = 200;

const RESET: readonly LiveEvent[] = [{ type: 'reset' }];

type Subscriber = Recipient & { sink: LiveSink; open: boolean };

/**
 * One per app instance: takes the changes its listener receives (live-listener.ts), in the order the
 * database committed them, which is the same on every instance, and hands each connected stream what
 * its viewer may see of them, in that order. Keeps the recent ones for `Last-Event-ID` resume.
 *
 * A batch goes to the streams a slice at a time, yielding in between; changes that arrive meanwhile
 * wait and go together as the next batch, one message list (one write) per stream.
 */
export class LiveHub {
  private readonly subscribers = new Set<Subscriber>();
  private readonly recent: RecentChanges;
  private readonly clock: () => Date;
  private closed = false;
  /** The sequence number of the next change received. */
  private sequence = 0;
  private pending: PendingChange[] = [];
  private sending = false;
  /**
   * The replays handed to streams with no viewer (no session, no guest id), by the place they resume
   * from, until the next change: a script reconnecting with an old Last-Event-ID again and again gets
   * the same array, which live-stream.ts encodes once.
   */
  private anonymousReplays = new Map<string, readonly LiveMessage[]>();

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
    sink.send([{ id: null, event: { type: 'ready', server_time: now.toISOString(), resumed } }]);
    if (lastEventId !== null && missed !== null && missed.length > 0) sink.send(this.replayFor(viewer, lastEventId, missed, now));
    if (this.closed) {
      sink.end();
      return { resumed, close() {} };
    }
    // Every change received so far was replayed above, or came before this stream and is none of its business.
    const subscriber: Subscriber = { viewer, owedFrom: this.sequence, sink, open: true };
    this.subscribers.add(subscriber);
    return {
      resumed,
      close: () => {
        subscriber.open = false;
        this.subscribers.delete(subscriber);
      },
    };
  }

  /** Changes from one notification, as committed: kept for resume, then told to every stream. */
  publish(changes: readonly PublishedChange[]): void {
    const now = this.clock();
    this.anonymousReplays.clear();
    for (const change of changes) {
      this.recent.add(change, now.getTime());
      this.pending.push({ sequence: this.sequence++, id: change.eventId, project: projectionOf(change, now) });
    }
    this.send();
  }

  /** Changes may have been lost (the listener reconnected): every stream refetches, and no resume may cross the gap. */
  reset(): void {
    this.recent.clear();
    this.anonymousReplays.clear();
    // After the changes already waiting, so that none of them reaches a stream after it refetched.
    this.pending.push({ sequence: this.sequence++, id: null, project: () => RESET });
    this.send();
  }

  /** Shutdown: every stream ends, and a stream that connects from now on ends after `ready`. */
  close(): void {
    this.closed = true;
    for (const subscriber of this.subscribers) {
      subscriber.open = false;
      subscriber.sink.end();
    }
    this.subscribers.clear();
    this.pending = [];
  }

  /** A place in this instance's changes for a page to resume from (recent-changes.ts): taken before it reads its data. */
  mark(): string {
    return this.recent.mark();
  }

  get streams(): number {
    return this.subscribers.size;
  }

  /** Starts a batch of what is waiting, unless one is being sent (it takes what waits when it is done). */
  private send(): void {
    if (this.sending || this.pending.length === 0) return;
    this.sending = true;
    const batch = new BatchMessages(this.pending);
    this.pending = [];
    this.sendSlice(batch, [...this.subscribers], 0);
  }

  private sendSlice(batch: BatchMessages, recipients: readonly Subscriber[], start: number): void {
    const end = Math.min(start + STREAMS_PER_SLICE, recipients.length);
    for (let index = start; index < end; index += 1) {
      const recipient = recipients[index];
      if (!recipient?.open) continue;
      const messages = batch.for(recipient);
      if (messages.length > 0) recipient.sink.send(messages);
    }
    if (end < recipients.length) {
      setImmediate(() => this.sendSlice(batch, recipients, end));
      return;
    }
    this.sending = false;
    // Changes that came while this batch was out: after the requests waiting too.
    if (this.pending.length > 0) {
      this.sending = true;
      setImmediate(() => {
        this.sending = false;
        this.send();
      });
    }
  }

  /** What a resuming stream missed, as its viewer sees it; one array for every stream with no viewer resuming from one place. */
  private replayFor(viewer: LiveViewer, lastEventId: string, missed: readonly PublishedChange[], now: Date): readonly LiveMessage[] {
    if (viewer.buyer !== null || viewer.admin) return this.messagesFor(viewer, missed, now);
    const kept = this.anonymousReplays.get(lastEventId);
    if (kept) return kept;
    const replay = this.messagesFor(viewer, missed, now);
    this.anonymousReplays.set(lastEventId, replay);
    return replay;
  }

  private messagesFor(viewer: LiveViewer, changes: readonly PublishedChange[], now: Date): LiveMessage[] {
    return changes.flatMap((change) => projectionOf(change, now)(viewer).map((event) => ({ id: change.eventId, event })));
  }
}
