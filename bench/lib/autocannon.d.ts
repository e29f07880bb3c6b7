/* The small part of autocannon's API the benches use (the package ships no types). */
declare module "autocannon" {
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; total: number } & Record<
    "p50" | "p90" | "p97_5" | "p99" | "p99_9",
    number
  >;
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    "2xx": number;
  };
  export type Options = {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    requests?: { method?: string; path?: string; headers?: Record<string, string>; setupRequest?: (req: { path?: string }) => { path?: string } }[];
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
