/** Server CPU time for the benchmarks: req/s depend on what else a shared machine runs, CPU per request much less. */
import { readFile } from 'node:fs/promises';

/** CPU seconds a process has used so far (Linux). */
export async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  // utime and stime, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits for the API to write what a load left in its buffer: past the next flush tick
 * (`flushMs`), then until it uses under 5% of a core (at most 60 s). Returns the CPU seconds it
 * used meanwhile: the writing that load still owed, charged to it.
 */
export async function drained(pid: number, flushMs: number): Promise<number> {
  const start = await cpuSeconds(pid);
  await new Promise((resolve) => setTimeout(resolve, flushMs + 200));
  const started = Date.now();
  let last = await cpuSeconds(pid);
  while (Date.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await cpuSeconds(pid);
    if (now - last < 0.025) break;
    last = now;
  }
  return (await cpuSeconds(pid)) - start;
}
