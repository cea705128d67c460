import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id floor: 19 MiB of memory, two passes, one lane.
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under isolated modules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string) {
  // Without a stored hash, still spend the same time, so answers do not reveal which accounts exist.
  if (!passwordHash) {
    await hash(password, OPTIONS);
    return false;
  }
  return verify(passwordHash, password);
}
