import { CART_MESSAGES, HOLD_LIMIT_MESSAGES, OPENING_MESSAGES } from '../shared/cart-messages.ts';
import type { Reply } from './guests.ts';

const messageOf = (body: string): string => {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string' ? parsed.message : '';
  } catch {
    return '';
  }
};

/**
 * An answer as the drop counts it: `200`, or a refusal's status and the rule that refused it, told
 * by its message (shared/cart-messages.ts) rendered again with the numbers it carries. A message the
 * bench does not know is kept, cut short, so a new rule shows up instead of hiding in a status.
 */
export function answerKind(reply: Reply): string {
  if (reply.status === 0) return `error ${reply.body}`;
  if (reply.status === 200) return '200';
  // The rate limiter's refusal, whether the address or the account was over (rate-limit.ts).
  if (reply.status === 429) return '429 rate limit';
  const message = messageOf(reply.body);
  const [first = 0, second = 0] = (message.match(/\d+/g) ?? []).map(Number);
  const known: [string, string][] = [
    ['unavailable', CART_MESSAGES.unavailable],
    ['on hold', CART_MESSAGES.onHold],
    ['sold', CART_MESSAGES.sold],
    ['empty cart', CART_MESSAGES.empty],
    ['per buyer', HOLD_LIMIT_MESSAGES.perBuyer(first)],
    ['per address', HOLD_LIMIT_MESSAGES.perAddress(first)],
    ...Object.entries(OPENING_MESSAGES).map(([kind, render]): [string, string] => [kind, render({ minutes: first, cap: second })]),
  ];
  const kind = known.find(([, text]) => text === message)?.[0] ?? (message.slice(0, 60) || 'no message');
  return `${reply.status} ${kind}`;
}

/** A refusal for the caller's address rather than the caller: the guests' cap per address, or any 429. */
export const isAboutTheAddress = (kind: string) => kind.endsWith(' per address') || kind.startsWith('429');

/** How many answers of each kind. */
export function countKinds(replies: readonly Reply[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const reply of replies) {
    const kind = answerKind(reply);
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}
