import type { Metadata } from "next";
import { Suspense } from "react";
import { ACCOUNT_TEXTS } from "@/lib/1-domain/validation/messages-account";
import { LoginLinkOpen } from "./login-link-open";

export const metadata: Metadata = { title: ACCOUNT_TEXTS.loginLinkTitle };

/** The mailed link lands here: one button opens it (a POST), so a mail scanner fetching the link spends nothing. */
export default function LoginLinkPage() {
  return (
    <Suspense>
      <LoginLinkOpen />
    </Suspense>
  );
}
