/** What bench/live.ts and its viewers' process (bench/live-streams.ts) tell each other over IPC. */
export type StreamsRequest =
  | { type: 'open'; urls: string[]; concurrency: number }
  /** Forget earlier receipts and wait for one event about each of these pieces on every open stream. */
  | { type: 'expect'; pieceIds: number[] }
  | { type: 'report' }
  | { type: 'close' };

export type StreamsReport = {
  type: 'report';
  /** Per stream, per expected piece (in `expect` order): epoch ms its first event arrived, 0 if never. */
  receivedAt: number[][];
  /** Per stream, per expected piece: that event's SSE id ('' if none). */
  eventIds: string[][];
  /** CPU the viewers' process used from `expect` to `report`: the load generator's own weight. */
  cpuMs: number;
  /** A second event about a piece already received on that stream. */
  duplicates: number;
  /** `reset` events: the server lost events. */
  resets: number;
  /** First events whose status was not OnHold (a hold should read OnHold). */
  notOnHold: number;
  /** Piece events about pieces the bench did not change. */
  otherPieces: number;
  errors: number;
  closedEarly: number;
  otherEvents: number;
};

export type StreamsReply =
  | { type: 'started' }
  | { type: 'opened'; opened: number; failed: number; firstFailure: string | null; ms: number }
  | { type: 'expecting' }
  /** Every open stream has an event about every expected piece. */
  | { type: 'complete' }
  | StreamsReport;
