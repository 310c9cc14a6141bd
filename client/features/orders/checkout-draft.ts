import { STORAGE_KEYS } from '../../../shared/constants.ts';
import { DELIVERY_FIELDS, EMPTY_DELIVERY, type DeliveryField, type DeliveryValues } from './delivery-values.ts';

/**
 * Step 1 as the buyer left it, kept in sessionStorage so closing and reopening checkout (or reloading
 * the page) loses nothing, and gone with the tab. Never the proof of payment: a file cannot be kept
 * there, and a payment screenshot should not outlive the checkout it was chosen in.
 */
export type CheckoutDraft = { values: DeliveryValues; edited: DeliveryField[] };

/**
 * Whose draft it is: `user:<id>`, or `guest`. A user's draft is never shown to anyone else; a guest's
 * goes with them into the account they create or sign in to at checkout, as their cart does.
 */
export type DraftOwner = `user:${number}` | 'guest';

type Stored = CheckoutDraft & { owner: DraftOwner };

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const { owner, values, edited } = value as Record<string, unknown>;
  return (
    (owner === 'guest' || (typeof owner === 'string' && /^user:\d+$/.test(owner))) &&
    typeof values === 'object' &&
    values !== null &&
    DELIVERY_FIELDS.every((field) => typeof (values as Record<string, unknown>)[field] === 'string') &&
    Array.isArray(edited) &&
    edited.every((field) => DELIVERY_FIELDS.includes(field as DeliveryField))
  );
}

export function readCheckoutDraft(storage: Storage, owner: DraftOwner): CheckoutDraft | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.checkoutDraft) ?? 'null');
    if (!isStored(stored) || (stored.owner !== owner && stored.owner !== 'guest')) return null;
    const values = Object.fromEntries(DELIVERY_FIELDS.map((field) => [field, stored.values[field]])) as DeliveryValues;
    return { values, edited: stored.edited };
  } catch {
    return null;
  }
}

export function saveCheckoutDraft(storage: Storage, owner: DraftOwner, draft: CheckoutDraft): void {
  try {
    storage.setItem(STORAGE_KEYS.checkoutDraft, JSON.stringify({ owner, ...draft } satisfies Stored));
  } catch {
    // Storage full or refused (private mode): checkout works on, it only forgets sooner.
  }
}

/** After a placed order: the next checkout starts from the saved profile, not from this one. */
export function forgetCheckoutDraft(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.checkoutDraft);
}

/**
 * Where step 1 starts: the draft if there is one, else an empty form. A province chosen on the cart
 * page after the draft was kept wins (the cart's shipping fee follows it), clearing city and barangay.
 */
export function startingValues(draft: CheckoutDraft | null, cartProvince: string | null): DeliveryValues {
  if (!draft) return { ...EMPTY_DELIVERY, province: cartProvince ?? '' };
  if (!cartProvince || cartProvince === draft.values.province) return draft.values;
  return { ...draft.values, province: cartProvince, city: '', barangay: '' };
}
