import { vi } from "vitest";
import { onSharedPagesChanged } from "../lib/3-features/shared-pages/changed";

/*
 * In each test worker: no Next.js process runs beside the tests, so a refresh's renewal of the spots' shared pages
 * is a no-op here (lib/3-features/shared-pages/changed.test.ts tests it on its own).
 */
onSharedPagesChanged(async () => undefined);

/*
 * Route handlers are called here without Next.js's request scope: `connection()` (which tells the framework an API
 * answer is never prerendered) has nothing to tell then.
 */
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => undefined }));
