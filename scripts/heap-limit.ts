/** NODE_OPTIONS with the web server's heap limit (WEB_HEAP_MB), unless it names one already or the limit is 0. */
export function withHeapLimit(nodeOptions: string | undefined, heapMb: number): string | undefined {
  if (heapMb === 0 || /--max-old-space-size\b/.test(nodeOptions ?? "")) return nodeOptions;
  return [nodeOptions, `--max-old-space-size=${heapMb}`].filter(Boolean).join(" ");
}
