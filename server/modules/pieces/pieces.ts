/**
 * The pieces module's public surface: whether a piece may be taken and by whom (availability, holds
 * and their locks, queue turns, the order that holds a piece, a sale outside the shop) and the
 * live change. Other modules import from here, or its entities from entities.ts, and from nothing else
 * in the module (.dependency-cruiser.cjs).
 */
export { LIVE_SQL, TAKEN_SQL, effectiveStatus, freeForAnyone, hasLiveHold, hasLiveQueue, hasLiveReservation, holdColumnsOf, isHeldBy, isLive, isTakenFor, letGoOfHold, liveAt, onHoldUntil, releaseHold, visibilityOf } from './availability.ts';
export type { HoldColumns, Turn, VisibilityColumns } from './availability.ts';
export { lockHolders } from './hold-locks.ts';
export { refuseInOpening } from './drop-opening.ts';
export type { HoldOrigin } from './hold-rule.ts';
export { holdCart } from './hold.ts';
export { LIVE_CHANNEL, newEventId, publishLive } from './live-change.ts';
export type { LiveChange, OrderChange, PieceChange, PublishedChange } from './live-change.ts';
export { QUEUE_MAILS } from './mails/queue-mails.ts';
export { markedSoldConflict } from './marked-sold.ts';
export { OPEN_ORDER_STATUSES, countsAsApproved, holdsPieces, isOpen, productStatusFor } from './order-status-effects.ts';
export { pieceChange } from './piece-change.ts';
export { foldSearchText } from './search-text.ts';
export { settingSql } from './setting-sql.ts';
export { holdersOf, letGo, openOrderWith } from './piece-holders.ts';
export type { Holder } from './piece-holders.ts';
export { adoptQueuePlaces, emptyQueue, leaveQueues, queueLengths, scheduleTurns, turnsOf } from './turns.ts';
export { updatePiecesLive } from './update-pieces.ts';
export { turnUnclaimedPushTask } from './turn-unclaimed-push.ts';
