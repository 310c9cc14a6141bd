import { z } from 'zod';
import { CAROUSEL_INTERVAL_STEP_MS, CAROUSEL_MIN_INTERVAL_MS } from '../admin-constants.ts';
import { DEFAULT_NOTE_TEMPLATES, SETTING_DEFAULTS, SETTING_KEYS, type SettingKey } from '../setting-defaults.ts';
import { MAX_PRICE_PESOS, MAX_RICH_TEXT_LENGTH } from './admin-catalog.ts';
import { textFlag, wholeNumber } from './common.ts';

/** Far beyond any sensible rotation, and well inside what a browser timer can wait. */
const MAX_CAROUSEL_INTERVAL_MS = 600_000;
/** A week: longer would keep a one-off piece from every other shopper for no reason. */
const MAX_HOLD_DURATION_MINUTES = 10_080;
/** A week, as a hold: a buyer's pieces off sale longer than that while a payment is fixed is no longer a hold. */
const MAX_PAYMENT_FIX_HOURS = 168;
/** Far more than one shopper's cart: the setting is there to be lowered for a drop. */
const MAX_PIECES_PER_BUYER = 1_000;

/** A day: a drop longer than that in its opening is no longer a race. */
const MAX_DROP_OPENING_MINUTES = 1_440;
/** Far more than any shopper's network needs, as MAX_PIECES_PER_BUYER. */
const MAX_GUEST_PIECES_PER_NETWORK = 100_000;

/** Enough for every answer an owner gives often; each short enough to read in a menu on a phone. */
export const MAX_NOTE_TEMPLATES = 20;
export const MAX_NOTE_TEMPLATE_LENGTH = 300;
/** A street address with a landmark and a mobile number, a line each, and room to spare. */
export const MAX_RETURN_ADDRESS_LENGTH = 300;

/** Settings holding rich text, sanitised by the server when saved (design.md §1). */
export const HTML_SETTING_KEYS: readonly SettingKey[] = ['payment_options_description', 'what_happens_after_payment', 'thanks_message'];

export const SETTINGS_MESSAGES = {
  updated: 'Settings updated successfully.',
  valueInvalid: 'The value must be text or a number',
  textTooLong: 'This text is too long',
  noSettings: 'Send at least one setting',
  givenTwice: 'This setting is given more than once',
  unknownKey: `Unknown setting. The settings are: ${SETTING_KEYS.join(', ')}`,
  noteTemplatesInvalid: 'Note templates must be a list of texts',
  noteTemplateTooLong: `A note template must be at most ${MAX_NOTE_TEMPLATE_LENGTH} characters`,
  tooManyNoteTemplates: `Keep at most ${MAX_NOTE_TEMPLATES} note templates`,
  returnAddressTooLong: `The return address must be at most ${MAX_RETURN_ADDRESS_LENGTH} characters`,
} as const;

type WholeRule = { label: string; min: number; max: number; step?: number; unit?: string };

/** A whole-number setting, with messages that name it (docs/product/rules.md "Settings form"); out of range says only that. */
function wholeSetting({ label, min, max, step = 1, unit = '' }: WholeRule) {
  return wholeNumber(`${label} must be a whole number`).pipe(
    z
      .number()
      .min(min, { message: `${label} must be at least ${min}${unit}`, abort: true })
      .max(max, { message: `${label} must be at most ${max}${unit}`, abort: true })
      .multipleOf(step, `${label} must be in steps of ${step}${unit}`),
  );
}

/** docs/product/rules.md "Settings form": at least 1000 ms, in steps of 100 ms. Shared by the settings form and the slides table. */
export const CarouselInterval = wholeSetting({
  label: 'Carousel interval',
  min: CAROUSEL_MIN_INTERVAL_MS,
  max: MAX_CAROUSEL_INTERVAL_MS,
  step: CAROUSEL_INTERVAL_STEP_MS,
  unit: ' ms',
});

/**
 * What a client may send as a value: form text, a JSON number or boolean (a switch), a list of texts
 * (note templates), or null / blank for "use the default".
 */
const RawValue = z.union(
  [z.string().max(MAX_RICH_TEXT_LENGTH, SETTINGS_MESSAGES.textTooLong), z.number(), z.boolean(), z.array(z.string()).max(MAX_NOTE_TEMPLATES * 2), z.null()],
  { error: SETTINGS_MESSAGES.valueInvalid },
);
type RawValue = z.infer<typeof RawValue>;

const isBlank = (value: RawValue) => value === null || (typeof value === 'string' && value.trim() === '');

/** A number setting stored as text; blank takes `whenBlank` (docs/product/rules.md "Settings form": hold duration its default, fees and threshold 0). */
function numberSetting(rule: z.ZodType<number>, whenBlank: number) {
  return z.preprocess((value: RawValue) => (isBlank(value) ? whenBlank : value), rule).transform(String);
}

const Fee = (label: string) => wholeSetting({ label, min: 0, max: MAX_PRICE_PESOS });

/** Blank (null or spaces) is saved as blank: the alert then goes to the admin's ADMIN_EMAIL. */
const EmailSetting = z.preprocess(
  (value: RawValue) => (isBlank(value) ? '' : typeof value === 'string' ? value.trim() : value),
  z.union([z.literal(''), z.email({ error: 'Enter an email address, or leave it blank for the admin’s' }).max(254)], {
    error: 'Enter an email address, or leave it blank for the admin’s',
  }),
);

const HtmlSetting = z.preprocess((value: RawValue) => value ?? '', z.string({ error: SETTINGS_MESSAGES.valueInvalid }));

/** Plain lines, trimmed; blank is the default, the shop's place as the footer gives it. */
const ReturnAddressSetting = z.preprocess(
  (value: RawValue) => (isBlank(value) ? SETTING_DEFAULTS.return_address : value),
  z.string({ error: SETTINGS_MESSAGES.valueInvalid }).trim().max(MAX_RETURN_ADDRESS_LENGTH, SETTINGS_MESSAGES.returnAddressTooLong),
);

/** On or off, stored as '1' or '0': true or false, or their text or 1 and 0 as a form or a script sends them. Blank is off. */
const SwitchSetting = z
  .preprocess((value: RawValue) => (isBlank(value) ? false : typeof value === 'string' ? value.trim().toLowerCase() : typeof value === 'number' ? String(value) : value), textFlag('Send true or false'))
  .transform((on) => (on ? '1' : '0'));

/** Text that is not JSON stays text, which the list rule then refuses with its own message. */
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const NoteTemplateList = z
  .array(
    z.string({ error: SETTINGS_MESSAGES.noteTemplatesInvalid }).trim().max(MAX_NOTE_TEMPLATE_LENGTH, SETTINGS_MESSAGES.noteTemplateTooLong),
    { error: SETTINGS_MESSAGES.noteTemplatesInvalid },
  )
  // Blank rows (a field added and left empty) are dropped before the count, not refused.
  .transform((templates) => templates.filter(Boolean))
  .pipe(z.array(z.string()).max(MAX_NOTE_TEMPLATES, SETTINGS_MESSAGES.tooManyNoteTemplates));

/**
 * The order desk's note templates: a list of texts, or the JSON text of one (a form field); stored as
 * JSON. Blank (null or spaces) is the default list; an empty list is no templates.
 */
const NoteTemplatesSetting = z
  .preprocess((value: RawValue) => (isBlank(value) ? DEFAULT_NOTE_TEMPLATES : typeof value === 'string' ? parsedJson(value) : value), NoteTemplateList)
  .transform((templates) => JSON.stringify(templates));

/** The note templates as stored, read back; a value the rule would refuse (edited by hand) reads as the defaults. */
export function noteTemplatesOf(stored: string): string[] {
  const result = NoteTemplateList.safeParse(parsedJson(stored));
  return result.success ? result.data : [...DEFAULT_NOTE_TEMPLATES];
}

/** Every setting's rule; the server sanitises HTML_SETTING_KEYS afterwards. */
const SETTING_RULES: Record<SettingKey, z.ZodType<string, RawValue>> = {
  delivery_fee_ncr: numberSetting(Fee('Delivery fee within Metro Manila'), 0),
  delivery_fee_outside_ncr: numberSetting(Fee('Delivery fee outside Metro Manila'), 0),
  free_delivery_threshold: numberSetting(Fee('Free delivery threshold'), 0),
  hero_carousel_interval: numberSetting(CarouselInterval, Number(SETTING_DEFAULTS.hero_carousel_interval)),
  product_hold_duration: numberSetting(wholeSetting({ label: 'Hold duration (minutes)', min: 1, max: MAX_HOLD_DURATION_MINUTES }), Number(SETTING_DEFAULTS.product_hold_duration)),
  payment_fix_hours: numberSetting(wholeSetting({ label: 'Hours to fix a payment', min: 1, max: MAX_PAYMENT_FIX_HOURS }), Number(SETTING_DEFAULTS.payment_fix_hours)),
  max_pieces_per_buyer: numberSetting(wholeSetting({ label: 'Pieces one buyer may hold', min: 1, max: MAX_PIECES_PER_BUYER }), Number(SETTING_DEFAULTS.max_pieces_per_buyer)),
  drop_opening_minutes: numberSetting(wholeSetting({ label: 'Minutes a drop is for confirmed accounts', min: 0, max: MAX_DROP_OPENING_MINUTES }), 0),
  drop_pieces_per_buyer: numberSetting(
    wholeSetting({ label: 'Pieces of a drop per buyer in those minutes', min: 1, max: MAX_PIECES_PER_BUYER }),
    Number(SETTING_DEFAULTS.drop_pieces_per_buyer),
  ),
  guest_pieces_per_network: numberSetting(wholeSetting({ label: 'Pieces all guests of one network may hold', min: 0, max: MAX_GUEST_PIECES_PER_NETWORK }), 0),
  payment_options_description: HtmlSetting,
  what_happens_after_payment: HtmlSetting,
  thanks_message: HtmlSetting,
  owner_notification_email: EmailSetting,
  order_note_templates: NoteTemplatesSetting,
  return_address: ReturnAddressSetting,
  distinct_payment_amounts: SwitchSetting,
};

const isSettingKey = (key: string): key is SettingKey => (SETTING_KEYS as string[]).includes(key);

/** Checks a value against its setting's rule; problems are reported under the client's field names. */
function checkedEntry(entry: { key: string; value: RawValue }, ctx: z.RefinementCtx, paths: { key: PropertyKey[]; value: PropertyKey[] }): SettingEntry | null {
  if (!isSettingKey(entry.key)) {
    ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.unknownKey, path: paths.key });
    return null;
  }
  const result = SETTING_RULES[entry.key].safeParse(entry.value);
  if (result.success) return { key: entry.key, value: result.data };
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: paths.value });
  return null;
}

export type SettingEntry = { key: SettingKey; value: string };

/** The body of PUT /admin/settings/{key}. */
export const SettingValueFields = z.strictObject({ value: RawValue });

const RawEntry = SettingValueFields.extend({ key: z.string({ error: SETTINGS_MESSAGES.unknownKey }) }).strict();

/** One setting (PUT /admin/settings/{key}); a bad value is reported under `value`. */
export const UpdateSettingInput = RawEntry.transform((input, ctx) => checkedEntry(input, ctx, { key: ['key'], value: ['value'] }) ?? z.NEVER);
export type UpdateSettingInput = z.input<typeof UpdateSettingInput>;

/**
 * The settings form (POST /admin/settings): each bad value is reported under its setting's key, as the
 * form names its fields, and the service saves nothing unless every value passes.
 */
export const UpdateSettingsInput = z
  .strictObject({
    settings: z.array(RawEntry).min(1, SETTINGS_MESSAGES.noSettings).max(SETTING_KEYS.length * 2),
  })
  .transform((input, ctx): { settings: SettingEntry[] } => {
    const settings: SettingEntry[] = [];
    const seen = new Set<string>();
    input.settings.forEach((entry, index) => {
      if (seen.has(entry.key)) {
        ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.givenTwice, path: [entry.key] });
        return;
      }
      seen.add(entry.key);
      const checked = checkedEntry(entry, ctx, { key: ['settings', index, 'key'], value: [entry.key] });
      if (checked) settings.push(checked);
    });
    return { settings };
  });
export type UpdateSettingsInput = z.input<typeof UpdateSettingsInput>;

export const AdminSettingsOutput = z.object({ settings: z.record(z.enum(SETTING_KEYS), z.string()) });
export type AdminSettingsOutput = z.infer<typeof AdminSettingsOutput>;

export const PublicSettingsOutput = z.object({
  delivery_fee_ncr: z.number().int(),
  delivery_fee_outside_ncr: z.number().int(),
  free_delivery_threshold: z.number().int(),
  hero_carousel_interval: z.number().int(),
  product_hold_duration: z.number().int(),
  payment_options_description: z.string(),
  what_happens_after_payment: z.string(),
  thanks_message: z.string(),
});
export type PublicSettingsOutput = z.infer<typeof PublicSettingsOutput>;
