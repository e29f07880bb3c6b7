/*
 * Why OpenWindMap gave nothing usable. The poller logs it and keeps the last readings; a rider never sees it.
 * - http: no usable HTTP answer (non-2xx, or the connection failed: `status` is then undefined)
 * - timeout: no complete answer within the time limit
 * - malformed: not JSON, or not the documented shape
 */
export type LiveWindProviderErrorReason = "http" | "timeout" | "malformed";

export class LiveWindProviderError extends Error {
  override readonly name = "LiveWindProviderError";

  constructor(
    readonly reason: LiveWindProviderErrorReason,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
