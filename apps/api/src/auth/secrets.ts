import { createHash, randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id with OWASP's minimum: 19 MiB of memory, 2 iterations. */
// 2 is Argon2id in @node-rs/argon2's const enum, which isolated modules cannot read.
const argon2Options: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/**
 * A hash of a password no one knows, made with the same cost as every real one. A sign-in for an
 * unknown user, or one without a password yet, is checked against it, so that it takes as long
 * as a wrong password and the timing does not tell which usernames exist.
 */
const dummyHash = hash(randomBytes(32).toString('base64url'), argon2Options);

/**
 * Whether the password is the hash's. Always runs one argon2id verification, also when there is
 * no hash (then against the dummy, and false).
 */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  const matches = await verify(passwordHash ?? (await dummyHash), password).catch(() => false);
  return passwordHash !== null && matches;
}

/** A random opaque token; only its SHA-256 hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
