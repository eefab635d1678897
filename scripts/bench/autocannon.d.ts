// The part of autocannon's API the bench and soak scripts use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Context = Record<string, unknown>;
  export type RequestSpec = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec, context: Context) => RequestSpec;
    onResponse?: (status: number, body: string, context: Context, headers: Record<string, string>) => void;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec[];
    initialContext?: Context;
  };
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p97_5: number; p99: number };
  export type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export type Instance = EventEmitter & PromiseLike<Result> & { stop(): void };
  export default function autocannon(options: Options): Instance;
}
