import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANA_GCASH, dataObject as object, receiveCode, signed, type ReceiveCodeShape as Shape } from '../../test/payment-code-fixtures.ts';
import { crc16CcittFalse, crcText } from './crc16.ts';
import { readObjects, toBytes, toText, writeObjects, type DataObject } from './emv-tlv.ts';
import { amountText, mintForAmount, QR_PH_PROBLEMS, readQrPh, sameRecipient, type QrPhCode } from './qr-ph.ts';

const ownerCode = (shape: Shape): QrPhCode => {
  const reading = readQrPh(receiveCode(shape));
  if (!reading.code) throw new Error(reading.problem);
  return reading.code;
};

const objectsOf = (payload: string) => readObjects(toBytes(payload)) ?? [];
const valueOf = (payload: string, tag: string) => {
  const found = objectsOf(payload).find((item) => item.tag === tag);
  return found ? toText(found.value) : undefined;
};

// Names as Filipino wallets print them, ñ and all; each fits a tag's 99 bytes.
const nameText = fc.stringMatching(/^[A-Za-zÑñ .'-]{1,25}$/);
const shapes: fc.Arbitrary<Shape> = fc.record(
  {
    kind: fc.constantFrom('p2p' as const, 'p2m' as const),
    bic: fc.constantFrom('GXCHPHM2XXX', 'PAPHPHM1XXX', 'BNORPHMMXXX', 'UBPHPHMM'),
    account: fc.stringMatching(/^[0-9A-Z]{4,25}$/),
    name: nameText,
    city: nameText,
    postal: fc.stringMatching(/^\d{4}$/),
    additional: fc.stringMatching(/^[0-9A-Z]{1,20}$/),
    language: nameText,
  },
  { requiredKeys: ['kind', 'bic', 'account', 'name', 'city'] },
);
const centavos = fc.integer({ min: 1, max: 99_999_999_99 });

describe('the EMVCo data objects of a QR payment code', () => {
  it('checks with CRC-16/CCITT-FALSE, whose catalogue check value for "123456789" is 29B1', () => {
    expect(crc16CcittFalse(toBytes('123456789'))).toBe(0x29b1);
    expect(crcText(toBytes('123456789'))).toBe('29B1');
  });

  it('reads back exactly what was written, whatever the values hold', () => {
    const objects = fc.array(fc.record({ tag: fc.stringMatching(/^\d\d$/), value: fc.string({ unit: 'grapheme', maxLength: 24 }).map(toBytes) }), { maxLength: 12 });
    fc.assert(
      fc.property(objects, (written) => {
        expect(readObjects(writeObjects(written))).toEqual(written);
      }),
    );
  });

  it('counts a length in bytes, so a name holding ñ keeps every later tag in its place', () => {
    const payload = receiveCode({ kind: 'p2p', bic: 'GXCHPHM2XXX', account: '09171234567', name: 'Niño Peñaflor', city: 'Parañaque' });
    expect(payload).toContain('5915Niño Peñaflor');
    expect(readQrPh(payload).code?.recipient).toMatchObject({ name: 'Niño Peñaflor', city: 'Parañaque' });
    // Written with JavaScript's character count instead, the code no longer reads.
    const byCharacters = payload.replace('5915Niño', '5913Niño');
    expect(readQrPh(byCharacters).problem).toBeDefined();
  });
});

describe("reading the owner's receive-money code", () => {
  it('finds the recipient a wallet would pay, for every shape of P2P and P2M code', () => {
    fc.assert(
      fc.property(shapes, (shape) => {
        const { code, problem } = readQrPh(receiveCode(shape));
        expect(problem).toBeUndefined();
        expect(code?.kind).toBe(shape.kind);
        expect(code?.recipient).toMatchObject({ name: shape.name, city: shape.city, bic: shape.bic });
        expect(code?.recipient.account?.slice(-4)).toBe(shape.account.slice(-4));
      }),
    );
  });

  it('names the wallet or bank by its BIC and shows only the last four characters of the account', () => {
    const { code } = readQrPh(receiveCode(ANA_GCASH));
    expect(code?.recipient).toEqual({ name: 'Ana Cruz', city: 'Quezon City', bic: 'GXCHPHM2XXX', institution: 'GCash', account: '•••••••4567' });
    const unknownBank = readQrPh(receiveCode({ kind: 'p2m', bic: 'ZZZZPHM1XXX', account: '1234', name: 'Shop', city: 'Cebu' }));
    expect(unknownBank.code?.recipient).toMatchObject({ institution: null, account: '1234' });
  });

  it('refuses a code it does not fully understand, saying why', () => {
    const good = receiveCode(ANA_GCASH);
    const objects = objectsOf(good).filter(({ tag }) => tag !== '63');
    const replaced = (tag: string, value: string) => signed(objects.map((item) => (item.tag === tag ? object(tag, value) : item)));
    const added = (extra: DataObject) => signed([...objects, extra].sort((a, b) => a.tag.localeCompare(b.tag)));

    expect(readQrPh('https://example.com/pay').problem).toBe(QR_PH_PROBLEMS.unreadable);
    expect(readQrPh(`${good.slice(0, -4)}0000`).problem).toBe(QR_PH_PROBLEMS.checksum);
    expect(readQrPh(replaced('53', '840')).problem).toBe(QR_PH_PROBLEMS.notPeso);
    expect(readQrPh(replaced('58', 'SG')).problem).toBe(QR_PH_PROBLEMS.notPhilippine);
    expect(readQrPh(replaced('01', '12')).problem).toBe(QR_PH_PROBLEMS.forOnePayment);
    expect(readQrPh(added(object('54', '100.00'))).problem).toBe(QR_PH_PROBLEMS.forOnePayment);
    expect(readQrPh(added(object('55', '01'))).problem).toBe(QR_PH_PROBLEMS.notUnderstood(['55']));
    expect(readQrPh(signed(objects.filter(({ tag }) => tag !== '27'))).problem).toBe(QR_PH_PROBLEMS.noAccount);
    const strangerGuid = writeObjects([object('00', 'com.example'), object('01', 'GXCHPHM2XXX')]);
    expect(readQrPh(replaced('27', new TextDecoder().decode(strangerGuid))).problem).toBe(QR_PH_PROBLEMS.unreadable);
  });
});

describe('minting the code a buyer scans for one exact amount', () => {
  it('differs from the owner’s code only in tags 01, 54 and 63, and drops tag 62, which GCash refuses', () => {
    fc.assert(
      fc.property(shapes, centavos, (shape, amount) => {
        const owner = ownerCode(shape);
        const minted = mintForAmount(owner, amount);
        const mine = objectsOf(owner.payload).filter(({ tag }) => !['01', '54', '62', '63'].includes(tag));
        const theirs = objectsOf(minted).filter(({ tag }) => !['01', '54', '63'].includes(tag));
        expect(theirs).toEqual(mine);
        expect(valueOf(minted, '01')).toBe('12');
        expect(valueOf(minted, '54')).toBe(amountText(amount));
        expect(valueOf(minted, '62')).toBeUndefined();
        expect(objectsOf(minted).map(({ tag }) => tag).at(-1)).toBe('63');
        expect(sameRecipient(owner.payload, minted)).toBe(true);
      }),
    );
  });

  it('carries a checksum a wallet accepts', () => {
    fc.assert(
      fc.property(shapes, centavos, (shape, amount) => {
        const minted = toBytes(mintForAmount(ownerCode(shape), amount));
        expect(new TextDecoder().decode(minted.subarray(-4))).toBe(crcText(minted.subarray(0, -4)));
      }),
    );
  });

  it('writes the amount as pesos with two decimals', () => {
    expect(amountText(124_963)).toBe('1249.63');
    expect(amountText(100)).toBe('1.00');
    expect(amountText(5)).toBe('0.05');
  });

  it('is refused once any byte of a recipient tag differs from the owner’s code, checksum and all', () => {
    const recipientTags = ['27', '28', '52', '53', '58', '59', '60', '61'];
    fc.assert(
      fc.property(shapes, centavos, fc.nat(), fc.nat(), (shape, amount, pickTag, pickByte) => {
        const owner = ownerCode(shape);
        const objects = objectsOf(mintForAmount(owner, amount)).filter(({ tag }) => tag !== '63');
        const targets = objects.filter(({ tag }) => recipientTags.includes(tag));
        const target = targets[pickTag % targets.length];
        if (!target) throw new Error('a code without recipient tags');
        const value = target.value.slice();
        const at = pickByte % value.length;
        value[at] = (value[at] ?? 0) === 0x30 ? 0x31 : 0x30;
        const drifted = signed(objects.map((item) => (item === target ? { tag: item.tag, value } : item)));
        expect(sameRecipient(owner.payload, drifted)).toBe(false);
      }),
    );
  });

  it('refuses an amount that is not a positive number of centavos', () => {
    const owner = ownerCode(ANA_GCASH);
    expect(() => mintForAmount(owner, 0)).toThrow();
    expect(() => mintForAmount(owner, 12.5)).toThrow();
  });
});
