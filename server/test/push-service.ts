import { execFile } from 'node:child_process';
import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { promisify } from 'node:util';
import type { PushSubscribeInput } from '../../shared/schemas/push.ts';

/** A push as the push service received it. */
export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A push service played by an HTTPS server in the test: it keeps every push it is sent and answers
 * 201, or the status a test set for a device's path (410: the device is gone). Push services are
 * reached over https only, so its certificate, made for 127.0.0.1 by openssl, is trusted by this
 * test process while it runs.
 */
export type PushService = {
  origin: string;
  received: ReceivedPush[];
  answer(path: string, status: number): void;
  close(): Promise<void>;
};

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const { key, cert } = await selfSignedCertificate();
  const trusted = tls.getCACertificates('default');
  tls.setDefaultCACertificates([...trusted, cert]);
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer: (path, status) => answers.set(path, status),
    close: async () => {
      tls.setDefaultCACertificates(trusted);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A P-256 certificate for 127.0.0.1, valid for a day. */
async function selfSignedCertificate(): Promise<{ key: string; cert: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ukay-push-'));
  try {
    const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    await promisify(execFile)('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile]);
    return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A browser's side of a subscription: its P-256 key pair and auth secret, as PushManager.subscribe
 * makes them, and the decryption only it can do (RFC 8291, written here from the RFC rather than by
 * the library the shop encrypts with, so a shared mistake cannot pass).
 */
export type PushBrowser = { subscription: PushSubscribeInput; path: string; open(push: ReceivedPush): unknown };

export function pushBrowser(service: PushService, name: string): PushBrowser {
  const keys = createECDH('prime256v1');
  const browserPublic = keys.generateKeys();
  const authSecret = randomBytes(16);
  const path = `/push/${randomBytes(8).toString('hex')}`;
  return {
    path,
    subscription: { endpoint: `${service.origin}${path}`, keys: { p256dh: browserPublic.toString('base64url'), auth: authSecret.toString('base64url') }, name },
    open: (push) => JSON.parse(decryptAes128gcm(push.body, keys.computeSecret.bind(keys), browserPublic, authSecret).toString('utf8')) as unknown,
  };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8188's aes128gcm with RFC 8291's key: one record, as a push of under 4 kB is. */
function decryptAes128gcm(body: Buffer, agree: (other: Buffer) => Buffer, browserPublic: Buffer, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublic, serverPublic]);
  const ikm = hkdf(agree(serverPublic), authSecret, keyInfo, 32);
  const key = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zeros of padding.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('The push has no last-record delimiter');
  return padded.subarray(0, end);
}

/**
 * The VAPID claims of a push (RFC 8292), once its signature is verified with the key it names; throws
 * when the signature does not hold. `k`: the public key the push says it is signed with.
 */
export function vapidOf(push: ReceivedPush): { k: string; aud: string; sub: string; exp: number } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(push.headers.authorization ?? ''));
  if (!match?.[1] || !match[2]) throw new Error(`Not a VAPID Authorization header: ${String(push.headers.authorization)}`);
  const [token, k] = [match[1], match[2]];
  const [header = '', payload = '', signature = ''] = token.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({ format: 'jwk', key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') } });
  const signed = verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('The VAPID signature does not hold');
  return { k, ...(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number }) };
}
