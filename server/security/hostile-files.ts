import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Uploads an attacker would try: files that lie about their type, pictures carrying a payload after
 * the image data (polyglots), script in SVG, decompression bombs, truncated pictures, oversized
 * files and names that climb out of the upload folder.
 */

const file = (bytes: Uint8Array | string, name: string, type: string) => new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

const SCRIPT_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';

async function jpegBytes(width = 240, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#8a5a3c' } }).jpeg().toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** A PNG of a few hundred bytes whose header declares width × height grey pixels (2.5 G for 50000²). */
function decompressionBombPng(width = 50_000, height = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), default compression, filter and interlace follow
  const rows = deflateSync(Buffer.alloc((width + 1) * 4), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A minimal stored (uncompressed) zip entry, as a GIFAR hides a Java archive behind a GIF. */
function zipEntry(name: string, content: string): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(10, 4);
  header.writeUInt32LE(crc32(content), 14);
  header.writeUInt32LE(content.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name), Buffer.from(content)]);
}

/** Refused: by their bytes none of these is a picture the shop takes. */
export async function refusedFiles(): Promise<Record<string, File>> {
  const jpeg = await jpegBytes();
  const tiff = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } }).tiff().toBuffer();
  return {
    'a text file named .jpg and typed image/jpeg': file('These are my measurements: 38 chest, 28 waist.', 'piece.jpg', 'image/jpeg'),
    'an HTML page named .png': file(SCRIPT_PAYLOAD, 'piece.png', 'image/png'),
    'an SVG carrying <script>': file(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><rect width="40" height="40"/></svg>`, 'piece.svg', 'image/svg+xml'),
    'an SVG carrying <script>, named .jpg': file(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert(1)"/>`, 'piece.jpg', 'image/jpeg'),
    'a 50000 × 50000 decompression bomb': file(decompressionBombPng(), 'bomb.png', 'image/png'),
    'a JPEG cut off half-way': file(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg', 'image/jpeg'),
    'a TIFF, a picture of a kind the shop does not take': file(tiff, 'scan.tiff', 'image/tiff'),
    'a file of JPEG magic bytes and nothing else': file(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'magic.jpg', 'image/jpeg'),
  };
}

/** Accepted only because re-encoding leaves a clean picture: the payload must not survive. */
export async function polyglotFiles(): Promise<Record<string, File>> {
  const jpeg = await jpegBytes();
  const gif = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#3c8a5a' } }).gif().toBuffer();
  const jar = zipEntry('META-INF/MANIFEST.MF', 'Manifest-Version: 1.0\nMain-Class: Evil\n');
  return {
    'a JPEG with an HTML page and script appended': file(Buffer.concat([jpeg, Buffer.from(SCRIPT_PAYLOAD)]), 'polyglot.jpg', 'image/jpeg'),
    'a GIFAR (a GIF with a Java archive appended)': file(Buffer.concat([gif, jar]), 'gifar.gif', 'image/gif'),
    'a picture named ../../etc/passwd.jpg': file(jpeg, '../../etc/passwd.jpg', 'image/jpeg'),
  };
}

/** Bytes that must never be found in storage after an upload of the files above. */
export const PAYLOAD_MARKERS = ['<script', '<html', 'META-INF', 'PK\u0003\u0004', 'alert('] as const;

/** Over the 10 MB a file may be, but inside the request limit: refused by the file's own check. */
export async function oversizedPicture(extraBytes: number): Promise<File> {
  const jpeg = await jpegBytes();
  return file(Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 + extraBytes - jpeg.length)]), 'huge.jpg', 'image/jpeg');
}
