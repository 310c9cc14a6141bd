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
});
