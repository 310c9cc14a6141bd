/**
 * The one way a person is shown a moment, on a screen or in a mail (design.md §2 "The shop's day"):
 * Manila's clock with its zone, to the second, "Nov 29, 2026, 8:24:05 AM PHT", whatever the zone of the
 * phone or the server. The seconds keep a one-minute turn from reading as already over; the label tells
 * a buyer abroad whose clock it is. Machine forms stay as they are: ISO in the API, the export's
 * `YYYY-MM-DD HH:mm` (shop-time.ts). A file that imports nothing: the shopper's lazy screens share it
 * without bringing the admin's date parsing along.
 */
export const SHOP_TIME_ZONE = 'Asia/Manila';

/** Philippine Time, as the country's papers and broadcasters write it; the Philippines keeps it all year. */
export const SHOP_ZONE_LABEL = 'PHT';

/** Built on first use, as shared/money.ts's formatter is: not in every page's start-up. */
let manilaClock: Intl.DateTimeFormat | undefined;

const MANILA_CLOCK_PARTS: Intl.DateTimeFormatOptions = {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
};

/** A moment (an instant or its ISO text) as people read it; 'N/A' when there is none (docs/product/pieces-and-orders.md "Order status"). */
export function momentText(at: Date | string | null | undefined): string {
  if (!at) return 'N/A';
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) return 'N/A';
  // Newer ICU puts a narrow no-break space before AM/PM: a plain one reads the same in every mail client and matches in tests.
  manilaClock ??= new Intl.DateTimeFormat('en-PH', MANILA_CLOCK_PARTS);
  return `${manilaClock.format(instant).replace(/\u202f/g, ' ')} ${SHOP_ZONE_LABEL}`;
}
