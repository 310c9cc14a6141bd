/**
 * The couriers an owner ships with (issue 21 "Fulfil"), each with the page a buyer tracks a parcel on.
 * `{n}` in a template is the tracking number, URL-encoded. Same-day couriers (Lalamove, Grab Express)
 * have no public tracking page by number: their rider's share link is the tracking "number", shown as
 * the link when it is an https URL, as for `other`.
 */
export const COURIERS = {
  jnt: { name: 'J&T Express', trackingUrl: 'https://www.jtexpress.ph/trajectoryQuery?flag=1&billcode={n}' },
  lbc: { name: 'LBC', trackingUrl: 'https://www.lbcexpress.com/track/?tracking_no={n}' },
  ninjavan: { name: 'Ninja Van', trackingUrl: 'https://www.ninjavan.co/en-ph/tracking?id={n}' },
  flash: { name: 'Flash Express', trackingUrl: 'https://www.flashexpress.ph/fle/tracking?se={n}' },
  lalamove: { name: 'Lalamove', trackingUrl: null },
  grab: { name: 'Grab Express', trackingUrl: null },
  other: { name: 'Other', trackingUrl: null },
} as const satisfies Record<string, { name: string; trackingUrl: string | null }>;

export type Courier = keyof typeof COURIERS;
export const COURIER_IDS = Object.keys(COURIERS) as Courier[];

export function isCourier(value: string): value is Courier {
  return Object.hasOwn(COURIERS, value);
}

/** Where the buyer follows the parcel: the courier's page for the number, or the number itself when it is a share link. */
export function trackingUrl(courier: Courier, trackingNumber: string): string | null {
  const template = COURIERS[courier].trackingUrl;
  if (template) return template.replace('{n}', encodeURIComponent(trackingNumber.trim()));
  return /^https:\/\/\S+$/.test(trackingNumber.trim()) ? trackingNumber.trim() : null;
}
