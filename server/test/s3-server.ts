import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../env.ts';

const BUCKET = 'ukay-test';
/** s3rver's one key pair: it refuses any other access key id (it does not check V4 signatures). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-protocol server (s3rver) on a free loopback port, keeping its objects in a temporary
 * folder, with one empty bucket. `variables` point the app at it as an operator would; `object` and
 * `head` read the bucket through a client of the test's own, with the SDK's defaults.
 */
export async function startS3Server() {
  const directory = await mkdtemp(path.join(tmpdir(), 'ukay-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = { bucket: BUCKET, region: 'us-east-1', endpoint, credentials: CREDENTIALS };
  const variables = { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey };
  const client = new S3Client({ region: config.region, endpoint, forcePathStyle: true, credentials: CREDENTIALS });

  async function object(key: string): Promise<Buffer> {
    const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
  }

  const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));

  async function close(): Promise<void> {
    client.destroy();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  }

  return { config, variables, object, head, close };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
