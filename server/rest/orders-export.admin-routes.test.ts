import { parse } from 'csv-parse/sync';
import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import type { Em } from '../db/orm.ts';
import { OrderEvent } from '../modules/orders/order-event.entity.ts';
import { ORDER_CSV_HEADERS } from '../modules/orders/order-csv.ts';
import type { Order } from '../modules/orders/order.entity.ts';
import { adminRestClient, createTestOrder } from '../test/admin-fixtures.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

const BOM = [0xef, 0xbb, 0xbf];
/** Letters only, so a tag never reads as digits or a wildcard. */
const tag = () => nanoid(10).replace(/[^a-z]/gi, 'q');

type Row = Record<string, string>;

/** The file as Excel or Google Sheets reads it: RFC 4180, first line the header. */
function rowsOf(text: string): Row[] {
  return parse(text, { bom: true, columns: true, record_delimiter: '\r\n' });
}

async function exportedEvents(em: Em, orders: readonly Order[]) {
  return em.find(OrderEvent, { order: { $in: orders.map((order) => order.id) }, kind: 'exported' }, { orderBy: { order: 'asc' } });
}

describe.each(TEST_DATABASES)('the CSV export of orders on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function setup() {
    const client = await adminRestClient(db());
    const exportCsv = (query: string) => client.send('GET', `/admin/orders/export.csv?${query}`);
    return { ...client, exportCsv };
  }

  it('downloads the filtered orders as UTF-8 with a BOM, CRLF lines, the header first and amounts as plain numbers', async () => {
    const { exportCsv } = await setup();
    const t = tag();
    const piece = await createTestProduct(db().em(), { name: `Piña Barong ${t}`, sku: `UK-${t}`, priceCentavos: 125_000 });
    const plain = await createTestProduct(db().em(), { name: `Abaca Bag ${t}`, priceCentavos: 1_005 });
    const placed = await createTestOrder(db().em(), {
      products: [piece, plain],
      customerName: `Gregoria de Jesús ${t}`,
      createdAt: new Date('2026-03-01T00:00:00+08:00'),
      fields: {
        mobileNumber: '0917 123 4567',
        addressLine1: '12 Kapitolyo St.',
        barangay: 'Kapitolyo',
        paymentMethod: 'GCash',
        paymentReference: '1234567890123',
        amountSentCentavos: 5,
        courier: 'jnt',
        trackingNumber: 'JT0001',
        status: 'shipped',
      },
    });

    const response = await exportCsv(`search=${t}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ukay-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')[0]).toBe(ORDER_CSV_HEADERS.join(','));
    expect(text.endsWith('\r\n')).toBe(true);

    expect(rowsOf(text)).toEqual([
      {
        'Order no.': String(placed.id),
        'Placed at (Manila)': '2026-03-01 00:00',
        Status: 'shipped',
        Customer: `Gregoria de Jesús ${t}`,
        Email: placed.email,
        Mobile: '0917 123 4567',
        Instagram: placed.instagramUsername,
        Address: '12 Kapitolyo St.',
        Barangay: 'Kapitolyo',
        City: 'Pasig City',
        Province: 'Metro Manila',
        Items: `Piña Barong ${t} (UK-${t}); Abaca Bag ${t}`,
        'Subtotal (PHP)': '1260.05',
        'Shipping (PHP)': '80.00',
        'Discount (PHP)': '0.00',
        'Total (PHP)': '1340.05',
        'Payment method': 'GCash',
        Reference: '1234567890123',
        'Amount sent (PHP)': '0.05',
        Courier: 'J&T Express',
        'Tracking no.': 'JT0001',
        Notes: '',
      },
    ]);
  });

  it('quotes commas, quotes and line breaks, and keeps every cell that could start a formula as text', async () => {
    const { exportCsv } = await setup();
    const t = tag();
    const piece = await createTestProduct(db().em(), { name: `-Lace Top ${t}` });
    await createTestOrder(db().em(), {
      products: [piece],
      customerName: `Cruz, Juan "JC" ${t}`,
      fields: {
        addressLine1: '=HYPERLINK("http://evil.example","Pay here")',
        barangay: '+63 Barangay',
        city: '-2+3',
        province: '@SUM(A1:A9)',
        instagramUsername: '\tcmd',
        paymentReference: '\rref',
        adminNotes: 'Line one\r\nLine two, "quoted"\nLine three',
      },
    });

    const text = (await (await exportCsv(`search=${t}`)).text()).replace(/^\uFEFF/, '');
    expect(text).toContain(`"Cruz, Juan ""JC"" ${t}"`);
    expect(text).toContain('"Line one\r\nLine two, ""quoted""\nLine three"');
    const [row] = rowsOf(text);
    expect(row).toMatchObject({
      Customer: `Cruz, Juan "JC" ${t}`,
      Address: `'=HYPERLINK("http://evil.example","Pay here")`,
      Barangay: `'+63 Barangay`,
      City: `'-2+3`,
      Province: `'@SUM(A1:A9)`,
      Instagram: `'\tcmd`,
      Reference: `'\rref`,
      Items: `'-Lace Top ${t}`,
      Notes: 'Line one\r\nLine two, "quoted"\nLine three',
      'Total (PHP)': '580.00',
    });
  });

  it('exports every page of matches, newest order number first, narrowed by the same filters as the list', async () => {
    const { exportCsv } = await setup();
    const t = tag();
    const piece = () => createTestProduct(db().em());
    const march = new Date('2026-03-15T10:00:00+08:00');
    const gcash: Order[] = [];
    for (let index = 0; index < 3; index += 1) {
      gcash.push(await createTestOrder(db().em(), { products: [await piece()], customerName: `Page ${t}`, createdAt: march, fields: { paymentMethod: 'GCash' } }));
    }
    await createTestOrder(db().em(), { products: [await piece()], customerName: `Page ${t}`, createdAt: march, fields: { paymentMethod: 'Maya' } });
    await createTestOrder(db().em(), { products: [await piece()], customerName: `Page ${t}`, createdAt: new Date('2026-04-01T10:00:00+08:00'), fields: { paymentMethod: 'GCash' } });

    const rows = rowsOf(await (await exportCsv(`search=${t}&payment_method=gcash&from=2026-03-01&to=2026-03-31&status=`)).text());
    expect(rows.map((row) => Number(row['Order no.']))).toEqual(gcash.map((order) => order.id).reverse());
    const none = await exportCsv(`search=${t}&status=cancelled`);
    expect((await none.text()).replace(/^\uFEFF/, '')).toBe(`${ORDER_CSV_HEADERS.join(',')}\r\n`);
  });

  it('records the export on each exported order, with the admin and the filters, and on no other', async () => {
    const { exportCsv, user } = await setup();
    const t = tag();
    const exported = [
      await createTestOrder(db().em(), { products: [await createTestProduct(db().em())], customerName: `Audit ${t}`, status: 'approved' }),
      await createTestOrder(db().em(), { products: [await createTestProduct(db().em())], customerName: `Audit ${t}`, status: 'approved' }),
    ];
    const left = await createTestOrder(db().em(), { products: [await createTestProduct(db().em())], customerName: `Audit ${t}`, status: 'pending' });

    await (await exportCsv(`search=Audit+${t}&status=approved`)).text();
    const events = await exportedEvents(db().em(), [...exported, left]);
    expect(events.map((event) => ({ order: event.order.id, actor: event.actorEmail, detail: event.detail }))).toEqual(
      exported.map((order) => ({ order: order.id, actor: user.email, detail: { status: 'approved', search: `Audit ${t}` } })),
    );
  });

  it('writes ten thousand orders, batch by batch, and records the export on each of them', { timeout: 120_000 }, async () => {
    const { exportCsv } = await setup();
    const t = tag();
    const count = 10_000;
    await db()
      .em()
      .execute(
        `insert into orders (created_at, updated_at, status, guest_id, email, customer_name, payment_proof_key, subtotal_centavos, shipping_fee_centavos, total_centavos)
         select now(), now(), 'pending', 'bulk-' || g, 'bulk' || g || '@example.com', ? || ' ' || g, 'proofs/bulk.webp', 50000, 8000, 58000
         from generate_series(1, ?) as g`,
        [`Bulk ${t}`, count],
      );

    const rows = rowsOf(await (await exportCsv(`search=Bulk+${t}`)).text());
    expect(rows).toHaveLength(count);
    const numbers = rows.map((row) => Number(row['Order no.']));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(new Set(rows.map((row) => row['Total (PHP)']))).toEqual(new Set(['580.00']));
    const recorded = await db().em().count(OrderEvent, { kind: 'exported', order: { customerName: { $like: `Bulk ${t} %` } } });
    expect(recorded).toBe(count);
  });

  it('refuses anyone but an admin (401 without a session, 403 for a customer) and records nothing', async () => {
    const { app } = await setup();
    const t = tag();
    const order = await createTestOrder(db().em(), { products: [await createTestProduct(db().em())], customerName: `Refused ${t}` });
    const { token } = await createTestUser(db().em());

    const anonymous = await app.request(`/api/admin/orders/export.csv?search=${t}`);
    expect(anonymous.status).toBe(401);
    const customer = await app.request(`/api/admin/orders/export.csv?search=${t}`, { headers: { authorization: `Bearer ${token}` } });
    expect(customer.status).toBe(403);
    expect(await exportedEvents(db().em(), [order])).toEqual([]);
  });

  it('is in the OpenAPI document as a CSV download for admins', async () => {
    const { app } = await setup();
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }>; parameters: { name: string }[] } }>;
    };
    const operation = document.paths['/admin/orders/export.csv']?.get;
    expect(Object.keys(operation?.responses[200]?.content ?? {})).toEqual(['text/csv']);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403', '422']));
    expect(operation?.parameters.map((parameter) => parameter.name)).toEqual(['status', 'search', 'from', 'to', 'payment_method']);
  });
});
