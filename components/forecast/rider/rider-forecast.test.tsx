// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { AuthProvider } from "@/components/auth/use-auth";
import { DRAWN_BY_BROWSER, hydrateWhileLoading, never, PendingPart, PLACEHOLDER, streamedShell } from "@/tests/support/streamed-page";
import { RiderForecastProvider, useRiderForecast } from "./rider-forecast";

/*
 * A forecast page reads the browser's clock right after hydrating, long before the rider is known (GET /api/user). The
 * rider's context must not change then: a new value reaches every part of the page not hydrated yet (the week's day
 * cards), and React would hydrate them all in that one urgent render, the phone's longest task. A part whose HTML is
 * still streaming shows it: React draws it itself instead of waiting for it.
 */

function Known() {
  const { known } = useRiderForecast();
  return <p>{known ? "Rider connu" : "Rider attendu"}</p>;
}

function Page({ server }: { server: boolean }) {
  return (
    <div>
      <AuthProvider>
        <RiderForecastProvider verdict={null}>
          <Known />
          <PendingPart server={server} />
        </RiderForecastProvider>
      </AuthProvider>
    </div>
  );
}

describe("RiderForecastProvider", () => {
  it("keeps its value while only the clock moves, leaving the parts still to come to React's own pace", async () => {
    const html = await streamedShell(<Page server />);
    expect(html).toContain(PLACEHOLDER);
    // The rider is not known yet: GET /api/user has not answered.
    vi.stubGlobal("fetch", () => never);

    const { container, errors } = await hydrateWhileLoading(html, <Page server={false} />);

    expect(container.textContent).toContain("Rider attendu");
    expect(container.textContent).toContain(PLACEHOLDER);
    expect(container.textContent).not.toContain(DRAWN_BY_BROWSER);
    expect(errors).toEqual([]);
  });
});
