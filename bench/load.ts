import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const WARMUP_SECONDS = 2;

export interface LoadResult {
  /** Mean requests per second (autocannon samples once a second). */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** Connection errors other than timeouts (refused, reset…). */
  errors: number;
  /** Requests without an answer within autocannon's 10 s timeout. */
  timeouts: number;
}

/**
 * autocannon appends every response body chunk to a JS string (`body += chunk`), which it only needs
 * for expectBody/verifyBody. On binary bodies (a br-encoded script) that UTF-8 decoding caps the
 * *client* at a few hundred req/s on 58 kB, so the bench would measure autocannon, not the servers
 * (measured: 530 → 9,300 req/s against the bare server). We use neither option, so drop the bodies.
 */
function skipBodyCollection(client: autocannon.Client) {
  const queue = (client as unknown as { pipelinedRequests?: { addBody?: unknown } }).pipelinedRequests;
  if (typeof queue?.addBody !== 'function') {
    throw new Error('autocannon internals changed: pipelinedRequests.addBody is gone; revisit bench/load.ts');
  }
  queue.addBody = () => {};
}

/**
 * Runs a warm-up (JIT, caches, connection pools), then the measured run. Bounded by time, never by
 * request count, and refuses any host but 127.0.0.1 so a typo can't load-test someone else.
 */
export async function measure(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = CONNECTIONS,
): Promise<LoadResult> {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`refusing to load-test ${url}`);
  const options = { url, headers, connections, setupClient: skipBodyCollection };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    // autocannon counts timeouts among errors; split them, a slow answer is not a broken one
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
  };
}
