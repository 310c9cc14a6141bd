import sharp from 'sharp';

/**
 * New arrivals enough for every journey: each buys or holds pieces of its own from `/new`, on one
 * server for the whole run, and a bought piece stays Pending. The demo catalogue's nine new arrivals
 * run out before the last journey, so the run adds its own through the admin's REST API, as the owner
 * would list a drop.
 */
const EXTRA_NEW_ARRIVALS = 24;
/** Every stocked piece's name starts so: like the seeded ones, each has a description and care instructions. */
export const JOURNEY_PIECE_NAME = 'Journey Piece';
const SIZES = ['xs', 's', 'm', 'l', 'xl'];

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`The e2e admin could not sign in: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

async function picture(index: number): Promise<Blob> {
  const hue = (index * 47) % 360;
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: `hsl(${hue}, 35%, 70%)` } }).png().toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

export async function stockNewArrivals(baseUrl: string, admin: { email: string; password: string }): Promise<void> {
  const token = await signIn(baseUrl, admin.email, admin.password);
  for (let index = 1; index <= EXTRA_NEW_ARRIVALS; index++) {
    const form = new FormData();
    form.append('name', `${JOURNEY_PIECE_NAME} ${index}`);
    form.append('description', '<p>A piece listed for the browser journeys.</p>');
    form.append('care_instructions', '<p>Hand wash cold.</p>');
    form.append('price', String(300 + index * 10));
    form.append('size', SIZES[index % SIZES.length] as string);
    form.append('is_new_arrival', 'true');
    form.append('image', await picture(index), `journey-piece-${index}.png`);
    const response = await fetch(`${baseUrl}/api/products`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    if (!response.ok) throw new Error(`Listing a journey piece failed: ${response.status} ${await response.text()}`);
  }
}
