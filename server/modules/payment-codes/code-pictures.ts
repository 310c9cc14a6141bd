import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes, writeBarcode } from 'zxing-wasm/full';

/**
 * Reads a QR code from a screenshot and draws one as SVG with ZXing-C++'s WebAssembly build
 * (docs/decisions/029). Its binary is read from the package on disk, never fetched.
 */
let prepared: Promise<void> | null = null;

function prepare(): Promise<void> {
  prepared ??= readFile(createRequire(import.meta.url).resolve('zxing-wasm/full/zxing_full.wasm')).then((binary) => {
    prepareZXingModule({ overrides: { wasmBinary: binary.buffer.slice(binary.byteOffset, binary.byteOffset + binary.byteLength) } });
  });
  return prepared;
}

/** The text of the first QR code in a picture (PNG, JPEG, WebP…), or null where it holds none. */
export async function readCodeInPicture(picture: Uint8Array): Promise<string | null> {
  await prepare();
  const [found] = await readBarcodes(picture, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
  return found?.isValid ? found.text : null;
}

/** The payload as a QR code (error correction M, as wallets print theirs), an SVG data URL. */
export async function drawCode(payload: string): Promise<string> {
  await prepare();
  const drawn = await writeBarcode(payload, { format: 'QRCode', ecLevel: 'M' });
  if (drawn.error || !drawn.svg) throw new Error(`The payment code could not be drawn: ${drawn.error}`);
  return `data:image/svg+xml;base64,${Buffer.from(drawn.svg).toString('base64')}`;
}
