import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct } from '../../test/fixtures.ts';
import { MailCatcher } from '../../test/mail-catcher.ts';
import { TEST_SHOP_URL, useTestMail } from '../../test/mail-harness.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { momentText } from '../../../shared/moment-text.ts';
import { QUEUE_MESSAGES } from '../../../shared/queue-messages.ts';
import { Setting } from '../settings/setting.entity.ts';
import { updateSettings } from '../settings/settings.service.ts';
import { MailRecord } from '../mail/mail-record.entity.ts';
import { QueueEntry } from '../pieces/entities.ts';
import { UNCONFIRMED } from '../mail/typed-address.ts';

describe.each(TEST_DATABASES)('the queue\'s mails on %s', (kind) => {
  const db = useTestDatabase(kind);
  const smtp = new MailCatcher();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const mail = useTestMail(db, () => smtp.url);

  const shopper = () => {
    const guestId = nanoid();
    return { guestId, caller: () => callerFor(db().em(), { guestIdHeader: guestId, mail: mail().outbox }) };
  };

  it('tells the first in line, when their turn begins, that the piece is held for them, with a link that opens the turn', async () => {
    const piece = await createTestProduct(db().em(), { name: 'Barong Tagalog 1970s' });
    const [a, b, c] = [shopper(), shopper(), shopper()];
    await a.caller().cart.add({ product_id: piece.id });
    await a.caller().cart.hold();
    await b.caller().queue.join({ product_id: piece.id, email: 'bonifacio@example.com' });
    await c.caller().queue.join({ product_id: piece.id, email: 'clemente@example.com' });
    // A gives the piece up: B's turn begins now, C's in half an hour.
    await a.caller().cart.release();
    const [told] = await smtp.waitFor((caught) => caught.to.includes('bonifacio@example.com'));
    expect(told?.subject).toBe("It's your turn: Barong Tagalog 1970s is held for you");
    // The turn's end in Manila to the second, with the zone (a one-minute turn must not read as over); the text part writes the heading in capitals.
    const turn = await db().em().findOneOrFail(QueueEntry, { email: 'bonifacio@example.com', product: piece.id });
    expect(told?.text.toLowerCase()).toContain(`it's your turn: barong tagalog 1970s is held for you until ${momentText(turn.turnEndsAt)}`.toLowerCase());
    expect(momentText(turn.turnEndsAt)).toMatch(/:\d{2}:\d{2} [AP]M PHT$/);
    expect(told?.html).toContain(`href="${TEST_SHOP_URL}/queue-turn?token=`);
    // C's turn has not begun: no mail for C yet.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mails.some((caught) => caught.to.includes('clemente@example.com'))).toBe(false);
  });

  it('opens the turn from the mail on another device: a new guest there holds the piece, and the phone that joined no longer can', async () => {
    const piece = await createTestProduct(db().em(), { name: 'Kamiseta 1930s' });
    const [holder, joined, elsewhere] = [shopper(), shopper(), shopper()];
    await holder.caller().cart.add({ product_id: piece.id });
    await holder.caller().cart.hold();
    await joined.caller().queue.join({ product_id: piece.id, email: 'tandang.sora@example.com' });
    await expect(elsewhere.caller().queue.takeTurn({ token: 'not-a-link-we-made' })).rejects.toThrow(QUEUE_MESSAGES.linkInvalid);
    await holder.caller().cart.release();
    const [told] = await smtp.waitFor((caught) => caught.to.includes('tandang.sora@example.com'));
    const token = /queue-turn\?token=([a-z0-9]+)/.exec(told?.html ?? '')?.[1] ?? '';

    expect(await elsewhere.caller().queue.takeTurn({ token })).toMatchObject({ product_id: piece.id, place: 1, your_turn: true });
    const cart = await elsewhere.caller().cart.get();
    expect(cart.items.map((item) => [item.product.id, item.reserved_by_you])).toEqual([[piece.id, true]]);
    expect(await elsewhere.caller().cart.hold()).toMatchObject({ is_hold_expired: false });
    await expect(joined.caller().cart.hold()).rejects.toThrow();
    // Once the turn became a hold its place in line is gone, and so is the link.
    await expect(elsewhere.caller().queue.takeTurn({ token })).rejects.toThrow(QUEUE_MESSAGES.linkInvalid);
  });

  it('tells the first in line when the owner restocks a held piece and so ends its hold', async () => {
    const piece = await createTestProduct(db().em(), { name: 'Kimona 1950s' });
    const [a, b] = [shopper(), shopper()];
    await a.caller().cart.add({ product_id: piece.id });
    await a.caller().cart.hold();
    await b.caller().queue.join({ product_id: piece.id, email: 'apolinario@example.com' });
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    await callerFor(db().em(), { user, mail: mail().outbox }).admin.products.restock({ id: piece.id });
    const [told] = await smtp.waitFor((caught) => caught.to.includes('apolinario@example.com'));
    expect(told?.subject).toBe("It's your turn: Kimona 1950s is held for you");
  });

  it('tells the first in line when a guest signs in and its holds are released, the account holding its cap already', async () => {
    const [mine, theirs] = [await createTestProduct(db().em()), await createTestProduct(db().em(), { name: 'Saya 1940s' })];
    await updateSettings(db().em(), [{ key: 'max_pieces_per_buyer', value: '1' }]);
    try {
      const { user, password } = await createTestUser(db().em());
      const member = callerFor(db().em(), { user, mail: mail().outbox });
      await member.cart.add({ product_id: mine.id });
      await member.cart.hold();
      const [a, b] = [shopper(), shopper()];
      await a.caller().cart.add({ product_id: theirs.id });
      await a.caller().cart.hold();
      await b.caller().queue.join({ product_id: theirs.id, email: 'macario@example.com' });
      // Signed in, A's hold and the account's would be two, past the cap of one: A's is released and B's turn begins.
      await a.caller().users.login({ email: user.email, password });
      const [told] = await smtp.waitFor((caught) => caught.to.includes('macario@example.com'));
      expect(told?.subject).toBe("It's your turn: Saya 1940s is held for you");
    } finally {
      await db().em().nativeDelete(Setting, { key: 'max_pieces_per_buyer' });
    }
  });

  it('tells everyone still in line, when the piece sells, that their wait is over, with a link to its page; a guest only at an address confirmed', async () => {
    const piece = await createTestProduct(db().em(), { name: 'Terno 1960s' });
    const [a, c] = [shopper(), shopper()];
    const { user } = await createTestUser(db().em(), { email: 'gabriela@example.com' });
    const member = callerFor(db().em(), { user, mail: mail().outbox });
    await a.caller().cart.add({ product_id: piece.id });
    await a.caller().cart.hold();
    await member.queue.join({ product_id: piece.id });
    await c.caller().queue.join({ product_id: piece.id, email: 'melchora@example.com' });
    // Sold in a live while A held it: the queue ends, and the account waiting is told.
    const { user: owner } = await createTestUser(db().em(), { role: 'admin' });
    await callerFor(db().em(), { user: owner, mail: mail().outbox }).admin.products.markSold({ id: piece.id });
    const [told] = await smtp.waitFor((caught) => caught.to.includes('gabriela@example.com'));
    expect(told?.subject).toBe('Terno 1960s has sold');
    expect(told?.html).toContain(`href="${TEST_SHOP_URL}/product/${piece.id}"`);
    expect(await member.queue.place({ product_id: piece.id })).toMatchObject({ place: null, length: 0 });
    // The guest typed an address nobody has confirmed, and this mail has no link that would: not sent.
    await expect.poll(() => db().em().count(MailRecord, { recipient: 'melchora@example.com', lastError: UNCONFIRMED }), { timeout: 10_000 }).toBe(1);
    expect(smtp.mails.some((caught) => caught.to.includes('melchora@example.com'))).toBe(false);
  });

  it('mails an address a guest typed one turn until its link is opened, however the address is written, then every turn', async () => {
    const typed = 'Gregoria.de.Jesus@gmail.com';
    const turnFor = async (email: string, name: string) => {
      const piece = await createTestProduct(db().em(), { name });
      const [holder, waiting] = [shopper(), shopper()];
      await holder.caller().cart.add({ product_id: piece.id });
      await holder.caller().cart.hold();
      await waiting.caller().queue.join({ product_id: piece.id, email });
      await holder.caller().cart.release();
      return piece;
    };
    await turnFor(typed, 'Baro 1890s');
    const [first] = await smtp.waitFor((caught) => caught.to.includes(typed.toLowerCase()));
    // Another guest (a script, say) types the same inbox: that turn's mail is held back, as the first link is unopened.
    await turnFor('gregoriadejesus+drop@googlemail.com', 'Saya 1890s');
    await expect.poll(() => db().em().count(MailRecord, { lastError: UNCONFIRMED, kind: 'queue-your-turn' }), { timeout: 10_000 }).toBe(1);
    expect(smtp.mails.filter((caught) => caught.subject.startsWith("It's your turn: Saya 1890s"))).toHaveLength(0);

    // Its reader opens the first mail's link on any device: the inbox is confirmed, and the next turn is mailed.
    const token = /queue-turn\?token=([a-z0-9]+)/.exec(first?.html ?? '')?.[1] ?? '';
    await shopper().caller().queue.takeTurn({ token });
    await turnFor('gregoriadejesus@gmail.com', 'Tapis 1890s');
    const [next] = await smtp.waitFor((caught) => caught.subject.startsWith("It's your turn: Tapis 1890s"));
    expect(next?.to).toEqual(['gregoriadejesus@gmail.com']);
  });
});
