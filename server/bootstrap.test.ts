import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS } from '../shared/constants.ts';
import { Announcement } from './modules/content/announcement.entity.ts';
import { HeroSlide } from './modules/content/hero-slide.entity.ts';
import { Product } from './modules/catalog/product.entity.ts';
import { ensureDefaultSettings, readSettings } from './modules/settings/settings.service.ts';
import { ensureAdmin } from './modules/users/auth.service.ts';
import { verifyPassword } from './modules/users/password.ts';
import { User } from './modules/users/user.entity.ts';
import { seedDemoContent } from './seed/seed.ts';
import { LocalStorage } from './storage/local-storage.ts';
import { TEST_DATABASES, useTestDatabase } from './test/test-db.ts';

describe.each(TEST_DATABASES)('start-up data on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('creates the admin with a generated password once, then leaves it alone', async () => {
    const first = await ensureAdmin(db().em(), 'Owner@Ukay.ph', undefined);
    expect(first.generatedPassword).toMatch(/^[\w-]{16}$/);
    const again = await ensureAdmin(db().em(), 'owner@ukay.ph', undefined);
    expect(again.generatedPassword).toBeUndefined();
    const admin = await db().em().findOneOrFail(User, { email: 'owner@ukay.ph' });
    expect(admin.role).toBe('admin');
    expect(await verifyPassword(admin.passwordHash, first.generatedPassword ?? '')).toBe(true);
  });

  it('applies a configured ADMIN_PASSWORD to the existing admin', async () => {
    await ensureAdmin(db().em(), 'boss@ukay.ph', 'first-password');
    await ensureAdmin(db().em(), 'boss@ukay.ph', 'second-password');
    const admin = await db().em().findOneOrFail(User, { email: 'boss@ukay.ph' });
    expect(await verifyPassword(admin.passwordHash, 'second-password')).toBe(true);
  });

  it('inserts the eight settings with their defaults and keeps edited values', async () => {
    await ensureDefaultSettings(db().em());
    expect(await readSettings(db().em())).toEqual(SETTING_DEFAULTS);
  });

  it('seeds a living demo shop once, and a second run adds nothing', async () => {
    const storage = new LocalStorage(path.join(await mkdtemp(path.join(tmpdir(), 'ukay-seed-')), 'uploads'));
    const first = await seedDemoContent(db().em(), storage);
    expect(first.seeded).toHaveLength(4);
    const products = await db().em().find(Product, {}, { populate: ['images'] });
    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(new Set(products.map((product) => product.size)).size).toBe(6);
    expect(new Set(products.map((product) => product.status))).toEqual(new Set(['Available', 'Pending', 'Sold']));
    expect(products.some((product) => product.isNewArrival)).toBe(true);
    expect(products.some((product) => product.isSale)).toBe(true);
    const firstImage = products[0]?.images.getItems()[0];
    expect(await storage.get(`${firstImage?.storageKey}-400.webp`)).not.toBeNull();
    expect(await db().em().count(Announcement)).toBe(2);
    const slides = await db().em().find(HeroSlide, {});
    expect(new Set(slides.map((slide) => slide.viewType))).toEqual(new Set(['desktop', 'mobile']));
    const settings = await readSettings(db().em());
    expect(settings.payment_options_description).toContain('GCash');
    expect(settings.thanks_message).not.toBe('');

    const second = await seedDemoContent(db().em(), storage);
    expect(second.seeded).toEqual([]);
    expect(await db().em().count(Product)).toBe(products.length);
  });
});
