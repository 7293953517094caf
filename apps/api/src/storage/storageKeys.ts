/** Keys are the server's own (`exports/12.csv`, `uploads/<uuid>`), never a client's file name. */
const safeKey = /^[a-z0-9_-]+(\/[a-zA-Z0-9._-]+)+$/;

/** The key, when it names a file inside the store; throws for anything that could leave it. */
export function assertSafeKey(key: string): string {
  if (!safeKey.test(key) || key.includes('..')) throw new Error(`Unsafe storage key ${key}`);
  return key;
}
