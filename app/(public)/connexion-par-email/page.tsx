import type { Metadata } from "next";
import { EmailLinkForm } from "@/components/auth/email-link-form";
import { ACCOUNT_TEXTS } from "@/lib/1-domain/validation/messages-account";

export const metadata: Metadata = { title: ACCOUNT_TEXTS.loginLinkTitle };

const TEXTS = {
  title: ACCOUNT_TEXTS.loginLinkTitle,
  intro: ACCOUNT_TEXTS.loginLinkIntro,
  submit: ACCOUNT_TEXTS.sendLink,
  pending: ACCOUNT_TEXTS.sending,
  sent: ACCOUNT_TEXTS.loginLinkSent,
  sentNote: "Vérifiez votre boîte de réception (et vos courriers indésirables) : le lien est valable 15 minutes, une seule fois.",
};

/** « Recevoir un lien de connexion par e-mail »: the owner's way in whatever happens to the password (decision 0032). */
export default function LoginLinkRequestPage() {
  return <EmailLinkForm endpoint="/api/login-link" texts={TEXTS} />;
}
