import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('environment', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.isProduction).toBe(false);
    expect(env.CORS_ORIGINS).toEqual([]);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/shop'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', 'short'],
    ['PUBLIC_URL', 'ftp://shop.example'],
    ['NODE_ENV', 'staging'],
    ['CORS_ORIGINS', 'not a url'],
    ['TRUST_PROXY', 'yes'],
    ['RATE_LIMIT_LOGIN_PER_IP', '-1'],
    ['RATE_LIMIT_HOLD_PER_BUYER', 'lots'],
    ['LIVE_STREAMS_PER_IP', '-5'],
    ['LIVE_STREAMS_MAX', 'many'],
    ['RATE_LIMIT_LOGIN_MAX_DELAY_SECONDS', '0'],
    ['S3_BUCKET', 's3://ukay-uploads'],
    ['S3_BUCKET', 'Ukay_Uploads'],
    ['S3_REGION', 'Asia Pacific (Singapore)'],
    ['SMTP_URL', 'https://smtp.example.com'],
    ['SMTP_URL', 'smtp.gmail.com:587'],
    ['MAIL_FROM', 'Ukay'],
    ['MAIL_FROM', 'Ukay <not-an-address>'],
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('reads ADMIN_PASSWORD_RESET, which needs ADMIN_PASSWORD', () => {
    expect(parseEnv({}).ADMIN_PASSWORD_RESET).toBe(false);
    expect(parseEnv({ ADMIN_PASSWORD: 'recovery-password', ADMIN_PASSWORD_RESET: '1' }).ADMIN_PASSWORD_RESET).toBe(true);
    expect(() => parseEnv({ ADMIN_PASSWORD_RESET: '1' })).toThrow(/ADMIN_PASSWORD_RESET: is set but ADMIN_PASSWORD is not/);
    expect(() => parseEnv({ ADMIN_PASSWORD: 'recovery-password', ADMIN_PASSWORD_RESET: 'yes' })).toThrow(/ADMIN_PASSWORD_RESET: must be 1/);
  });

  it('requires PUBLIC_URL in production, saying what it is for', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: is required in production: the shop's public address/);
    expect(parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://ukay.ph/' }).publicOrigin).toBe('https://ukay.ph');
  });

  it('points links at this machine on the configured port when PUBLIC_URL is unset outside production', () => {
    expect(parseEnv({}).publicOrigin).toBe('http://localhost:3000');
    expect(parseEnv({ NODE_ENV: 'test', PORT: '4100' }).publicOrigin).toBe('http://localhost:4100');
  });

  it('reads SMTP_URL and MAIL_FROM; without MAIL_FROM, mail comes from no-reply at the public host', () => {
    expect(parseEnv({ SMTP_URL: 'smtps://you%40gmail.com:app-password@smtp.gmail.com:465' }).SMTP_URL).toBe(
      'smtps://you%40gmail.com:app-password@smtp.gmail.com:465',
    );
    expect(parseEnv({ MAIL_FROM: 'Ukay Shop <orders@ukay.ph>' }).mailFrom).toBe('Ukay Shop <orders@ukay.ph>');
    expect(parseEnv({ MAIL_FROM: 'orders@ukay.ph' }).mailFrom).toBe('orders@ukay.ph');
    expect(parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://ukay.ph' }).mailFrom).toBe('Ukay <no-reply@ukay.ph>');
    expect(parseEnv({}).mailFrom).toBe('Ukay <no-reply@localhost>');
  });

  it('treats a blank value as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('accepts a PostgreSQL URL and a list of CORS origins', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://u@db:5432/shop', CORS_ORIGINS: 'https://a.ph, https://b.ph' });
    expect(env.DATABASE_URL).toBe('postgres://u@db:5432/shop');
    expect(env.CORS_ORIGINS).toEqual(['https://a.ph', 'https://b.ph']);
  });

  it('trusts no proxy and limits generously by default', () => {
    const env = parseEnv({});
    expect(env.TRUST_PROXY).toBe(0);
    // The browser suite signs up, signs in and holds from one address many times: far below these.
    expect(env.RATE_LIMIT_LOGIN_PER_IP).toBe(300);
    expect(env.RATE_LIMIT_REGISTER_PER_IP).toBe(100);
    expect(env.RATE_LIMIT_HOLD_PER_IP).toBe(600);
    expect(env.RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_IP).toBe(10);
    expect(env.RATE_LIMIT_LOGIN_SLOWDOWN_AFTER).toBe(20);
    expect(env.RATE_LIMIT_LOGIN_MAX_DELAY_SECONDS).toBe(10);
    expect(env.LIVE_STREAMS_PER_IP).toBe(100);
    expect(env.LIVE_STREAMS_MAX).toBe(10_000);
  });

  it('stops on the retired RATE_LIMIT_LOGIN_PER_ACCOUNT, naming what replaced it', () => {
    expect(() => parseEnv({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '10' })).toThrow(
      /RATE_LIMIT_LOGIN_PER_ACCOUNT: is gone: set RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_IP and RATE_LIMIT_LOGIN_SLOWDOWN_AFTER instead/,
    );
  });

  it('stops on the retired HOLD_GUEST_PIECES_PER_IP, naming the shop setting that replaced it', () => {
    expect(() => parseEnv({ HOLD_GUEST_PIECES_PER_IP: '20' })).toThrow(/HOLD_GUEST_PIECES_PER_IP: is gone: set "Pieces all guests of one network may hold"/);
  });

  it.each([
    ['true', 1],
    ['false', 0],
    ['0', 0],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as %i trusted proxies', (value, hops) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(hops);
  });

  it('keeps uploads on local disk unless S3_BUCKET is set', () => {
    expect(parseEnv({}).s3).toBeNull();
  });

  it('reads an S3-compatible service with its keys, region us-east-1 unless told', () => {
    const env = parseEnv({ S3_BUCKET: 'ukay-uploads', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'minio', S3_SECRET_ACCESS_KEY: 'minio-secret' });
    expect(env.s3).toEqual({
      bucket: 'ukay-uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
  });

  it('leaves the credentials to the SDK (an IAM role) when no keys are set', () => {
    expect(parseEnv({ S3_BUCKET: 'ukay-uploads', S3_REGION: 'ap-southeast-1' }).s3).toEqual({ bucket: 'ukay-uploads', region: 'ap-southeast-1' });
  });

  it.each([
    [{ S3_BUCKET: 'ukay-uploads', S3_ACCESS_KEY_ID: 'AKIA' }, 'S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'ukay-uploads', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID: must be set with S3_SECRET_ACCESS_KEY'],
    [{ S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com' }, 'S3_ENDPOINT: is set but S3_BUCKET is not'],
    [{ S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID: is set but S3_BUCKET is not'],
    [{ S3_BUCKET: 'ukay-uploads', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http(s) URL'],
  ])('stops on an incomplete S3 setup %j naming the variable', (variables, message) => {
    expect(() => parseEnv(variables)).toThrow(EnvError);
    expect(() => parseEnv(variables)).toThrow(message);
  });
});
