import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/alerts/route";
import { POST as unsubscribe } from "@/app/api/alerts/unsubscribe/route";
import { unsubscribeApiPath } from "@/lib/3-features/alerts/unsubscribe";
import { UNSUBSCRIBE_TEXTS } from "@/lib/1-domain/alerts/messages-unsubscribe";
import { deleteAlert } from "@/lib/2-stores/alerts/store";
import { getDb } from "@/db/client";
import type { AlertView } from "@/lib/1-domain/validation/alerts";
import { alertInput } from "@/tests/support/alerts";
import { call, registerUser } from "@/tests/support/api";
import { insertTestSpots } from "@/tests/support/spots";
import { UnsubscribeContent } from "./page";

/* The page an alert e-mail's unsubscribe link leads to, rendered as the server sends it. */
let spot: Awaited<ReturnType<typeof insertTestSpots<"a">>>;
beforeAll(async () => {
  spot = await insertTestSpots([{ key: "a", latitude: 10.5, longitude: -30.5 }]);
});
afterAll(() => spot.remove());

const render = async (token?: string) => renderToStaticMarkup(await UnsubscribeContent({ searchParams: Promise.resolve(token === undefined ? {} : { token }) }));
const decode = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&").replaceAll("&quot;", '"');

async function alertLink() {
  const { cookie, user } = await registerUser();
  const alert = (await (await call(create, { method: "POST", cookie, body: alertInput(spot.ids.a) })).json()) as AlertView;
  const link = unsubscribeApiPath(alert.id);
  return { userId: user.id, alert, link, token: new URL(link, "http://x").searchParams.get("token")! };
}

describe("the unsubscribe page", () => {
  it("names the spot and offers the one-click button; viewing it twice changes nothing", async () => {
    const { link, token } = await alertLink();
    for (let i = 0; i < 2; i++) {
      const html = decode(await render(token));
      expect(html).toContain(UNSUBSCRIBE_TEXTS.question(spot.names.a));
      expect(html).toContain(`<form action="${link}" method="post">`);
      expect(html).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click"/>');
      expect(html).toContain(`${UNSUBSCRIBE_TEXTS.pauseButton}</button>`);
    }
  });

  it("says « Alerte mise en pause » once the button is pressed, with the way to « Mes alertes »", async () => {
    const { link, token } = await alertLink();
    const req = new Request(`http://localhost:3000${link}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: "http://localhost:3000" },
      body: "List-Unsubscribe=One-Click",
    });
    expect((await unsubscribe(req, {})).status).toBe(303);
    const html = decode(await render(token));
    expect(html).toContain(`<h1>${UNSUBSCRIBE_TEXTS.pausedTitle}</h1>`);
    expect(html).toContain(UNSUBSCRIBE_TEXTS.pausedBody(spot.names.a));
    expect(html).toContain(`href="/profile">${UNSUBSCRIBE_TEXTS.myAlerts}</a>`);
    expect(html).not.toContain("<form");
  });

  it("explains a broken link or a deleted alert in French, with no button", async () => {
    for (const token of [undefined, "", "12.forged", "x".repeat(500)]) {
      const html = decode(await render(token));
      expect(html).toContain(`<h1>${UNSUBSCRIBE_TEXTS.invalidLink}</h1>`);
      expect(html).not.toContain("<form");
    }
    const { userId, alert, token } = await alertLink();
    await deleteAlert(getDb(), userId, alert.id);
    const html = decode(await render(token));
    expect(html).toContain(`<h1>${UNSUBSCRIBE_TEXTS.missingTitle}</h1>`);
    expect(html).not.toContain("<form");
  });
});
