import { describe, expect, it } from 'vitest';
import { liveEventOf } from './live-event-message.ts';

describe('a stream message', () => {
  it('carries the event its name says', () => {
    const data = { type: 'my-order', id: 4, status: 'Shipped' };
    expect(liveEventOf({ event: 'my-order', id: 'x1', data: JSON.stringify(data) })).toEqual(data);
  });

  it('is skipped when unknown, mislabelled or malformed', () => {
    expect(liveEventOf({ event: 'gossip', data: '{"type":"gossip"}' })).toBeNull();
    expect(liveEventOf({ event: 'order', data: '{"type":"piece"}' })).toBeNull();
    expect(liveEventOf({ event: 'ready', data: '{"type":' })).toBeNull();
    expect(liveEventOf({ event: 'reset', data: 'null' })).toBeNull();
  });
});
