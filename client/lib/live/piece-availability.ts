import type { LivePieceEvent } from '../../../shared/live-events.ts';
import type { PieceAvailability } from '../catalog-cache.ts';

/** A piece's availability as its live event tells it to this viewer (shared/live-events.ts). */
export function availabilityOf(event: LivePieceEvent): Required<PieceAvailability> {
  return {
    status: event.status,
    hold_expires_at: event.hold_expires_at,
    available_to_you: event.status === 'Available' || event.held_by_you,
  };
}
