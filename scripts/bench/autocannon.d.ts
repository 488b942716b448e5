// The part of autocannon's API the API bench uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | undefined;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface AutocannonClient {
    setRequests(requests: AutocannonRequest[]): void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: AutocannonRequest[];
    setupClient?: (client: AutocannonClient) => void;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { AutocannonClient, AutocannonRequest, Options, Result };
}
