import sharp from 'sharp';

const WIDTH = 540;
const HEIGHT = 1170;

/** What varies between two made-up payment screenshots: 0–1 numbers, read in turn by `screenshot`. */
export type ScreenshotSeed = readonly number[];
export const SCREENSHOT_SEED_LENGTH = 40;

const grey = (level: number) => Math.round(level * 255);

/**
 * A phone screenshot of a payment, made from `seed`: an app's header band, a card, and lines of "text"
 * (dark bars) of the seed's lengths and places. Different seeds draw different receipts.
 */
export async function screenshot(seed: ScreenshotSeed): Promise<Buffer> {
  let next = 0;
  const take = () => seed[next++ % seed.length] ?? 0.5;
  const header = 80 + take() * 300;
  const hue = `rgb(${grey(take() * 0.5)},${grey(0.2 + take() * 0.6)},${grey(0.5 + take() * 0.5)})`;
  const cardTop = header + 20 + take() * 100;
  const lines: string[] = [];
  for (let line = 0; line < 12; line += 1) {
    const y = cardTop + 40 + line * (50 + take() * 30);
    const x = 60 + take() * 200;
    const height = 14 + take() * 40;
    lines.push(`<rect x="${x}" y="${y}" width="${40 + take() * (WIDTH - 120 - x)}" height="${height}" fill="rgb(${grey(take() * 0.6)},${grey(take() * 0.6)},${grey(take() * 0.6)})"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f6fb"/>
    <rect width="${WIDTH}" height="${header}" fill="${hue}"/>
    <rect x="30" y="${cardTop}" width="${WIDTH - 60}" height="${HEIGHT - cardTop - 60}" rx="16" fill="#ffffff"/>
    ${lines.join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The ways one screenshot comes back as "another" proof: re-saved, re-compressed, resized, trimmed. Each
 * stays within the same-screenshot distance for every seed (decision record 014 has the measurements,
 * and the crops that do not always).
 */
export const RESAVED_COPIES = {
  'the same bytes': (image: Buffer) => Promise.resolve(image),
  'a JPEG at quality 40': (image: Buffer) => sharp(image).jpeg({ quality: 40 }).toBuffer(),
  'a WebP at quality 60': (image: Buffer) => sharp(image).webp({ quality: 60 }).toBuffer(),
  'half its size': (image: Buffer) => sharp(image).resize(WIDTH / 2).jpeg({ quality: 80 }).toBuffer(),
  '1% cropped from every edge': (image: Buffer) =>
    sharp(image).extract({ left: 5, top: 12, width: WIDTH - 10, height: HEIGHT - 24 }).jpeg({ quality: 85 }).toBuffer(),
} as const satisfies Record<string, (image: Buffer) => Promise<Buffer>>;

/** Bits that differ between two proof hashes, as the server's SQL counts them (`bit_count` of the XOR). */
export function hashDistance(a: string, b: string): number {
  return [...(BigInt(`0x${a}`) ^ BigInt(`0x${b}`)).toString(2)].filter((bit) => bit === '1').length;
}
