import { describe, expect, it } from 'vitest';
import { STATEMENT_MESSAGES } from '../../../shared/schemas/payment-statements.ts';
import { shopDateTime } from '../../../shared/shop-time.ts';
import { adminCallerFor, createTestOrder } from '../../test/admin-fixtures.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { historyPdf } from '../../test/statement-pdfs.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import { Order } from '../orders/order.entity.ts';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)("checking the owner's statement on %s", (kind) => {
  const db = useTestDatabase(kind);

  async function openOrder(priceCentavos: number, fields: { reference?: string; status?: 'pending' | 'approved'; minutesAgo?: number } = {}) {
    // Its total is the piece and Metro Manila's ₱80 fee (admin-fixtures.ts).
    const product = await createTestProduct(db().em(), { status: 'Pending', priceCentavos });
    return createTestOrder(db().em(), {
      products: [product],
      status: fields.status ?? 'pending',
      createdAt: new Date(Date.now() - (fields.minutesAgo ?? 10) * MINUTE),
      fields: { paymentReference: fields.reference ?? null },
    });
  }

  it('gives each order waiting on its payment one verdict, with the line that paid it, and lists money matching none', async () => {
    await db().em().nativeDelete(Order, {});
    const byReference = await openOrder(116_963, { reference: '7012 345 678901' });
    const byAmount = await openOrder(54_000);
    const short = await openOrder(90_000, { reference: '7012345678903' });
    const unpaid = await openOrder(30_000, { reference: '7012345678904' });
    await openOrder(10_000, { status: 'approved' });
    // Lines a little before each order was placed: the buyer paid, then uploaded the proof with the order.
    const when = (order: Order) => shopDateTime(new Date(order.createdAt.getTime() - 2 * MINUTE));
    const statement = [
      `${when(byReference)}  Received money  ₱1,249.63  Ref No. 7012 345 678901`,
      `${when(byAmount)}  Received money  ₱620.00  Ref No. 7012 345 678902`,
      `${when(short)}  Received money  ₱900.00  Ref No. 7012 345 678903`,
      `${shopDateTime(new Date(Date.now() - 60 * MINUTE))}  Received money  ₱77.00  Ref No. 7012 345 678905`,
      `${shopDateTime(new Date())}  Received money  ₱1.00`,
    ].join('\n');
    const caller = (await adminCallerFor(db().em())).caller;
    const result = await caller.admin.statements.check({ text: statement });
    expect(result.reader).toBe('pasted-lines-v1');
    const verdicts = result.orders.map(({ id, match: { verdict, statement_line: line } }) => [id, verdict, line?.line, line?.amount_centavos, line?.reference]);
    expect(verdicts).toEqual([
      [byReference.id, 'paid', 1, 124_963, '7012345678901'],
      [byAmount.id, 'paid', 2, 62_000, '7012345678902'],
      [short.id, 'amount-differs', 3, 90_000, '7012345678903'],
      [unpaid.id, 'no-such-reference', undefined, undefined, undefined],
    ]);
    expect(result.unmatched.map(({ line }) => line)).toEqual([4, 5]);
  });

  it("keeps each order's verdict and its line for the order desk, and a statement that does not reach an order keeps what an earlier one found", async () => {
    await db().em().nativeDelete(Order, {});
    const paid = await openOrder(116_963, { reference: '7012345678901' });
    const later = await openOrder(54_000, { reference: '7012345678902' });
    const caller = (await adminCallerFor(db().em())).caller;
    const at = (order: Order) => shopDateTime(new Date(order.createdAt.getTime() - 2 * MINUTE));
    await caller.admin.statements.check({ text: `${at(paid)}  Received money  ₱1,249.63  Ref No. 7012 345 678901` });

    const desk = await caller.admin.orders.byId({ id: paid.id });
    expect(desk.statement_match).toMatchObject({ verdict: 'paid', reader: 'pasted-lines-v1', statement_line: { line: 1, amount_centavos: 124_963, reference: '7012345678901' } });
    expect((await caller.admin.orders.byId({ id: later.id })).statement_match?.verdict).toBe('not-in-statement');

    // Last week's statement reaches neither order: what the first found stands, and nothing is learned of the other.
    const lastWeek = shopDateTime(new Date(Date.now() - 7 * 24 * 60 * MINUTE));
    const again = await caller.admin.statements.check({ text: `${lastWeek}  Received money  ₱620.00  Ref No. 7012 345 670000` });
    expect(again.orders.map(({ id, match }) => [id, match.verdict, match.statement_line?.line])).toEqual([
      [paid.id, 'paid', 1],
      [later.id, 'not-in-statement', undefined],
    ]);
    // A statement that does reach the second order pays it by its reference.
    await caller.admin.statements.check({ text: `${at(later)}  Received money  ₱620.00  Ref No. 7012 345 678902` });
    expect((await caller.admin.orders.byId({ id: later.id })).statement_match?.verdict).toBe('paid');
    expect((await caller.admin.orders.byId({ id: paid.id })).statement_match?.verdict).toBe('paid');
  });

  it("takes a kept verdict's line from it once a later check gives that line to another order", async () => {
    await db().em().nativeDelete(Order, {});
    const caller = (await adminCallerFor(db().em())).caller;
    const statement = `${shopDateTime(new Date(Date.now() - 60 * MINUTE))}  Received money  ₱620.00`;
    // Placed two hours ago: the credit an hour ago is its late payment, while no other order could be it.
    const earlier = await openOrder(54_000, { minutesAgo: 120 });
    await caller.admin.statements.check({ text: statement });
    expect((await caller.admin.orders.byId({ id: earlier.id })).statement_match?.verdict).toBe('paid-after-hold');

    // An order whose own hold the credit fell in: the line is its payment, and the earlier order's verdict gives way.
    const current = await openOrder(54_000, { minutesAgo: 50 });
    const again = await caller.admin.statements.check({ text: statement });
    expect(again.orders.map(({ id, match }) => [id, match.verdict, match.statement_line?.line])).toEqual([
      [earlier.id, 'not-in-statement', undefined],
      [current.id, 'paid', 1],
    ]);
  });

  it("keeps a verdict resting on the order's own reference over a later line of its amount alone", async () => {
    await db().em().nativeDelete(Order, {});
    const caller = (await adminCallerFor(db().em())).caller;
    const order = await openOrder(54_000, { reference: '7012345678902' });
    const at = shopDateTime(new Date(order.createdAt.getTime() - 2 * MINUTE));
    await caller.admin.statements.check({ text: `${at}  Received money  ₱620.00  Ref No. 7012 345 678902` });
    // Another statement (another account's history) with a credit of the same amount and no reference.
    await caller.admin.statements.check({ text: `${at}  Received money  ₱620.00` });
    expect((await caller.admin.orders.byId({ id: order.id })).statement_match?.statement_line?.reference).toBe('7012345678902');
  });

  // Two at once take turns on PostgreSQL (CI sets TEST_DATABASE_URL); PGlite runs one transaction at a time anyway.
  it('lets two statements be checked at once, each order ending with one verdict', async () => {
    await db().em().nativeDelete(Order, {});
    const order = await openOrder(54_000, { reference: '7012345678902' });
    const caller = (await adminCallerFor(db().em())).caller;
    const line = `${shopDateTime(new Date(order.createdAt.getTime() - MINUTE))}  Received money  ₱620.00  Ref No. 7012 345 678902`;
    const results = await Promise.all([caller.admin.statements.check({ text: line }), caller.admin.statements.check({ text: line })]);
    expect(results.map((result) => result.orders[0]?.match.verdict)).toEqual(['paid', 'paid']);
    expect((await caller.admin.orders.byId({ id: order.id })).statement_match?.verdict).toBe('paid');
  });

  it("reads the owner's locked GCash history PDF with its password, which is asked for at its field", async () => {
    await db().em().nativeDelete(Order, {});
    const order = await openOrder(116_963, { reference: '7012345678901' });
    const at = (minutesBefore: number) => shopDateTime(new Date(order.createdAt.getTime() - minutesBefore * MINUTE));
    const pdf = await historyPdf(
      [
        { at: at(2), description: 'Received GCash from JU*N DE** CRUZ', reference: '7012 345 678901', credit: '1,249.63', balance: '3,249.63' },
        { at: at(1), description: 'Sent GCash to ME*CO', reference: '7012 345 678902', debit: '500.00', balance: '2,749.63' },
      ],
      { password: '4567' },
    );
    const form = (password?: string) => {
      const body = new FormData();
      body.append('file', new File([pdf], 'GCash history.pdf', { type: 'application/pdf' }));
      if (password !== undefined) body.append('password', password);
      return body;
    };
    const caller = (await adminCallerFor(db().em())).caller;
    expect(fieldErrorsOf(await failure(caller.admin.statements.check(form())))).toEqual({ password: [STATEMENT_MESSAGES.pdfLocked] });
    expect(fieldErrorsOf(await failure(caller.admin.statements.check(form('0000'))))).toEqual({ password: [STATEMENT_MESSAGES.pdfWrongPassword] });
    const result = await caller.admin.statements.check(form('4567'));
    expect(result.reader).toBe('gcash-pdf-v1');
    expect(result.orders.map(({ id, match }) => [id, match.verdict, match.statement_line?.line])).toEqual([[order.id, 'paid', 1]]);
  });

  it('says what is wrong with a statement it cannot read, at its field', async () => {
    const caller = (await adminCallerFor(db().em())).caller;
    expect(fieldErrorsOf(await failure(caller.admin.statements.check({ text: 'hello' })))).toEqual({ text: [STATEMENT_MESSAGES.unreadable] });
    const form = new FormData();
    form.append('file', new File(['Name,Email\nAna,ana@example.com\n'], 'contacts.csv', { type: 'text/csv' }));
    expect(fieldErrorsOf(await failure(caller.admin.statements.check(form)))).toEqual({ file: [STATEMENT_MESSAGES.unreadable] });
    expect(fieldErrorsOf(await failure(caller.admin.statements.check({})))).toEqual({ text: [STATEMENT_MESSAGES.nothingGiven] });
  });
});
