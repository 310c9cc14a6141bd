/**
 * Every shop setting's default, and the order desk's note templates: admin and server code only. Kept
 * out of constants.ts, whose exports ride in the storefront's first load whenever any chunk uses them.
 */
import { DEFAULT_HOLD_MINUTES } from './constants.ts';

/**
 * Where a note template leaves the owner a blank to fill (an amount, a date): the order desk selects it
 * after filling the note, so typing replaces it. Three dots typed on a keyboard count too.
 */
export const NOTE_TEMPLATE_BLANK = /…|\.\.\./;

/** The order desk's note templates until the owner edits them in Settings (design.md §2 "Deciding an order"). */
export const DEFAULT_NOTE_TEMPLATES = [
  'Payment received, thank you! We will pack your order soon.',
  'Payment not found in our records. Please send a screenshot of the payment from your GCash transaction history.',
  'Amount short by ₱…. Please send the balance and reply with its screenshot.',
  'The reference number does not match our records. Please check it and send the right receipt.',
];

/**
 * The eight shop settings of docs/product/pieces-and-orders.md "Settings" with the defaults of
 * docs/product/rules.md "Settings form" and "Constants and limits", the hold limit of design.md §8
 * (`max_pieces_per_buyer`: pieces one user or guest may hold at once), the fair-drop limits of decision
 * 025 (`drop_opening_minutes`: how long after a drop opens its pieces go only to signed-in buyers with
 * a confirmed e-mail, 0: never; `drop_pieces_per_buyer`: how many of the drop one inbox may have in
 * those minutes; `guest_pieces_per_network`: pieces held at once by all guests of one address, 0: no
 * limit, signed-in buyers never counted), where the new-order alert
 * goes (`owner_notification_email`; blank: the admin's ADMIN_EMAIL), the order desk's note
 * templates (`order_note_templates`: a JSON list of texts), and the sender's address a packing slip
 * gives for a parcel that comes back (`return_address`: lines of text; blank: the footer's Pasig City),
 * and whether each order awaiting payment gets an amount of its own by a centavo discount
 * (`distinct_payment_amounts`: '1' on, '0' off; docs/product/payment-codes.md "Distinct amounts").
 */
export const SETTING_DEFAULTS = {
  delivery_fee_ncr: '80',
  delivery_fee_outside_ncr: '120',
  free_delivery_threshold: '0',
  hero_carousel_interval: '5000',
  payment_options_description: '',
  what_happens_after_payment: '',
  thanks_message: '',
  product_hold_duration: String(DEFAULT_HOLD_MINUTES),
  payment_fix_hours: '24',
  max_pieces_per_buyer: '10',
  drop_opening_minutes: '10',
  drop_pieces_per_buyer: '1',
  guest_pieces_per_network: '20',
  owner_notification_email: '',
  order_note_templates: JSON.stringify(DEFAULT_NOTE_TEMPLATES),
  return_address: 'Pasig City, Metro Manila',
  distinct_payment_amounts: '0',
} as const;
export type SettingKey = keyof typeof SETTING_DEFAULTS;
export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];
