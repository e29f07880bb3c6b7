import { describe, expect, it } from "vitest";
import { BAD_PATH, METHOD_NOT_ALLOWED, refuseRawRequest } from "./request-guard";

describe("refuseRawRequest", () => {
  it("refuses the methods Next cannot represent with a 405 and the allowed list", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND", "get", undefined]) {
      const refusal = refuseRawRequest(method, "/api/spots");
      expect(refusal?.status).toBe(405);
      expect(refusal?.message).toBe(METHOD_NOT_ALLOWED);
      expect(refusal?.headers?.allow).toContain("PATCH");
    }
  });

  it("refuses a broken percent-encoding in the path with a 400, whatever the query says", () => {
    for (const url of ["/api/spots/%ZZ", "/spots/%E0%A4%A/weather", "/%", "*", "http://evil.example/"]) {
      expect(refuseRawRequest("GET", url)).toMatchObject({ status: 400, message: BAD_PATH });
    }
  });

  it("lets ordinary requests through", () => {
    for (const url of ["/", "/api/spots/12", "/spots/3/weather?x=%ZZ", "/api/spots?q=%C3%A9t%C3%A9"]) {
      expect(refuseRawRequest("GET", url)).toBeNull();
    }
    expect(refuseRawRequest("DELETE", "/api/spots/1/favorite")).toBeNull();
  });
});
