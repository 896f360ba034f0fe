/** The value below which `share` of `values` fall (0.99: the 99th percentile). */
export const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

/**
 * Asks the API's start-up check (`/api/test` at `origin`) again and again until `until` settles;
 * answers each call's time in ms.
 */
export async function probe(origin: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  const stop = () => (done = true);
  until.then(stop, stop);
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const answer = await fetch(`${origin}/api/test`);
    await answer.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

/** A pause of `ms`, as a promise (for a quiet measure of `probe`). */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The bound a request's 99th percentile must keep while heavy work runs: 100 ms, or, on a machine
 * so busy that the check alone is slower, twice what it is with nothing running.
 */
export const unaffectedBound = (quiet: readonly number[]) =>
  Math.max(100, 2 * percentile(quiet, 0.99));
