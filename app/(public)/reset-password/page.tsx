import type { Metadata } from "next";
import { Suspense } from "react";
import { QueryProvider } from "@/components/query-provider";
import { ACCOUNT_TEXTS } from "@/lib/1-domain/validation/messages-account";
import { ResetPasswordView } from "./reset-password-view";

export const metadata: Metadata = { title: ACCOUNT_TEXTS.newPassword };

export default function ResetPasswordPage() {
  return (
    // The one public page that fetches on the client: the link's token is checked before the form shows.
    <QueryProvider>
      <Suspense>
        <ResetPasswordView />
      </Suspense>
    </QueryProvider>
  );
}
