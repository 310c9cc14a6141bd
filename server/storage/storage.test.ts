import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nanoid } from 'nanoid';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Server, type S3Server } from '../test/s3-server.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_MEDIA_CACHE_CONTROL, type Storage } from './storage.ts';

let s3: S3Server;
const folders: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function temporaryFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'ukay-storage-'));
  folders.push(folder);
  return folder;
}

/** A fresh random key, as storeImageVariants makes them; `-` and `_` are in nanoid's alphabet. */
const keyIn = (prefix: string, extension = 'webp') => `${prefix}/${nanoid()}-400.${extension}`;

/** Every storage keeps the same promises: the app cannot tell disk from bucket. */
const STORAGES: [string, () => Promise<Storage>][] = [
  ['LocalStorage', async () => new LocalStorage(await temporaryFolder())],
  ['S3Storage', () => Promise.resolve(new S3Storage(s3.config))],
];

describe.each(STORAGES)('%s', (_name, createStorage) => {
  it('gives back the bytes put under a key, with the type the key names', async () => {
    const storage = await createStorage();
    const picture = randomBytes(64 * 1024);
    const webp = keyIn('products');
    const jpeg = keyIn('slides', 'jpg');
    await storage.put(webp, picture, 'image/webp');
    await storage.put(jpeg, picture.subarray(0, 100), 'image/jpeg');
    const stored = await storage.get(webp);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.body.equals(picture)).toBe(true);
    expect(await storage.get(jpeg)).toEqual({ body: picture.subarray(0, 100), contentType: 'image/jpeg' });
  });

  it('gives an AVIF variant back as image/avif', async () => {
    const storage = await createStorage();
    const avif = keyIn('products', 'avif');
    await storage.put(avif, randomBytes(100), 'image/avif');
    expect((await storage.get(avif))?.contentType).toBe('image/avif');
  });

  it('answers null for a key that was never stored', async () => {
    const storage = await createStorage();
    expect(await storage.get(keyIn('proofs'))).toBeNull();
  });

  it('deletes an object, and deleting one that is gone is no error', async () => {
    const storage = await createStorage();
    const key = keyIn('proofs');
    await storage.put(key, randomBytes(100), 'image/webp');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it.each([
    '../secret.webp',
    'products/../../etc/passwd.webp',
    '/products/abs-400.webp',
    'products/a b-400.webp',
    'products/x-400.svg',
    'products',
    'products/abc\u0000-400.webp',
    // Longer than a file name may be on disk (255 bytes), and than an S3 key may be (1,024 bytes).
    `products/${'a'.repeat(300)}-400.webp`,
    `products/${Array.from({ length: 12 }, () => 'b'.repeat(99)).join('/')}-400.webp`,
  ])(
    'refuses the unsafe key %j for put, get and delete',
    async (key) => {
      const storage = await createStorage();
      await expect(storage.put(key, randomBytes(10), 'image/webp')).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
    },
  );
});

describe('S3Storage in a bucket', () => {
  it('marks public variants cacheable for good and proofs of payment private, typed by their key', async () => {
    const storage = new S3Storage(s3.config);
    const variant = keyIn('products');
    const proof = keyIn('proofs');
    await storage.put(variant, randomBytes(100), 'image/webp');
    await storage.put(proof, randomBytes(100), 'image/webp');
    expect(await s3.head(variant)).toMatchObject({ ContentType: 'image/webp', CacheControl: PUBLIC_MEDIA_CACHE_CONTROL });
    expect(await s3.head(proof)).toMatchObject({ ContentType: 'image/webp', CacheControl: PRIVATE_CACHE_CONTROL });
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('signs with the SDK’s default credential chain when no keys are configured (an IAM role, AWS_* variables)', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', s3.variables.S3_ACCESS_KEY_ID);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.variables.S3_SECRET_ACCESS_KEY);
    const storage = new S3Storage({ bucket: s3.config.bucket, region: s3.config.region, endpoint: s3.config.endpoint });
    const key = keyIn('products');
    await storage.put(key, randomBytes(10), 'image/webp');
    expect(await storage.get(key)).not.toBeNull();
  });

  it('fails on a bucket that does not exist rather than answering every picture as missing', async () => {
    const storage = new S3Storage({ ...s3.config, bucket: 'ukay-no-such-bucket' });
    await expect(storage.get(keyIn('products'))).rejects.toThrow(/bucket/i);
  });
});
