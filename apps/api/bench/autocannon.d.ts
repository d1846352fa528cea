/** The slice of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Replies with a 2xx status. */
    '2xx': number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
