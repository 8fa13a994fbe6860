// Work a request sets off for other records (today: recurring invoice generation before every
// invoicing request). Each unit runs on its own: one that throws is handed to `setAside` (which
// records why, e.g. pauses the schedule) and never fails another unit or the request that set it
// off, as one transaction per unit would in the Spring service.

export interface BackgroundWork<T> {
  /** What the work is about, for the log. */
  label: (unit: T) => string;
  run: (unit: T) => Promise<void>;
  /** Records that `unit` failed, so it is not retried on every request. */
  setAside: (unit: T, reason: string) => Promise<void>;
}

/** Runs `work` for each unit in turn; returns the units that failed. */
export async function runEach<T>(units: Iterable<T>, work: BackgroundWork<T>): Promise<T[]> {
  const failed: T[] = [];
  for (const unit of units) {
    try {
      await work.run(unit);
    } catch (error) {
      failed.push(unit);
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`Background work failed for ${work.label(unit)}: ${reason}`);
      try {
        await work.setAside(unit, reason);
      } catch (again) {
        console.error(`Could not set ${work.label(unit)} aside: ${again instanceof Error ? again.message : String(again)}`);
      }
    }
  }
  return failed;
}
