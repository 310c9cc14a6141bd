/**
 * Part 5, images: every WebP variant the upload pipeline (server/images/image-variants.ts) makes,
 * against a quality-80 JPEG of the same pixels (sharp's default libjpeg-turbo encoder, 4:2:0), and
 * how many variants per second an upload makes. Inputs: the seed's own pictures (flat vector art,
 * what a fresh shop shows) and photo-like pictures at the sizes the admin cropper uploads and at a
 * phone camera's size. There is no photograph in the repository and none may be downloaded, so the
 * photo-like ones are synthesised: lighting, a woven texture, multi-octave noise and sensor grain.
 */
import sharp from 'sharp';
import { DESKTOP_SLIDE_WIDTHS, MOBILE_SLIDE_WIDTHS, PRODUCT_IMAGE_WIDTHS, type ImageFormat } from '../shared/images.ts';
import { storeImageVariants } from '../server/images/image-variants.ts';
import { storeProductImageVariants } from '../server/images/product-image-variants.ts';
import { garmentSvg, PALETTES, rasterise, slideSvg } from '../server/seed/demo-images.ts';
import type { Storage } from '../server/storage/storage.ts';

export type VariantSize = { width: number; height: number; webpBytes: number; jpegQ80Bytes: number; ratio: number };

export type ImageInput = {
  label: string;
  source: string;
  inputBytes: number;
  variants: VariantSize[];
  uploads: number;
  variantsPerSecond: number;
  msPerUpload: number;
};

/** The product page's main picture as one screen fetches it: the variant its srcset and sizes pick. */
export type LcpImage = { input: string; screen: string; cssPx: number; dpr: number; width: number; format: ImageFormat; bytes: number };

export type ImagesResult = { inputs: ImageInput[]; lcp: LcpImage[]; worstRatio: number; meanRatio: number; sharp: string };

/** Deterministic value noise: a random lattice, bilinearly interpolated. */
function valueNoise(width: number, height: number, cell: number, seed: number): Float32Array {
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  const columns = Math.ceil(width / cell) + 2;
  const rows = Math.ceil(height / cell) + 2;
  const lattice = Float32Array.from({ length: columns * rows }, random);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = y / cell;
    const y0 = Math.floor(gy);
    const fy = gy - y0;
    const sy = fy * fy * (3 - 2 * fy);
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      const sx = fx * fx * (3 - 2 * fx);
      const a = lattice[y0 * columns + x0] ?? 0;
      const b = lattice[y0 * columns + x0 + 1] ?? 0;
      const c = lattice[(y0 + 1) * columns + x0] ?? 0;
      const d = lattice[(y0 + 1) * columns + x0 + 1] ?? 0;
      out[y * width + x] = a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
    }
  }
  return out;
}

const TEE = 'M250 170 L330 130 Q400 165 470 130 L550 170 L640 260 L575 320 L530 285 L530 650 L270 650 L270 285 L225 320 L160 260 Z';

/** The garment's outline as a soft-edged mask (0–1) at the photo's size. */
async function garmentMask(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="#000"/><path d="${TEE}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).resize(width, height, { fit: 'fill' }).blur(1.2).greyscale().raw().toBuffer();
}

/**
 * A photograph-like JPEG, as a camera or the cropper would save it: a woven garment on a plain
 * backdrop under soft light, with multi-octave texture and sensor grain; `closeUp` fills the frame
 * with the weave (a detail shot), the hardest case for both encoders.
 */
export async function photoLike(width: number, height: number, quality: number, options: { closeUp?: boolean; seed?: number } = {}): Promise<Buffer> {
  const seed = options.seed ?? 7;
  const scale = Math.max(width, height);
  const octaves = [
    { noise: valueNoise(width, height, scale / 3, seed), weight: 0.5 },
    { noise: valueNoise(width, height, scale / 12, seed + 1), weight: 0.25 },
    { noise: valueNoise(width, height, scale / 48, seed + 2), weight: 0.15 },
    { noise: valueNoise(width, height, 3, seed + 3), weight: 0.1 },
  ];
  const wall = valueNoise(width, height, scale / 5, seed + 4);
  const mask = options.closeUp ? Buffer.alloc(width * height, 255) : await garmentMask(width, height);
  const pixels = Buffer.alloc(width * height * 3);
  let grain = seed >>> 0;
  const weave = Math.max(3, scale / 400);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let n = 0;
      for (const octave of octaves) n += (octave.noise[i] ?? 0) * octave.weight;
      const light = 0.6 + 0.4 * Math.cos(((x / width - 0.35) ** 2 + (y / height - 0.3) ** 2) * 3);
      const thread = 0.88 + 0.12 * Math.sin((x / weave) * Math.PI) * Math.sin((y / weave) * Math.PI + n * 6);
      grain = (Math.imul(grain, 1_103_515_245) + 12_345) >>> 0;
      const noise = ((grain >>> 16) / 65_536 - 0.5) * 8;
      const cloth = light * thread * (0.6 + 0.8 * n);
      const backdrop = light * (0.9 + 0.1 * (wall[i] ?? 0));
      const inside = (mask[i] ?? 0) / 255;
      const mix = (fabric: number, plain: number) => Math.max(0, Math.min(255, fabric * inside + plain * (1 - inside) + noise));
      pixels[i * 3] = mix(150 * cloth + 40, 226 * backdrop);
      pixels[i * 3 + 1] = mix(95 * cloth + 30, 214 * backdrop);
      pixels[i * 3 + 2] = mix(70 * cloth + 25, 196 * backdrop);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).blur(0.6).jpeg({ quality }).toBuffer();
}

function memoryStorage(): Storage & { objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  return {
    objects,
    put: (key, body) => Promise.resolve(void objects.set(key, body)),
    get: (key) => Promise.resolve(objects.has(key) ? { body: objects.get(key) ?? Buffer.alloc(0), contentType: 'image/webp' } : null),
    delete: (key) => Promise.resolve(void objects.delete(key)),
  };
}

async function measureInput(label: string, source: string, input: Buffer, widths: readonly number[], uploads: number): Promise<ImageInput> {
  const storage = memoryStorage();
  // One upload first, unmeasured: libvips loads its codecs once per process.
  await storeImageVariants(storage, input, { prefix: 'slides', widths, field: 'image' });
  storage.objects.clear();
  const started = performance.now();
  for (let index = 0; index < uploads; index++) {
    if (index > 0) storage.objects.clear();
    await storeImageVariants(storage, input, { prefix: 'slides', widths, field: 'image' });
  }
  const seconds = (performance.now() - started) / 1000;
  const variants: VariantSize[] = [];
  for (const width of widths) {
    const webp = [...storage.objects.entries()].find(([key]) => key.endsWith(`-${width}.webp`))?.[1];
    if (!webp) throw new Error(`No ${width} variant was stored`);
    const jpeg = await sharp(input).rotate().resize({ width, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
    const meta = await sharp(webp).metadata();
    variants.push({ width: meta.width, height: meta.height, webpBytes: webp.length, jpegQ80Bytes: jpeg.length, ratio: webp.length / jpeg.length });
  }
  return {
    label,
    source,
    inputBytes: input.length,
    variants,
    uploads,
    variantsPerSecond: (uploads * widths.length) / seconds,
    msPerUpload: (seconds * 1000) / uploads,
  };
}

/**
 * Screens the product page is measured at: the main picture shows 100vw wide under 992 px and 560 px
 * from there (PRODUCT_MAIN_IMAGE_SIZES). Lighthouse's phone is 412 px at 1.75×.
 */
const LCP_SCREENS = [
  { screen: 'phone 360 px, 3×', cssPx: 360, dpr: 3 },
  { screen: 'Lighthouse phone 412 px, 1.75×', cssPx: 412, dpr: 1.75 },
  { screen: 'desktop 1440 px, 1×', cssPx: 560, dpr: 1 },
  { screen: 'desktop 1440 px, 2×', cssPx: 560, dpr: 2 },
] as const;

/**
 * A 1600 px crop through the product pipeline (server/images/product-image-variants.ts), and the file
 * each screen downloads for the main picture: the narrowest width covering its device pixels (the
 * widest there is otherwise), in AVIF where that width has one, as the page's <picture> offers it.
 */
async function measureLcpImages(label: string, input: Buffer): Promise<LcpImage[]> {
  const storage = memoryStorage();
  const { key, variants } = await storeProductImageVariants(storage, input, 'image');
  return LCP_SCREENS.map(({ screen, cssPx, dpr }) => {
    const width = variants.webp.find((candidate) => candidate >= cssPx * dpr) ?? Math.max(...variants.webp);
    const format: ImageFormat = variants.avif.includes(width) ? 'avif' : 'webp';
    return { input: label, screen, cssPx, dpr, width, format, bytes: storage.objects.get(`${key}-${width}.${format}`)?.length ?? 0 };
  });
}

export async function measureImages(): Promise<ImagesResult> {
  const palette = PALETTES[0];
  const inputs: ImageInput[] = [
    await measureInput('seed product 800×800', 'demo garment (vector art, PNG)', await rasterise(garmentSvg('jacket', palette, 1)), PRODUCT_IMAGE_WIDTHS, 10),
    await measureInput('seed slide 1600×800', 'demo slide (vector art, PNG)', await rasterise(slideSvg(1600, 800, palette)), DESKTOP_SLIDE_WIDTHS, 5),
    await measureInput('seed slide 1080×1440', 'demo slide (vector art, PNG)', await rasterise(slideSvg(1080, 1440, palette)), MOBILE_SLIDE_WIDTHS, 5),
    await measureInput('photo 400×400 (old cropper)', 'photo-like, JPEG q90 as the old cropper saved it', await photoLike(400, 400, 90), PRODUCT_IMAGE_WIDTHS, 10),
    await measureInput('photo 1600×800 (cropper)', 'photo-like, JPEG q95 as the cropper saves it', await photoLike(1600, 800, 95), DESKTOP_SLIDE_WIDTHS, 5),
    await measureInput('photo 1080×1440 (cropper)', 'photo-like, JPEG q95 as the cropper saves it', await photoLike(1080, 1440, 95), MOBILE_SLIDE_WIDTHS, 5),
    await measureInput('photo 3024×3024 (REST)', 'photo-like, JPEG q92 as a phone saves it', await photoLike(3024, 3024, 92), PRODUCT_IMAGE_WIDTHS, 3),
    await measureInput('close-up 400×400 (cropper)', 'weave filling the frame, JPEG q90', await photoLike(400, 400, 90, { closeUp: true }), PRODUCT_IMAGE_WIDTHS, 10),
    await measureInput('close-up 3024×3024 (REST)', 'weave filling the frame, JPEG q92', await photoLike(3024, 3024, 92, { closeUp: true }), PRODUCT_IMAGE_WIDTHS, 3),
  ];
  const ratios = inputs.flatMap((input) => input.variants.map((variant) => variant.ratio));
  const lcp = [
    ...(await measureLcpImages('photo 1600×1600 (cropper)', await photoLike(1600, 1600, 90))),
    ...(await measureLcpImages('close-up 1600×1600 (cropper)', await photoLike(1600, 1600, 90, { closeUp: true }))),
  ];
  return {
    inputs,
    lcp,
    worstRatio: Math.max(...ratios),
    meanRatio: ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length,
    sharp: `sharp ${sharp.versions.sharp ?? '?'}, libvips ${sharp.versions.vips}`,
  };
}
