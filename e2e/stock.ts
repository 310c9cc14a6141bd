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

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`The e2e admin could not sign in: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** A plain square picture of its own colour for each index, as a phone photo would be after the crop. */
export async function picture(index: number): Promise<Blob> {
  const hue = (index * 47) % 360;
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: `hsl(${hue}, 35%, 70%)` } }).png().toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

/** Lists one piece through the admin's REST API (bearer `token`), as the owner would. */
export async function listPiece(
  baseUrl: string,
  token: string,
  piece: { name: string; index: number; newArrival: boolean; sku?: string; price?: number; visibility?: 'live' | 'draft' },
): Promise<{ id: number; price: number }> {
  const form = new FormData();
  form.append('name', piece.name);
  form.append('description', '<p>A piece listed for the browser journeys.</p>');
  form.append('care_instructions', '<p>Hand wash cold.</p>');
  form.append('price', String(piece.price ?? 300 + piece.index * 10));
  if (piece.sku) form.append('sku', piece.sku);
  if (piece.visibility) form.append('visibility', piece.visibility);
  form.append('size', SIZES[piece.index % SIZES.length] as string);
  form.append('is_new_arrival', String(piece.newArrival));
  form.append('image', await picture(piece.index), `journey-piece-${piece.index}.png`);
  const response = await fetch(`${baseUrl}/api/products`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!response.ok) throw new Error(`Listing a journey piece failed: ${response.status} ${await response.text()}`);
  const { id, price } = ((await response.json()) as { data: { id: number; price: number } }).data;
  return { id, price };
}

export async function stockNewArrivals(baseUrl: string, admin: { email: string; password: string }): Promise<void> {
  const token = await signIn(baseUrl, admin.email, admin.password);
  for (let index = 1; index <= EXTRA_NEW_ARRIVALS; index++) {
    await listPiece(baseUrl, token, { name: `${JOURNEY_PIECE_NAME} ${index}`, index, newArrival: true });
  }
}
