import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../env.ts';
import { assertSafeKey, cacheControlOf, contentTypeOf, type Storage, type StoredObject } from './storage.ts';

/**
 * Uploads in an S3-compatible bucket (README "Running with uploads in S3"). Objects stay private:
 * the app serves public pictures at /media and proofs to their owner and admins, as it does from disk.
 */
export class S3Storage implements Storage {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(config: S3Config) {
    this.#bucket = config.bucket;
    this.#client = new S3Client({
      region: config.region,
      credentials: config.credentials,
      // The SDK waits on a silent connection forever by default: a stalled bucket must fail the
      // request, not hold it. An idle limit, not a total one, so a large upload on a slow link still goes.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
      ...(config.endpoint
        ? {
            endpoint: config.endpoint,
            // MinIO, R2, Spaces and the like all take bucket-in-path; not all resolve bucket subdomains.
            forcePathStyle: true,
            // The SDK's default CRC32 checksum headers (since early 2025) are refused by some
            // S3-compatible services, so only what the API requires; AWS itself keeps the default.
            // s3rver, the tests' server, needs neither setting: it works with the SDK's defaults too.
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {}),
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.#client.send(
      new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: body, ContentType: contentType, CacheControl: cacheControlOf(key) }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const object = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      if (!object.Body) throw new Error(`S3 answered no body for ${key}`);
      // As from disk, the type comes from the key the server chose, never from what the bucket says.
      return { body: Buffer.from(await object.Body.transformToByteArray()), contentType: contentTypeOf(key) };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  /** S3 answers a delete of a missing key with success, as local storage does. */
  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }
}
