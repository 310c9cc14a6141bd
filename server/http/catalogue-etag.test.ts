import { beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct } from '../test/fixtures.ts';
import { createTestApp } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('catalogue revalidation on %s', (kind) => {
  const db = useTestDatabase(kind);

  beforeAll(async () => {
    await createTestProduct(db().em(), { name: 'Barong Tagalog' });
  });

  /** Asks once, then again with the ETag it was given. */
  async function revalidate(path: string) {
    const { app } = await createTestApp(db());
    const first = await app.request(path);
    const tag = first.headers.get('etag');
    const again = await app.request(path, { headers: tag ? { 'if-none-match': tag } : {} });
    return { first, tag, again };
  }

  it('answers 304 with no body to a repeat GET of a REST catalogue path whose ETag still matches', async () => {
    for (const path of ['/api/products', '/api/products?size=m', '/api/announcements', '/api/hero-carousel', '/api/settings']) {
      const { first, tag, again } = await revalidate(path);
      expect(first.status, path).toBe(200);
      expect(tag, path).toMatch(/^"[0-9a-f]+"$/);
      expect(again.status, path).toBe(304);
      expect(again.headers.get('etag'), path).toBe(tag);
      expect(await again.text(), path).toBe('');
    }
  });

  it('answers 304 to a repeat tRPC GET batch of catalogue queries, and 200 once the catalogue changed', async () => {
    const path = `/trpc/catalog.list,content.announcements?batch=1&input=${encodeURIComponent('{"0":{}}')}`;
    const { first, tag, again } = await revalidate(path);
    expect(first.status).toBe(200);
    expect(again.status).toBe(304);

    await createTestProduct(db().em(), { name: 'Terno Gown' });
    const { app } = await createTestApp(db());
    const changed = await app.request(path, { headers: { 'if-none-match': tag ?? '' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
  });

  it('leaves answers outside the public catalogue untagged', async () => {
    const { app } = await createTestApp(db());
    const session = await app.request(`/trpc/settings.get,users.session?batch=1&input=${encodeURIComponent('{}')}`);
    expect(session.status).toBe(200);
    expect(session.headers.get('etag')).toBeNull();
  });
});
