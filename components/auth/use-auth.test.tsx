// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_PREFERENCES } from "@/lib/1-domain/validation/preferences";
import type { PublicUser } from "@/lib/1-domain/users/public-user";
import { DRAWN_BY_BROWSER, hydrateWhileLoading, PendingPart, PLACEHOLDER, streamedShell } from "@/tests/support/streamed-page";
import { AuthProvider, useAuth } from "./use-auth";

/*
 * A page's rider-specific part streams in late, inside a Suspense boundary (the home, app/(app)/page.tsx). If the
 * browser learns the rider (GET /api/user) before that part's HTML has arrived, nothing may draw the part in its
 * place: React would draw it itself beside the streamed copy (two « Où naviguer » on the home, the part rendered
 * twice on a phone). Here the part's HTML never arrives, and the page must keep showing its placeholder.
 */

const rider: PublicUser = {
  id: 7,
  username: "leucate_rider",
  email: "rider@example.fr",
  firstName: "Camille",
  lastName: null,
  isAuthenticated: true,
  preferences: DEFAULT_PREFERENCES,
};

function Greeting() {
  const { user, known } = useAuth();
  return <p>{known ? `Bonjour ${user?.firstName ?? "inconnu"}` : "Qui est là ?"}</p>;
}

function Page({ server }: { server: boolean }) {
  return (
    <div>
      <AuthProvider>
        <Greeting />
        <PendingPart server={server} />
      </AuthProvider>
    </div>
  );
}

describe("AuthProvider", () => {
  it("learns the rider without drawing a part whose HTML is still streaming", async () => {
    const html = await streamedShell(<Page server />);
    expect(html).toContain(PLACEHOLDER);
    expect(html).not.toContain(DRAWN_BY_BROWSER);
    let answer!: (response: Response) => void;
    vi.stubGlobal("fetch", () => new Promise<Response>((resolve) => (answer = resolve)));

    const { container, errors } = await hydrateWhileLoading(html, <Page server={false} />);
    expect(container.textContent).toContain("Qui est là ?");
    expect(container.textContent).toContain(PLACEHOLDER);

    await act(async () => answer(Response.json(rider)));

    expect(container.textContent).toContain("Bonjour Camille");
    expect(container.textContent).toContain(PLACEHOLDER);
    expect(container.textContent).not.toContain(DRAWN_BY_BROWSER);
    expect(errors).toEqual([]);
  });
});
