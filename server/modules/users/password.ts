/** The native argon2 module loads with the first password checked or set, not with the server (the memory budget, design.md §5). */
const argon2 = () => import('@node-rs/argon2');

/** argon2id (the library's default algorithm) with OWASP's recommended minimum cost. */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 };

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return (await argon2()).verify(passwordHash, password);
}

/** Verifying against this when no user matches keeps "unknown email" as slow as "wrong password". */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
