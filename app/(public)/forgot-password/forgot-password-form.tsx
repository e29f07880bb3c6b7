"use client";

import { EmailLinkForm } from "@/components/auth/email-link-form";
import { ACCOUNT_TEXTS } from "@/lib/1-domain/validation/messages-account";

const TEXTS = {
  title: ACCOUNT_TEXTS.forgotPassword,
  intro: "Saisissez l'adresse email de votre compte : nous vous enverrons un lien pour en choisir un nouveau.",
  submit: ACCOUNT_TEXTS.sendLink,
  pending: ACCOUNT_TEXTS.sending,
  sent: ACCOUNT_TEXTS.resetSent,
  sentNote: "Vérifiez votre boîte de réception (et vos courriers indésirables) : le lien est valable 1 heure.",
};

export function ForgotPasswordForm() {
  return <EmailLinkForm endpoint="/api/request-password-reset" texts={TEXTS} />;
}
