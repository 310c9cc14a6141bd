import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS } from '../shared/setting-defaults.ts';
import { Announcement } from './modules/content/announcement.entity.ts';
import { HeroSlide } from './modules/content/hero-slide.entity.ts';
import { Product } from './modules/pieces/entities.ts';
import { ensureDefaultSettings, readSettings } from './modules/settings/settings.service.ts';
import { changePassword } from './modules/users/auth.service.ts';
import { createSession, validateSessionToken } from './modules/users/session.service.ts';
import { verifyPassword } from './modules/users/password.ts';
import { User } from './modules/users/user.entity.ts';
import { seedDemoContent } from './seed/seed.ts';
import { LocalStorage } from './storage/local-storage.ts';
import { TEST_DATABASES, useTestDatabase } from './test/test-db.ts';
import { ensureConfiguredAdmin } from './bootstrap.ts';
import { parseEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { NO_MAIL } from './modules/mail/mail-kind.ts';

/** A start-up's admin step with these variables, and the messages it logged. */
async function startWith(em: Parameters<typeof ensureConfiguredAdmin>[0], variables: Record<string, string>) {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  const admin = await ensureConfiguredAdmin(em, parseEnv(variables), logger, NO_MAIL);
  return { admin, logged: lines.map((line) => (JSON.parse(line) as { msg: string }).msg) };
}

describe.each(TEST_DATABASES)('start-up data on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('creates the admin with a generated password once, then leaves it alone', async () => {
    const first = await startWith(db().em(), { ADMIN_EMAIL: 'Owner@Ukay.ph' });
    expect(first.admin.generatedPassword).toMatch(/^[\w-]{16}$/);
    const again = await startWith(db().em(), { ADMIN_EMAIL: 'owner@ukay.ph' });
    expect(again.admin.generatedPassword).toBeUndefined();
    const admin = await db().em().findOneOrFail(User, { email: 'owner@ukay.ph' });
    expect(admin.role).toBe('admin');
    expect(await verifyPassword(admin.passwordHash, first.admin.generatedPassword ?? '')).toBe(true);
  });

  it('sets ADMIN_PASSWORD only when it creates the admin: a password rotated in Manage Users survives a restart', async () => {
    const variables = { ADMIN_EMAIL: 'boss@ukay.ph', ADMIN_PASSWORD: 'first-password' };
    const created = await startWith(db().em(), variables);
    expect(created.admin).toMatchObject({ created: true, passwordReset: false });
    const { id } = await db().em().findOneOrFail(User, { email: 'boss@ukay.ph' });
    await changePassword(db().em(), NO_MAIL, id, 'rotated-password');

    const restarted = await startWith(db().em(), variables);
    expect(restarted.admin).toMatchObject({ created: false, passwordReset: false });
    expect(restarted.logged).toEqual([]);
    const admin = await db().em().findOneOrFail(User, { id });
    expect(await verifyPassword(admin.passwordHash, 'rotated-password')).toBe(true);
    expect(await verifyPassword(admin.passwordHash, 'first-password')).toBe(false);
  });

  it('resets the password to ADMIN_PASSWORD with ADMIN_PASSWORD_RESET=1, ends the admin’s sessions and logs it, once', async () => {
    await startWith(db().em(), { ADMIN_EMAIL: 'keeper@ukay.ph', ADMIN_PASSWORD: 'first-password' });
    const { id } = await db().em().findOneOrFail(User, { email: 'keeper@ukay.ph' });
    await changePassword(db().em(), NO_MAIL, id, 'forgotten-password');
    const session = await createSession(db().em(), await db().em().findOneOrFail(User, { id }));

    const reset = { ADMIN_EMAIL: 'keeper@ukay.ph', ADMIN_PASSWORD: 'recovery-password', ADMIN_PASSWORD_RESET: '1' };
    const restarted = await startWith(db().em(), reset);
    expect(restarted.admin).toMatchObject({ created: false, passwordReset: true });
    expect(restarted.logged).toEqual(['admin password reset to ADMIN_PASSWORD (ADMIN_PASSWORD_RESET=1); its sessions are ended']);
    const admin = await db().em().findOneOrFail(User, { id });
    expect(await verifyPassword(admin.passwordHash, 'recovery-password')).toBe(true);
    expect(await validateSessionToken(db().em(), session.token)).toBeNull();

    // Left set, it does nothing more while the password is still the one it sets: no sign-out on every restart.
    const later = await createSession(db().em(), admin);
    const again = await startWith(db().em(), reset);
    expect(again.admin.passwordReset).toBe(false);
    expect(again.logged).toEqual([]);
    expect(await validateSessionToken(db().em(), later.token)).not.toBeNull();
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
    // Every demo piece tells whether it fits and what state it is in (design.md §2 "Vintage details").
    expect(products.every((product) => product.garmentType && product.condition && product.era && product.material)).toBe(true);
    expect(products.every((product) => (product.garmentType === 'bottoms' ? product.waistUm : product.pitToPitUm))).toBe(true);
    expect(new Set(products.map((product) => product.condition)).size).toBe(5);
    const firstImage = products[0]?.images.getItems()[0];
    expect(await storage.get(`${firstImage?.storageKey}-400.webp`)).not.toBeNull();
    // Sharp on a phone (design.md §1 "Sharp product photos"): a detail width beyond the card's.
    expect(firstImage?.variants?.webp).toContain(1200);
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
