import type { OwnerCodeOutput, PaymentRecipientOutput } from '../../../shared/schemas/payment-codes.ts';
import { crcText } from './crc16.ts';
import { readObjects, sameBytes, toBytes, toText, writeObjects, type DataObject } from './emv-tlv.ts';

/**
 * The owner's receive-money code in QR Ph, the Philippines' EMVCo profile for GCash, Maya and every
 * InstaPay bank: read, checked, and minted again for one exact amount (docs/product/payment-codes.md).
 * Whatever the shop does not fully understand it refuses: a code misread pays a stranger.
 */

/** To a person's account (P2P, tag 27) or to a merchant's (P2M, tag 28). */
type QrPhKind = OwnerCodeOutput['kind'];

const ACCOUNT_TEMPLATES: Record<string, { kind: QrPhKind; guid: string }> = {
  '27': { kind: 'p2p', guid: 'com.p2pqrpay' },
  '28': { kind: 'p2m', guid: 'ph.ppmi.p2m' },
};

/** The tags a receive-money code may hold. Tip and fee tags (55–57) would change what is paid. */
const KNOWN_TAGS = new Set(['00', '01', '27', '28', '52', '53', '58', '59', '60', '61', '62', '63', '64']);

/** Who gets the money: a minted code's tags here must be byte-identical to the owner's. */
const isRecipientTag = (tag: string) => (tag >= '26' && tag <= '51') || tag === '52' || tag === '53' || (tag >= '58' && tag <= '61');

const PHILIPPINE_PESO = '608';

/** The banks and wallets buyers pay through most, by the BIC in the code's account template. */
const INSTITUTIONS: Record<string, string> = {
  GXCHPHM2: 'GCash',
  PAPHPHM1: 'Maya',
  BNORPHMM: 'BDO Unibank',
  BOPIPHMM: 'BPI',
  MBTCPHMM: 'Metrobank',
  UBPHPHMM: 'UnionBank',
  TLBPPHMM: 'Land Bank of the Philippines',
  SETCPHMM: 'Security Bank',
  RCBCPHMM: 'RCBC',
  CHBKPHMM: 'China Bank',
  PNBMPHMM: 'PNB',
};

export type QrPhCode = {
  payload: string;
  kind: QrPhKind;
  recipient: PaymentRecipientOutput;
  /** The account or merchant number whole: a buyer paying by hand types it (the code holds it anyway). */
  accountNumber: string | null;
};

export const QR_PH_PROBLEMS = {
  unreadable: 'This is not a QR Ph payment code',
  checksum: "The code's checksum does not match: paste it whole, or upload the screenshot again",
  notPeso: 'This code is not for Philippine pesos',
  notPhilippine: 'This code is not from a Philippine bank or wallet',
  forOnePayment: 'This code is for one payment: use your receive-money code, without an amount',
  noAccount: 'This code names no QR Ph account',
  notUnderstood: (tags: string[]) => `This code holds parts the shop does not know (tag ${tags.join(', ')}), so it is refused rather than guessed`,
} as const;

export type QrPhReading = { code: QrPhCode; problem?: never } | { problem: string; code?: never };

/** The payload's objects once its format and checksum hold, with the CRC object last. */
function checkedObjects(payload: string): { objects: DataObject[] } | { problem: string } {
  const bytes = toBytes(payload.trim());
  const objects = readObjects(bytes);
  const first = objects?.[0];
  if (!objects || objects.length < 2 || first?.tag !== '00' || toText(first.value) !== '01') return { problem: QR_PH_PROBLEMS.unreadable };
  const crc = objects.at(-1);
  if (crc?.tag !== '63' || crc.value.length !== 4) return { problem: QR_PH_PROBLEMS.unreadable };
  if (toText(crc.value)?.toUpperCase() !== crcText(bytes.subarray(0, bytes.length - 4))) return { problem: QR_PH_PROBLEMS.checksum };
  if (new Set(objects.map(({ tag }) => tag)).size !== objects.length) return { problem: QR_PH_PROBLEMS.unreadable };
  return { objects };
}

const masked = (account: string) => (account.length <= 4 ? account : `${'•'.repeat(account.length - 4)}${account.slice(-4)}`);

/** Reads the owner's receive-money code (a static QR Ph code), or says why it is refused. */
export function readQrPh(payload: string): QrPhReading {
  const checked = checkedObjects(payload);
  if ('problem' in checked) return checked;
  const value = new Map(checked.objects.map(({ tag, value: bytes }) => [tag, bytes]));
  const textOf = (tag: string) => {
    const bytes = value.get(tag);
    return bytes ? toText(bytes) : null;
  };
  if (textOf('01') === '12' || value.has('54')) return { problem: QR_PH_PROBLEMS.forOnePayment };
  const unknown = [...value.keys()].filter((tag) => !KNOWN_TAGS.has(tag));
  if (unknown.length > 0) return { problem: QR_PH_PROBLEMS.notUnderstood(unknown) };
  if (textOf('53') !== PHILIPPINE_PESO) return { problem: QR_PH_PROBLEMS.notPeso };
  if (textOf('58') !== 'PH') return { problem: QR_PH_PROBLEMS.notPhilippine };

  const templates = Object.keys(ACCOUNT_TEMPLATES).filter((tag) => value.has(tag));
  if (templates.length === 0) return { problem: QR_PH_PROBLEMS.noAccount };
  if (templates.length > 1) return { problem: QR_PH_PROBLEMS.notUnderstood(templates) };
  const [templateTag = ''] = templates;
  const template = ACCOUNT_TEMPLATES[templateTag];
  const account = readObjects(value.get(templateTag) ?? new Uint8Array());
  if (!template) return { problem: QR_PH_PROBLEMS.noAccount };
  const { kind, guid } = template;
  const sub = new Map((account ?? []).map(({ tag, value: bytes }) => [tag, toText(bytes)]));
  const bic = sub.get('01');
  if (sub.get('00') !== guid || !bic || !/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic)) return { problem: QR_PH_PROBLEMS.unreadable };
  const name = textOf('59');
  const city = textOf('60');
  if (!name || city === null) return { problem: QR_PH_PROBLEMS.unreadable };
  // QR Ph puts a person's account number in sub-tag 04 and a merchant's id in 03.
  const number = sub.get('04') ?? sub.get('03') ?? null;
  return {
    code: {
      payload: payload.trim(),
      kind,
      recipient: { name, city, bic, institution: INSTITUTIONS[bic.slice(0, 8)] ?? null, account: number ? masked(number) : null },
      accountNumber: number,
    },
  };
}

/** The amount as tag 54 writes it: pesos with two decimals, no grouping. */
export const amountText = (centavos: number): string => (centavos / 100).toFixed(2);

/**
 * The owner's code for exactly `centavos`: dynamic (tag 01 = 12), the amount in tag 54, no tag 62
 * (GCash refuses a code with one), the checksum recomputed; every other tag as the owner's code has it.
 */
export function mintForAmount(owner: QrPhCode, centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos <= 0) throw new Error(`A payment code is for a positive amount, not ${centavos} centavos`);
  const checked = checkedObjects(owner.payload);
  if ('problem' in checked) throw new Error(`The owner's code no longer reads: ${checked.problem}`);
  // Tag 00 first, then 01; the amount goes where its number puts it among the rest.
  const [format, ...rest] = checked.objects.filter(({ tag }) => !['01', '54', '62', '63'].includes(tag));
  if (!format) throw new Error("The owner's code has no payload format");
  const amount = { tag: '54', value: toBytes(amountText(centavos)) };
  const later = rest.findIndex(({ tag }) => tag > '54');
  rest.splice(later === -1 ? rest.length : later, 0, amount);
  const body = [format, { tag: '01', value: toBytes('12') }, ...rest];
  const unsigned = new Uint8Array([...writeObjects(body), ...toBytes('6304')]);
  const minted = new TextDecoder().decode(unsigned) + crcText(unsigned);
  if (!sameRecipient(owner.payload, minted)) throw new Error("A minted code's recipient differs from the owner's code");
  return minted;
}

/**
 * Whether `other` pays whom `owner` pays: every recipient tag present in both, byte for byte, and none
 * in one only. A code whose account drifted by one byte still scans, and pays a stranger.
 */
export function sameRecipient(owner: string, other: string): boolean {
  const [a, b] = [checkedObjects(owner), checkedObjects(other)];
  if ('problem' in a || 'problem' in b) return false;
  const recipientOf = (objects: DataObject[]) => objects.filter(({ tag }) => isRecipientTag(tag));
  const [mine, theirs] = [recipientOf(a.objects), recipientOf(b.objects)];
  return mine.length === theirs.length && mine.every(({ tag, value }) => theirs.some((object) => object.tag === tag && sameBytes(object.value, value)));
}
