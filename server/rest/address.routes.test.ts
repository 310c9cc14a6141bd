import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { useTestDatabase } from '../test/test-db.ts';

type Places = { data: { code: string; name: string }[] };

// Address data comes from a package, not the database: one database is enough to prove the paths.
describe('REST address data', () => {
  const db = useTestDatabase('pglite');

  async function get(path: string) {
    const { app } = await createTestApp(db());
    const response = await app.request(path);
    return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Places };
  }

  it('offers Metro Manila first among the provinces, as one option for the capital region', async () => {
    const { status, cache, body } = await get('/api/address/provinces');
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=86400');
    expect(body.data[0]).toEqual({ code: '1300000000', name: 'Metro Manila' });
    expect(body.data.map((province) => province.name)).toContain('Cebu');
  });

  it('finds a city by the name a buyer types, with its province, and answers a too-short search with a field error', async () => {
    const { status, body } = await get('/api/address/cities?search=davao%20city');
    expect(status).toBe(200);
    expect(body.data).toEqual([{ code: '1130700000', name: 'Davao City', province: { code: '1102400000', name: 'Davao del Sur' } }]);
    expect((await get('/api/address/cities?search=Makati')).body.data.map((city) => city.name)).toEqual(['Makati City']);
    const short = await get('/api/address/cities?search=da');
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ errors: { search: ['Type at least 3 letters'] } });
  });

  it('cascades Metro Manila → Pasig City → its barangays', async () => {
    const cities = (await get('/api/address/provinces/1300000000/cities')).body.data;
    const pasig = cities.find((city) => city.name === 'Pasig City');
    expect(cities).toHaveLength(17);
    const barangays = (await get(`/api/address/cities/${pasig?.code}/barangays`)).body.data;
    expect(barangays.map((barangay) => barangay.name)).toContain('Kapitolyo');
  });

  it('lists Davao City’s barangays in the order of their numbers (audit A-17: 19-B came before 2-A)', async () => {
    const names = (await get('/api/address/cities/1130700000/barangays')).body.data.map((barangay) => barangay.name);
    const numbered = names.filter((name) => name.startsWith('Barangay '));
    expect(numbered.slice(0, 4)).toEqual(['Barangay 1-A', 'Barangay 2-A', 'Barangay 3-A', 'Barangay 4-A']);
    expect(names.indexOf('Barangay 2-A')).toBeLessThan(names.indexOf('Barangay 19-B'));
  });

  it('collects the City of Manila’s barangays from its districts', async () => {
    const barangays = (await get('/api/address/cities/1380600000/barangays')).body.data;
    expect(barangays.length).toBeGreaterThan(800);
  });

  it('answers an unknown code with 404 and a malformed one with 422', async () => {
    expect((await get('/api/address/provinces/9999999999/cities')).status).toBe(404);
    expect((await get('/api/address/cities/abc/barangays')).status).toBe(422);
  });
});
