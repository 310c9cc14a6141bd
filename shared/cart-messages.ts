/**
 * What the cart and its holds say to a shopper and to the owner. Apart from the schemas (no zod), so
 * the storefront's first load can name a refusal without bringing zod along (design.md §5).
 */
export const CART_MESSAGES = {
  sold: 'This product is no longer available as it has been sold.',
  onHold: 'This product is currently on hold by another customer.',
  unavailable: 'Some items in your cart are no longer available. Please remove them before proceeding to checkout.',
  empty: 'Your cart is empty.',
  released: 'Your reservation is released. The pieces are still in your cart.',
} as const;

/**
 * The cart's banner for a line another buyer holds for now (audit B-6). Apart from CART_MESSAGES, which
 * every product page loads (a refused add names its state), as only the cart says it.
 */
export const HELD_BY_ANOTHER_MESSAGE =
  'Another shopper holds a piece in your cart for now. It may come free when their hold ends: join the queue to be next, or remove it to check out the rest.';

/** When a reservation runs out at checkout: checking out again can take the pieces only if no one was waiting for them (audit B-8). */
export const HOLD_ENDED_MESSAGES = {
  free: 'Your reservation has ended. Please check out again.',
  passedOn: (names: readonly string[]) =>
    `Your reservation has ended, and ${names.join(', ')} went to the next in line. You can join the queue from your cart.`,
  /** The queues could not be read: nothing more is claimed. */
  unknown: 'Your reservation has ended. Your cart shows what changed.',
} as const;

/** Refusals of a hold for a limit (design.md §8), naming the limit and what to do. */
export const HOLD_LIMIT_MESSAGES = {
  perBuyer: (cap: number) => `You can hold at most ${cap} ${cap === 1 ? 'piece' : 'pieces'} at once. Remove some from your cart to continue.`,
  perAddress: (cap: number) =>
    `Guests on your network can hold at most ${cap} ${cap === 1 ? 'piece' : 'pieces'} at once. Sign in or create an account to hold pieces as yourself, or try again when some of those holds end.`,
} as const;

export const HOLD_ADMIN_MESSAGES = {
  released: 'Hold released. The piece is Available again.',
  notHeld: 'This piece is not on hold.',
} as const;

/** What a refused shopper can do about it, so a screen can offer it beside the message: sign in, or confirm their e-mail. */
export type RefusalAction = 'sign-in' | 'confirm-email';

type Opening = { minutes: number; cap: number };
const minutesOf = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

/** What each refusal in a drop's opening offers beside its message. */
export const OPENING_ACTIONS: Record<keyof typeof OPENING_MESSAGES, RefusalAction | null> = { 'drop-guest': 'sign-in', 'drop-unverified': 'confirm-email', 'drop-limit': null };

/** Refusals in a drop's opening (decision 025), each saying what the shopper can do about it. */
export const OPENING_MESSAGES = {
  'drop-guest': ({ minutes }: Opening) =>
    `For the first ${minutesOf(minutes)} of a drop, its pieces go to signed-in shoppers who confirmed their e-mail. Sign in or create an account to take part.`,
  'drop-unverified': ({ minutes }: Opening) =>
    `For the first ${minutesOf(minutes)} of a drop, its pieces go to shoppers who confirmed their e-mail. Open the link we mailed you (or send it again), then try once more.`,
  'drop-limit': ({ minutes, cap }: Opening) =>
    `For the first ${minutesOf(minutes)} of a drop, each shopper can have ${cap} ${cap === 1 ? 'piece' : 'pieces'} of it, held, ordered or waited for. Let one go, or come back when those minutes are over.`,
} as const;
