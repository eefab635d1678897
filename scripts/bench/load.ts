// One measurement: autocannon against a target for a while, after a warm-up, with the server's RSS read before,
// every second during and after the run. Latencies of every 2xx answer are kept, so p95 is exact (autocannon's own
// percentiles are p50, p90, p97.5, p99 …).
import os from 'node:os';
import autocannon, { type RequestSpec, type Result } from 'autocannon';
import { rssMb } from './server';

export type Target = {
  name: string;
  /** What is requested, for the report, e.g. `GET /favicon.svg`. */
  what: string;
  connections: number;
  headers?: Record<string, string>;
  requests: RequestSpec[];
  /** Runs before the warm-up, e.g. one visit of every page the target spreads its requests over. */
  prepare?: () => Promise<void>;
};

export type Measurement = {
  name: string;
  what: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  rssBefore?: number;
  rssPeak?: number;
  rssAfter?: number;
  /** The machine's 1-minute load average when the run started (other work on the machine skews the numbers). */
  load1: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function fire(origin: string, target: Target, seconds: number, latencies?: number[]): Promise<Result> {
  const instance = autocannon({
    url: origin,
    connections: target.connections,
    duration: seconds,
    timeout: 30,
    headers: target.headers,
    requests: target.requests,
  });
  if (latencies) instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => status >= 200 && status < 300 && latencies.push(time));
  return instance;
}

export async function measure(origin: string, pid: number, target: Target, { seconds, warmupSeconds }: { seconds: number; warmupSeconds: number }): Promise<Measurement> {
  await target.prepare?.();
  if (warmupSeconds > 0) {
    await fire(origin, target, warmupSeconds);
    // autocannon drops its connections at the end, but the server finishes what was in flight: let it, so that the
    // run starts from an idle server (in-flight password grants count against the login throttle until they end).
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const load1 = os.loadavg()[0]!;
  const rssBefore = rssMb(pid);
  let rssPeak = rssBefore ?? 0;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid) ?? 0)), 1000);
  const latencies: number[] = [];
  const result = await fire(origin, target, seconds, latencies).finally(() => clearInterval(sampler));
  const rssAfter = rssMb(pid);
  latencies.sort((a, b) => a - b);
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  return {
    name: target.name,
    what: target.what,
    connections: target.connections,
    seconds: result.duration,
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p95: percentile(latencies, 95),
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    rssBefore,
    rssPeak: Math.max(rssPeak, rssAfter ?? 0),
    rssAfter,
    load1,
  };
}
