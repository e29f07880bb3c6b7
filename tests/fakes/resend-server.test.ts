import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetPasswordEmail } from "@/lib/1-domain/mail/reset-email";
import { startFakeResend, type FakeResend } from "./resend-server";

let fake: FakeResend;

beforeAll(async () => {
  fake = await startFakeResend({ port: 0 });
  // lib/0-base/env.ts reads the environment once per module graph: set it before the first import of send.ts.
  vi.stubEnv("RESEND_API_KEY", "re_test_unit");
  vi.stubEnv("RESEND_BASE_URL", fake.url);
  vi.stubEnv("MAIL_FROM", "Alizé <no-reply@alize.test>");
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

describe("the fake Resend server", () => {
  it("captures what the real SDK sends, through RESEND_BASE_URL", async () => {
    const { sendMail } = await import("@/lib/2-stores/mail/send");
    const link = "http://localhost:3000/reset-password?token=abc";
    await sendMail(resetPasswordEmail("Lea@Example.fr", "Léa", link));
    const mail = await fake.waitForMail("lea@example.fr", 1000);
    expect(mail).toMatchObject({ from: "Alizé <no-reply@alize.test>", to: ["lea@example.fr"] });
    expect(mail.subject).toMatch(/Réinitialisation/);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("waits for a mail that has not arrived yet, and times out in French otherwise", async () => {
    const waiting = fake.waitForMail("late@example.fr", 2000);
    const res = await fetch(`${fake.url}/emails`, {
      method: "POST",
      headers: { authorization: "Bearer re_x", "content-type": "application/json" },
      body: JSON.stringify({ from: "a@b.fr", to: "late@example.fr", subject: "S", text: "T" }),
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    expect((await waiting).id).toBe(id);
    await expect(fake.waitForMail("nobody@example.fr", 100)).rejects.toThrow(/Aucun e-mail reçu/);
  });

  it("refuses what Resend refuses: no key, no recipient, not JSON", async () => {
    const post = (headers: Record<string, string>, body: string) => fetch(`${fake.url}/emails`, { method: "POST", headers, body });
    expect((await post({}, "{}")).status).toBe(401);
    expect((await post({ authorization: "Bearer k" }, JSON.stringify({ from: "a@b.fr", subject: "S", text: "T" }))).status).toBe(422);
    expect((await post({ authorization: "Bearer k" }, "nope")).status).toBe(400);
  });

  it("keeps the headers and the idempotency key sent, and sends a key's mail once, like Resend", async () => {
    const { sendMail } = await import("@/lib/2-stores/mail/send");
    const mail = { ...resetPasswordEmail("key@example.fr", "K", "http://l"), headers: { "List-Unsubscribe": "<http://u>" } };
    await sendMail(mail, { idempotencyKey: "k-1" });
    await sendMail(mail, { idempotencyKey: "k-1" });
    const sent = fake.mails.filter((m) => m.to.includes("key@example.fr"));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ idempotencyKey: "k-1", headers: { "List-Unsubscribe": "<http://u>" } });
    // The same key with another payload: Resend's 409, nothing sent.
    await expect(sendMail({ ...mail, subject: "Autre" }, { idempotencyKey: "k-1" })).rejects.toMatchObject({ code: "invalid_idempotent_request" });
    expect(fake.mails.filter((m) => m.to.includes("key@example.fr"))).toHaveLength(1);
  });

  it("plays an outage: down sends nothing, lose-answer keeps the mail but answers an error", async () => {
    const { sendMail } = await import("@/lib/2-stores/mail/send");
    const mail = resetPasswordEmail("outage@example.fr", "O", "http://l");
    const count = () => fake.mails.filter((m) => m.to.includes("outage@example.fr")).length;
    try {
      fake.outage("down");
      await expect(sendMail(mail, { idempotencyKey: "o-1" })).rejects.toThrow(/Resend a refusé/);
      expect(count()).toBe(0);
      fake.outage("lose-answer");
      await expect(sendMail(mail, { idempotencyKey: "o-1" })).rejects.toThrow(/Resend a refusé/);
      expect(count()).toBe(1);
    } finally {
      fake.outage(null);
    }
    await sendMail(mail, { idempotencyKey: "o-1" }); // the retry: answered, not sent again
    expect(count()).toBe(1);
  });

  it("makes sendMail fail loudly (in French) when Resend answers an error", async () => {
    const broken = await startFakeResend({ port: 0 });
    await broken.close(); // nothing listens there any more
    vi.stubEnv("RESEND_BASE_URL", broken.url);
    vi.resetModules(); // a fresh lib/0-base/env.ts reads the new base URL
    const { sendMail } = await import("@/lib/2-stores/mail/send");
    await expect(sendMail(resetPasswordEmail("x@example.fr", "x", "http://l"))).rejects.toThrow(/Resend a refusé/);
  });
});
