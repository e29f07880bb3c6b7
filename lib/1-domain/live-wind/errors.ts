import { ProviderError, type ProviderErrorReason } from "../../0-base/provider-fetch";

/*
 * Why OpenWindMap gave nothing usable: the reasons of every provider (lib/0-base/provider-fetch.ts). The poller
 * logs it and keeps the last readings; a rider never sees it.
 */
export type LiveWindProviderErrorReason = ProviderErrorReason;

export class LiveWindProviderError extends ProviderError {
  override readonly name = "LiveWindProviderError";

  constructor(reason: LiveWindProviderErrorReason, message: string, status?: number, options?: { cause?: unknown }) {
    super("OpenWindMap", reason, message, status, options);
  }
}
