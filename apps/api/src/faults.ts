/**
 * Fault points for the fault suite: with FAULT_PAUSE_AT naming one (comma-separated), the server
 * says so on stdout when it gets there and waits for ever, so that the suite can kill it at that
 * exact point (kill -9 mid-export) instead of guessing when. Without the setting each point is a
 * no-op.
 */
const pauseAt = new Set(
  (process.env.FAULT_PAUSE_AT ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

export type FaultPoint = 'export-after-first-batch';

export async function faultPoint(name: FaultPoint): Promise<void> {
  if (!pauseAt.has(name)) return;
  process.stdout.write(`fault point reached: ${name}\n`);
  await new Promise<never>(() => undefined);
}
