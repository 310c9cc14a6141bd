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
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
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
    expect(env.RATE_LIMIT_LOGIN_PER_ACCOUNT).toBe(10);
  });

  it.each([
    ['true', 1],
    ['false', 0],
    ['0', 0],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as %i trusted proxies', (value, hops) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(hops);
  });
});
