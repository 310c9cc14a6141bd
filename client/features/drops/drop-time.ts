/**
 * Manila's zone (shared/shop-time.ts's SHOP_TIME_ZONE, which drop-time.test.ts holds this to), spelled
 * here: importing shop-time would put it in a chunk the shop's drop screens share with the admin's,
 * whose name every storefront page's first load would then carry (design.md §5).
 */
const SHOP_TIME_TEXT = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** A drop's time as shoppers read it, in Manila whatever the device's zone: "Fri, Nov 27, 8:00 PM". */
export function dropTimeText(instant: Date): string {
  return SHOP_TIME_TEXT.format(instant);
}
