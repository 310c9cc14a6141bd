import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/** English language data from the installed package (tessdata 4.0.0): nothing is fetched at run time. */
const LANGUAGE_DATA = path.join(path.dirname(fileURLToPath(import.meta.resolve('@tesseract.js-data/eng/package.json'))), '4.0.0');

/** A receipt's text is read at this width: a phone's 30 px type stays sharp, and a read costs about half a second. */
const READ_WIDTH = 800;
/** As the proof's own decode: a decompression bomb is refused before any pixel is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Starting Tesseract costs a second; it is kept this long after its last read, then let go. */
const IDLE_MS = 60_000;

let reader: Promise<Worker> | null = null;
let idleTimer: NodeJS.Timeout | undefined;

function letGo(): void {
  const idle = reader;
  reader = null;
  void idle?.then((worker) => worker.terminate());
}

async function startReader(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: LANGUAGE_DATA, gzip: true, cacheMethod: 'none' });
  // Screenshots carry no resolution Tesseract trusts; a phone's type at this width reads as 300 dpi print.
  await worker.setParameters({ user_defined_dpi: '300' });
  return worker;
}

/** Past this, a read is given up and its worker let go: a picture built to keep Tesseract busy holds no task for long. */
const READ_TIMEOUT_MS = 30_000;

/** Reads under way: the worker is let go only once none is. */
let reading = 0;

/**
 * The text Tesseract recognises in a picture (decision 031), read in a worker thread of its own so the
 * process's event loop is never held by it. Jobs are read one after another by one worker.
 */
export async function recogniseText(image: Buffer): Promise<string> {
  clearTimeout(idleTimer);
  reading += 1;
  // This read's worker, taken now: another read given up meanwhile may let the module's go.
  const started = (reader ??= startReader().catch((error: unknown) => {
    // A worker that failed to start is not kept: the task's retry starts another.
    reader = null;
    throw error;
  }));
  let timeout: NodeJS.Timeout | undefined;
  try {
    const picture = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width: READ_WIDTH, withoutEnlargement: true }).greyscale().png().toBuffer();
    const worker = await started;
    const givenUp = new Promise<never>((_resolve, reject) => {
      timeout = setTimeout(() => {
        letGo();
        reject(new Error(`Reading a receipt took over ${READ_TIMEOUT_MS / 1000} s`));
      }, READ_TIMEOUT_MS);
    });
    const { data } = await Promise.race([worker.recognize(picture), givenUp]);
    return data.text;
  } finally {
    clearTimeout(timeout);
    reading -= 1;
    if (reading === 0) idleTimer = setTimeout(letGo, IDLE_MS).unref();
  }
}
