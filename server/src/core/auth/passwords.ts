import { Algorithm, hash, verify } from '@node-rs/argon2';

/** Argon2id, m=19 MiB, t=2, p=1 (ARCHITECTURE §9). */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };
/** Each hash holds 19 MiB; a login storm must not take the memory with it. */
const MAX_CONCURRENT = 4;

let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return limited(() => verify(passwordHash, password).catch(() => false));
}

/** Verified against when the account does not exist, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('timing-equaliser-for-unknown-accounts');
  await verifyPassword(await dummyHash, password);
  return false;
}
