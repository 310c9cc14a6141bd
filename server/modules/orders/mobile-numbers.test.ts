import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { normalMobileNumber } from '../../../shared/mobile-number.ts';
import { adminRestClient, temporaryStorage } from '../../test/admin-fixtures.ts';
import { emptyDatabase } from '../../test/database-templates.ts';
import { placeGuestOrder } from '../../test/guest-order.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { NO_MAIL } from '../mail/mail-kind.ts';
import { GuestProfile } from '../profiles/guest-profile.entity.ts';
import { Order } from './order.entity.ts';

/** A number no other order of the run has: `+63 9` then nine random digits, as a buyer may type it. */
const typedNumber = () => `+639${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const asCouriersWrite = (typed: string) => `0${typed.slice(3, 6)} ${typed.slice(6, 9)} ${typed.slice(9)}`;

describe.each(TEST_DATABASES)('a mobile number kept as couriers write it on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('stores an order placed with +639178882222 as 0917 888 2222, and shows and exports it so, found however it is typed', async () => {
    const { storage } = await temporaryStorage();
    const typed = typedNumber();
    const kept = asCouriersWrite(typed);
    const { order, guestId } = await placeGuestOrder(() => db().em(), { storage, mail: NO_MAIL, mobile: typed });

    expect(order.mobile_number).toBe(kept);
    expect((await db().em().findOneOrFail(Order, { id: order.id })).mobileNumber).toBe(kept);
    expect((await db().em().findOneOrFail(GuestProfile, { guestId })).mobileNumber).toBe(kept);

    const { send } = await adminRestClient(db());
    for (const search of [typed, kept, typed.slice(3), kept.slice(5)]) {
      const rows: Record<string, string>[] = parse(await (await send('GET', `/admin/orders/export.csv?search=${encodeURIComponent(search)}`)).text(), { bom: true, columns: true });
      expect(rows.map((row) => [row['Order no.'], row.Mobile]), search).toEqual([[String(order.id), kept]]);
    }
  });
});

const BEFORE = 'Migration20261129182803_TypedAddresses';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe.each(TEST_DATABASES)('the mobile-number migration on %s', (kind) => {
  it('rewrites the numbers stored as typed in orders and profiles, as the checkout now keeps them, and leaves other text as it was', async () => {
    const { orm, close } = await emptyDatabase(kind);
    closers.push(close);
    await orm.migrator.up({ to: BEFORE });
    const em = orm.em.fork();
    // The spellings the audit met, any a buyer may type, and text no courier could dial.
    const spellings = [
      '+639178882222',
      '09175551234',
      '0917 888 2222',
      '0917-888-2222',
      '639178882222',
      '(0917) 888.2222',
      ...fc.sample(fc.tuple(fc.constantFrom('+63', '63', '0'), fc.stringMatching(/^9\d{9}$/), fc.constantFrom('', ' ', '-')), 20).map(([prefix, digits, gap]) => `${prefix}${digits.slice(0, 3)}${gap}${digits.slice(3, 6)}${gap}${digits.slice(6)}`),
      '02 8123 4567',
      'call me',
      '',
      null,
    ];
    for (const [index, typed] of spellings.entries()) {
      await em.execute(
        `insert into orders (created_at, updated_at, status, email, customer_name, payment_proof_key, subtotal_centavos, shipping_fee_centavos, total_centavos, mobile_number)
         values (now(), now(), 'pending', 'buyer@example.com', 'Buyer', 'proofs/x-1600.webp', 50000, 8000, 58000, ?)`,
        [typed],
      );
      await em.execute(`insert into guest_profiles (guest_id, created_at, updated_at, mobile_number) values (?, now(), now(), ?)`, [`guest-${index}`, typed]);
      const [user] = await em.execute<{ id: number }[]>(`insert into users (created_at, updated_at, email, name, password_hash) values (now(), now(), ?, 'Buyer', 'x') returning id`, [`buyer${index}@example.com`]);
      await em.execute(`insert into user_profiles (user_id, created_at, updated_at, mobile_number) values (?, now(), now(), ?)`, [user?.id, typed]);
    }

    await orm.migrator.up();

    const expected = spellings.map((typed) => (typed && normalMobileNumber(typed)) ?? typed);
    expect(expected.slice(0, 6)).toEqual(['0917 888 2222', '0917 555 1234', '0917 888 2222', '0917 888 2222', '0917 888 2222', '0917 888 2222']);
    for (const [table, order] of [['orders', 'id'], ['guest_profiles', 'length(guest_id), guest_id'], ['user_profiles', 'user_id']] as const) {
      const rows = await orm.em.fork().execute<{ mobile_number: string | null }[]>(`select mobile_number from ${table} order by ${order}`);
      expect(rows.map((row) => row.mobile_number), table).toEqual(expected);
    }
    // A migration from zero, in two steps: seconds on PGlite, more on a busy CI machine.
  }, 120_000);
});
