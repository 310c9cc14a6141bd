import { describe, expect, it } from 'vitest';
import { openEventStream } from '../test/event-stream-reader.ts';
import { listen } from '../test/listening-app.ts';
import { createTestApp } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { STREAM_REFUSALS } from './live-stream.ts';

describe.each(TEST_DATABASES)('opening live streams on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('refuses a reconnect loop from one address once it passes the opens of a minute, with Retry-After, and not other addresses', async () => {
    const { app } = await createTestApp(db(), { env: { RATE_LIMIT_STREAM_OPEN_PER_IP: '3' } });
    const shop = await listen(app);
    try {
      const from = '127.0.2.1';
      for (let loop = 0; loop < 3; loop += 1) {
        const stream = await openEventStream(shop.port, { from, headers: { 'Last-Event-ID': 'an-old-id' } });
        expect(stream.status).toBe(200);
        stream.close();
      }
      const refused = await openEventStream(shop.port, { from });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.refusal).toEqual({ message: STREAM_REFUSALS.opens });
      const elsewhere = await openEventStream(shop.port, { from: '127.0.2.2' });
      expect(elsewhere.status).toBe(200);
      elsewhere.close();
    } finally {
      await shop.close();
    }
  });
});
