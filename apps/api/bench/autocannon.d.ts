/** The slice of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Replies with a 2xx status. */
    '2xx': number;
    /** Replies with a 3xx status (redirects). */
    '3xx': number;
  }
  interface RequestSetup {
    headers?: Record<string, string>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
    /** One entry per request of a cycle; setupRequest may change each request before it is sent. */
    requests?: Array<{ setupRequest?: (request: RequestSetup) => RequestSetup }>;
  }
  /** The running load: a promise of the result that also reports each reply as it comes. */
  interface Instance extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
