"use client";

import { KeyRound, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { apiRequest } from "@/lib/browser/api/client";
import { clearRiderData } from "@/components/auth/use-auth";
import { ACCOUNT_TEXTS } from "@/lib/1-domain/validation/messages-account";
import { MESSAGES } from "@/lib/1-domain/validation/auth-rules";

export function LoginLinkOpen() {
  const token = useSearchParams().get("token") ?? "";
  const [state, setState] = useState<"ready" | "pending" | "invalid" | "failed">(token ? "ready" : "invalid");

  const open = async () => {
    setState("pending");
    try {
      await apiRequest("POST", "/api/login-link/verify", { token });
    } catch (error) {
      setState(/^400:/.test(error instanceof Error ? error.message : "") ? "invalid" : "failed");
      return;
    }
    // As after a login (components/auth/use-sign-in.ts): nothing kept of a previous rider, then a full load.
    await clearRiderData();
    window.location.replace("/");
  };

  if (state === "invalid") {
    return (
      <Card className="mx-auto mt-6 w-full max-w-md">
        <CardHeader className="items-center text-center">
          <TriangleAlert aria-hidden className="mx-auto size-10 text-destructive" />
          <CardTitle className="text-2xl">
            <h1>{MESSAGES.resetLinkInvalid}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="text-center">
          <p role="alert">{ACCOUNT_TEXTS.loginLinkInvalid}</p>
        </CardContent>
        <CardFooter className="justify-center">
          <Button asChild>
            <Link href="/connexion-par-email">{ACCOUNT_TEXTS.loginLinkAsk}</Link>
          </Button>
        </CardFooter>
      </Card>
    );
  }

  return (
    <Card className="mx-auto mt-6 w-full max-w-md">
      <CardHeader className="items-center text-center">
        <KeyRound aria-hidden className="mx-auto size-10 text-primary" />
        <CardTitle className="text-2xl">
          <h1>{ACCOUNT_TEXTS.loginLinkTitle}</h1>
        </CardTitle>
        <CardDescription>{ACCOUNT_TEXTS.loginLinkOpenIntro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button type="button" className="w-full" onClick={open} disabled={state === "pending"}>
          {state === "pending" ? ACCOUNT_TEXTS.loginLinkOpenPending : ACCOUNT_TEXTS.signIn}
        </Button>
        {state === "failed" && (
          <p role="alert" className="text-sm text-destructive">
            {ACCOUNT_TEXTS.requestFailed}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
