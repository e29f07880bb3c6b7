import type { Metadata } from "next";
import { ACCOUNT_TEXTS } from "@/lib/1-domain/validation/messages-account";
import { ForgotPasswordForm } from "./forgot-password-form";

export const metadata: Metadata = { title: ACCOUNT_TEXTS.forgotPassword };

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
