/**
 * What a piece's queue says to a shopper and to the owner (design.md §8 "Next in line"). Apart from the
 * schemas (no zod), as the cart's words are (shared/cart-messages.ts).
 */
export const QUEUE_MESSAGES = {
  notOnHold: 'Only a piece that is On Hold has a queue.',
  available: 'This piece is available: add it to your cart instead.',
  yours: 'This piece is already held for you.',
  notInQueue: 'You are not in the queue for this piece.',
  emailRequired: 'Enter your e-mail so we can tell you when it is your turn.',
  perBuyer: (cap: number) => `You can wait in at most ${cap} ${cap === 1 ? 'queue' : 'queues'} at once. Leave one to join another.`,
  perAddress: (cap: number) =>
    `Guests on your network can wait in at most ${cap} ${cap === 1 ? 'queue' : 'queues'} at once. Sign in or create an account to join as yourself, or try again when some of those turns end.`,
  cleared: 'Queue cleared.',
  linkInvalid: 'This link is not valid. Open the latest "It\'s your turn" mail, or see your cart.',
  turnOver: 'This turn is over: the piece went to the next in line, or your turn has not begun.',
} as const;
