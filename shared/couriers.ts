/**
 * The couriers an owner ships with (design.md §2 "Fulfilment"), each with the page a buyer tracks a parcel on.
 * `{n}` in a template is the tracking number, URL-encoded. Same-day couriers (Lalamove, Grab Express)
 * have no public tracking page by number: their rider's share link is the tracking "number", shown as
 * the link when it is an https URL, as for `other`.
 *
 * How sure each template is (checked 2026-11 against public shop code and pages; no courier publishes a
 * deep-link format, and these could not be opened from here):
 * - LBC `track/?tracking_no=`, Ninja Van `en-ph/tracking?id=`, Flash Express `fle/tracking?se=`: the same
 *   URL in many independent Philippine shops' code; a Flash tracker reads its results from that very page.
 * - J&T Express: NOT CONFIRMED. `trajectoryQuery?flag=1` is J&T Philippines' tracking page (shops link
 *   it), but which parameter fills in the number is not: shops use `billcode`, `bills` and `waybillNo`
 *   alike. `billcode` is the name J&T's own tracking request gives the number. Should the page ignore
 *   it, the buyer lands on the tracking form with the number beside the link, ready to paste.
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

/** A share link as a rider's app sends it: https only (never `javascript:` or plain http), with a host. */
function shareLink(text: string): string | null {
  if (!/^https:\/\/\S+$/i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/** Where the buyer follows the parcel: the courier's page for the number, or the number itself when it is a share link. */
export function trackingUrl(courier: Courier, trackingNumber: string): string | null {
  const number = trackingNumber.trim();
  if (!number) return null;
  const template = COURIERS[courier].trackingUrl;
  return template ? template.replace('{n}', encodeURIComponent(number)) : shareLink(number);
}

/**
 * An order's shipment as stored (a courier key or nothing, a number or nothing), in words and as a link.
 * `other` has no name to show: "Shipped with Other" tells the buyer nothing.
 */
export function describeShipment(courier: string | null | undefined, trackingNumber: string | null | undefined) {
  const known = courier && isCourier(courier) ? courier : null;
  return {
    courierName: known && known !== 'other' ? COURIERS[known].name : null,
    trackingNumber: trackingNumber?.trim() || null,
    trackingUrl: known && trackingNumber ? trackingUrl(known, trackingNumber) : null,
  };
}
