import { z } from 'zod';
import { blankToUndefined, recordId, textFlag } from './common.ts';
import { fromFormData } from './form-data.ts';
import { OptionalImageFile } from './image-upload.ts';
import { Photo, ProductCard } from './catalog.ts';

export const DROP_STATUSES = ['Upcoming', 'Open', 'Cancelled'] as const;
export type DropStatus = (typeof DROP_STATUSES)[number];

/** How many pieces one call may assign: a drop is tens of pieces, never thousands. */
export const MAX_PIECES_PER_ASSIGN = 100;
export const MAX_DROP_SLUG_LENGTH = 80;

/**
 * A drop's page asked for this close before its opening is answered at the opening, by the server's
 * clock: a phone asks a moment early by its own estimate of that clock and gets the pieces the instant
 * they are out, with no margin for clock error and no second request.
 */
export const DROP_OPENING_WAIT_MS = 2000;
const MAX_DROP_NAME_LENGTH = 120;
const MAX_DROP_DESCRIPTION_LENGTH = 2000;

/**
 * `upcoming` names the home page's strip in the REST paths (`/api/drops/upcoming`), so no drop may
 * take it as its address.
 */
export const RESERVED_DROP_SLUGS = ['upcoming'] as const;

export const DROP_MESSAGES = {
  notFound: 'Drop not found',
  pieceNotFound: 'Product not found',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${MAX_DROP_NAME_LENGTH} characters`,
  slugInvalid: 'The address may hold only lower-case letters, digits and single hyphens, e.g. friday-night-drop',
  slugTooLong: `The address must be at most ${MAX_DROP_SLUG_LENGTH} characters`,
  slugReserved: 'This address is reserved; choose another',
  slugTaken: 'Another drop already has this address',
  slugFromNameEmpty: 'Give the drop an address: the name has no letters or digits to make one from',
  descriptionTooLong: `Description must be at most ${MAX_DROP_DESCRIPTION_LENGTH} characters`,
  dropAtRequired: 'Date and time are required',
  dropAtInvalid: 'Date and time must be a full date and time, e.g. 2026-11-27T20:00:00+08:00',
  dropAtPast: 'The drop must open in the future',
  flagInvalid: 'Must be true or false',
  piecesRequired: 'Choose at least one piece',
  tooManyPieces: `Assign at most ${MAX_PIECES_PER_ASSIGN} pieces at a time`,
  cancelled: 'This drop was cancelled; it can no longer be changed',
  alreadyOpen: 'This drop has opened: its pieces are in the shop, so it can no longer be rescheduled, cancelled or have pieces taken out',
  notInDrop: 'This piece is not in this drop',
  created: 'Drop created.',
  updated: 'Drop saved.',
  cancelledDone: 'Drop cancelled: its pieces are Drafts again.',
  piecesAssigned: 'Pieces added to the drop.',
  pieceRemoved: 'Piece taken out of the drop: it is a Draft again.',
} as const;

/** Why one piece may not join a drop, named so that the owner can find it. */
export const dropPieceRefusal = {
  live: (name: string) => `"${name}" is live in the shop: adding it to a drop would hide it until the drop opens. Only Draft pieces can join a drop.`,
  sold: (name: string) => `"${name}" is sold or in an order, so it cannot join a drop.`,
  inOtherDrop: (name: string, drop: string) => `"${name}" is already in the drop "${drop}"; take it out of that drop first.`,
} as const;

const Name = z.string({ error: DROP_MESSAGES.nameRequired }).trim().min(1, DROP_MESSAGES.nameRequired).max(MAX_DROP_NAME_LENGTH, DROP_MESSAGES.nameTooLong);
const Slug = z
  .string({ error: DROP_MESSAGES.slugInvalid })
  .trim()
  .max(MAX_DROP_SLUG_LENGTH, DROP_MESSAGES.slugTooLong)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, DROP_MESSAGES.slugInvalid)
  .refine((slug) => !(RESERVED_DROP_SLUGS as readonly string[]).includes(slug), DROP_MESSAGES.slugReserved);
const Description = z.string({ error: DROP_MESSAGES.descriptionTooLong }).trim().max(MAX_DROP_DESCRIPTION_LENGTH, DROP_MESSAGES.descriptionTooLong);
/** An instant with its offset (the admin form sends Manila's `+08:00`), so no server time zone is guessed. */
const DropAt = z
  .string({ error: DROP_MESSAGES.dropAtRequired })
  .trim()
  .min(1, DROP_MESSAGES.dropAtRequired)
  .pipe(z.iso.datetime({ offset: true, error: DROP_MESSAGES.dropAtInvalid }))
  .transform((text) => new Date(text));
const ShowTeaser = textFlag(DROP_MESSAGES.flagInvalid);

/** A new drop (multipart when it brings a cover): the address is made from the name unless given. */
export const DropFields = z.strictObject({
  name: Name,
  slug: z.preprocess(blankToUndefined, Slug.optional()),
  description: z.preprocess(blankToUndefined, Description.default('')),
  drop_at: DropAt,
  show_teaser: z.preprocess(blankToUndefined, ShowTeaser.default(true)),
  cover: OptionalImageFile,
});
export type DropFields = z.infer<typeof DropFields>;

/** Changes to a drop: fields left out stay as they are; a new `drop_at` reschedules it and its pieces. */
export const DropChanges = z.strictObject({
  name: Name.optional(),
  slug: z.preprocess(blankToUndefined, Slug.optional()),
  description: Description.optional(),
  drop_at: z.preprocess(blankToUndefined, DropAt.optional()),
  show_teaser: z.preprocess(blankToUndefined, ShowTeaser.optional()),
  cover: OptionalImageFile,
});
export type DropChanges = z.infer<typeof DropChanges>;

const DropId = recordId(DROP_MESSAGES.notFound);
const PieceId = recordId(DROP_MESSAGES.pieceNotFound);

export const CreateDropInput = z.preprocess(fromFormData, DropFields);
export const UpdateDropInput = z.preprocess(fromFormData, DropChanges.extend({ id: DropId }).strict());
export const DropIdInput = z.strictObject({ id: DropId });

export const AssignPiecesFields = z.strictObject({
  product_ids: z
    .array(PieceId, { error: DROP_MESSAGES.piecesRequired })
    .min(1, DROP_MESSAGES.piecesRequired)
    .max(MAX_PIECES_PER_ASSIGN, DROP_MESSAGES.tooManyPieces),
});
export const AssignPiecesInput = AssignPiecesFields.extend({ id: DropId }).strict();
export type AssignPiecesInput = z.infer<typeof AssignPiecesInput>;

export const RemovePieceInput = z.strictObject({ id: DropId, product_id: PieceId });

export const DropSlugInput = z.strictObject({ slug: z.string().trim().max(MAX_DROP_SLUG_LENGTH, DROP_MESSAGES.notFound) });

export const DraftPiecesInput = z.strictObject({ search: z.string().trim().max(100, 'Search is too long').optional() });

/** A piece as the owner sees it in a drop or in the picker of Draft pieces. */
export const DropPieceOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  price: z.number(),
  photo: Photo.nullable(),
});
export type DropPieceOutput = z.infer<typeof DropPieceOutput>;

/** A drop as the owner sees it; `status` is read from the clock (Open once `drop_at` has passed). */
export const DropOutput = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  cover_key: z.string().nullable(),
  cover_url: z.string().nullable(),
  drop_at: z.string(),
  show_teaser: z.boolean(),
  cancelled_at: z.string().nullable(),
  status: z.enum(DROP_STATUSES),
  piece_count: z.number().int(),
});
export type DropOutput = z.infer<typeof DropOutput>;

export const DropDetailOutput = DropOutput.extend({ pieces: z.array(DropPieceOutput) });
export type DropDetailOutput = z.infer<typeof DropDetailOutput>;

/** What a shopper may know of a drop whatever the time: never its pieces' names, prices or ids. */
export const DropSummaryOutput = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  cover_key: z.string().nullable(),
  drop_at: z.string(),
  status: z.enum(DROP_STATUSES),
});
export type DropSummaryOutput = z.infer<typeof DropSummaryOutput>;

/**
 * The drop page. `server_time` lets the page count down by the server's clock. `products` (cards, as
 * the page draws them) is null until the drop opens; before that, `teaser` holds the pieces' card
 * photos when the owner shows them.
 */
export const PublicDropOutput = DropSummaryOutput.extend({
  server_time: z.string(),
  /**
   * The drop's opening (decision 025), while it is to come or under way: until `ends_at` its pieces go
   * to signed-in shoppers with a confirmed e-mail, `pieces_per_buyer` each. Null: no opening, or over.
   */
  opening: z.object({ minutes: z.number().int(), pieces_per_buyer: z.number().int(), ends_at: z.string() }).nullable(),
  teaser: z.array(Photo).nullable(),
  products: z.array(ProductCard).nullable(),
});
export type PublicDropOutput = z.infer<typeof PublicDropOutput>;

/** The home page's strip: the next drop (opening within 7 days, or opened within the last day), if any. */
export const UpcomingDropOutput = z.object({ drop: DropSummaryOutput.nullable(), server_time: z.string() });
export type UpcomingDropOutput = z.infer<typeof UpcomingDropOutput>;
