import { crcText } from '../modules/payment-codes/crc16.ts';
import { toBytes, writeObjects, type DataObject } from '../modules/payment-codes/emv-tlv.ts';

/** A receive-money code's parts, as a wallet or bank fills them. */
export type ReceiveCodeShape = {
  kind: 'p2p' | 'p2m';
  bic: string;
  account: string;
  name: string;
  city: string;
  postal?: string;
  /** Tag 62's reference label, which a minted code drops. */
  additional?: string;
  /** Tag 64: the name in another language. */
  language?: string;
};

export const ANA_GCASH: ReceiveCodeShape = { kind: 'p2p', bic: 'GXCHPHM2XXX', account: '09171234567', name: 'Ana Cruz', city: 'Quezon City' };

export const dataObject = (tag: string, value: string | Uint8Array): DataObject => ({ tag, value: typeof value === 'string' ? toBytes(value) : value });

/** Signs objects as an issuer does: the CRC over everything up to and including "6304". */
export function signed(objects: DataObject[]): string {
  const unsigned = new Uint8Array([...writeObjects(objects), ...toBytes('6304')]);
  return new TextDecoder().decode(unsigned) + crcText(unsigned);
}

/** A receive-money code in the shape GCash, Maya and the banks print (QR Ph P2P in tag 27, P2M in 28). */
export function receiveCode(shape: ReceiveCodeShape): string {
  const [templateTag, guid] = shape.kind === 'p2p' ? ['27', 'com.p2pqrpay'] : ['28', 'ph.ppmi.p2m'];
  const template = writeObjects([dataObject('00', guid), dataObject('01', shape.bic), dataObject(shape.kind === 'p2p' ? '04' : '03', shape.account)]);
  return signed([
    dataObject('00', '01'),
    dataObject('01', '11'),
    dataObject(templateTag, template),
    dataObject('52', '6016'),
    dataObject('53', '608'),
    dataObject('58', 'PH'),
    dataObject('59', shape.name),
    dataObject('60', shape.city),
    ...(shape.postal ? [dataObject('61', shape.postal)] : []),
    ...(shape.additional ? [dataObject('62', writeObjects([dataObject('00', 'ph.ppmi.qrph'), dataObject('05', shape.additional)]))] : []),
    ...(shape.language ? [dataObject('64', writeObjects([dataObject('00', 'en'), dataObject('01', shape.language)]))] : []),
  ]);
}
