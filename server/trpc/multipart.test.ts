import { createTRPCClient, httpBatchLink, httpLink, isNonJsonSerializable, splitLink, TRPCClientError } from '@trpc/client';
import type { Hono } from 'hono';
import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { PRODUCT_FORM_MESSAGES } from '../../shared/schemas/admin-catalog.ts';
import { Product } from '../modules/pieces/entities.ts';
import { pictureFile, slideFile } from '../test/admin-fixtures.ts';
import { createTestProduct, PASIG_DELIVERY, proofFile } from '../test/fixtures.ts';
import { createTestApp, createTestUser, TEST_ORIGIN } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { SESSION_COOKIE } from './context.ts';
import type { AppRouter } from './root.ts';

/**
 * The uploads travel as the browser sends them (client/lib/trpc.ts): FormData one call at a time as
 * multipart to /trpc/<procedure>, everything else batched as JSON, over HTTP into the whole app.
 */
function browserClient(app: Hono, headers: Record<string, string>) {
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => app.request(url instanceof Request ? url : String(url), init);
  const url = `${TEST_ORIGIN}/trpc`;
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => isNonJsonSerializable(op.input),
        true: httpLink({ url, headers, fetch }),
        false: httpBatchLink({ url, headers, fetch }),
      }),
    ],
  });
}

function formOf(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function refusalOf(call: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCClientError)) throw new Error(`expected a TRPCClientError, got ${String(error)}`);
  return error as TRPCClientError<AppRouter>;
}

describe.each(TEST_DATABASES)('multipart uploads over /trpc on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function adminBrowser() {
    const { app } = await createTestApp(db());
    const { token } = await createTestUser(db().em(), { role: 'admin' });
    return browserClient(app, { cookie: `${SESSION_COOKIE}=${token}`, origin: TEST_ORIGIN });
  }

  it('places a guest’s order with the proof of payment by orders.placeAsGuest', async () => {
    const { app } = await createTestApp(db());
    const product = await createTestProduct(db().em(), { priceCentavos: 70_000 });
    const guestId = nanoid();
    const guest = browserClient(app, { 'X-Guest-ID': guestId });
    await guest.cart.add.mutate({ product_id: product.id });

    const order = await guest.orders.placeAsGuest.mutate(
      formOf({
        ...PASIG_DELIVERY,
        email: 'oryang@example.com',
        guest_id: guestId,
        cart_items: JSON.stringify([product.id]),
        shipping_fee: '80',
        grand_total: '780',
        idempotency_key: nanoid(),
        payment_proof: await proofFile(),
      }),
    );
    expect(order.total_amount).toBe(780);
    expect((await guest.orders.list.query()).orders.map((mine) => mine.id)).toEqual([order.id]);
    expect((await app.request(order.payment_proof, { headers: { 'X-Guest-ID': guestId } })).status).toBe(200);
  });

  it('creates a product with its pictures and replaces it by the id in the form, for an admin signed in by cookie', async () => {
    const admin = await adminBrowser();
    const created = await admin.admin.products.create.mutate(
      formOf({ name: 'Barong Tagalog', price: '1450.50', size: 'L', is_new_arrival: 'true', image: await pictureFile('main.png') }),
    );
    expect(created).toMatchObject({ name: 'Barong Tagalog', price: 1450.5, size: 'l', isNewArrival: true });
    expect(created.photos).toHaveLength(1);

    const form = formOf({ id: String(created.id), name: 'Barong', price: '1200', size: 'm', existing_image: created.photos[0]?.key ?? '' });
    form.append('additional_images[]', await pictureFile('back.png', '#334455'));
    const updated = await admin.admin.products.update.mutate(form);
    expect(updated).toMatchObject({ id: created.id, name: 'Barong', price: 1200 });
    expect(updated.photos.map((photo) => photo.key)[0]).toBe(created.photos[0]?.key);
    expect(updated.photos).toHaveLength(2);
  });

  it('creates and changes a hero slide by admin.heroSlides.create and update', async () => {
    const admin = await adminBrowser();
    const slide = await admin.admin.heroSlides.create.mutate(formOf({ view_type: 'desktop', title: 'Sale', is_active: '1', image: await slideFile() }));
    const changed = await admin.admin.heroSlides.update.mutate(formOf({ id: String(slide.id), title: 'Big sale', is_active: '0' }));
    expect(changed).toMatchObject({ id: slide.id, title: 'Big sale', is_active: false, image_key: slide.image_key });
  });

  it('answers field errors as the other calls do, and a request over the size limit with its message', async () => {
    const admin = await adminBrowser();
    const invalid = await refusalOf(admin.admin.products.create.mutate(formOf({ price: '10', size: 'm' })));
    expect(invalid.data).toMatchObject({ httpStatus: 422, fieldErrors: { name: [PRODUCT_FORM_MESSAGES.nameRequired] } });

    const huge = new File([new Uint8Array(12 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    const tooLarge = await refusalOf(admin.admin.products.create.mutate(formOf({ name: 'Huge', price: '10', size: 'm', image: huge })));
    expect(tooLarge.message).toBe('The request is too large.');
    expect(tooLarge.data).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 });
  });

  it('refuses a cookie-session upload from another site', async () => {
    const { app } = await createTestApp(db());
    const { token } = await createTestUser(db().em(), { role: 'admin' });
    const forged = await app.request('/trpc/admin.products.create', {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: 'https://evil.example' },
      body: formOf({ name: 'Forged', price: '10', size: 'm' }),
    });
    expect(forged.status).toBe(403);
    expect(await db().em().count(Product, { name: 'Forged' })).toBe(0);
  });
});
