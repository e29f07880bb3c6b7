import { describe, expect, it } from "vitest";
import { HTTP_ERRORS } from "../../0-base/errors";
import { clientErrorAnswer, refuseRawRequest, respelledUrl } from "./request-guard";

describe("refuseRawRequest", () => {
  it("refuses the methods Next cannot represent with a 405 and the allowed list", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND", "get", undefined]) {
      const refusal = refuseRawRequest(method, "/api/spots");
      expect(refusal?.status).toBe(405);
      expect(refusal?.message).toBe(HTTP_ERRORS.methodNotAllowed);
      expect(refusal?.headers?.allow).toContain("PATCH");
    }
  });

  it("refuses a broken percent-encoding in the path with a 400, whatever the query says", () => {
    for (const url of ["/api/spots/%ZZ", "/spots/%E0%A4%A/weather", "/%", "*", "http://evil.example/"]) {
      expect(refuseRawRequest("GET", url)).toMatchObject({ status: 400, message: HTTP_ERRORS.badPath });
    }
  });

  it("lets ordinary requests through", () => {
    for (const url of ["/", "/api/spots/12", "/spots/3/weather?x=%ZZ", "/api/spots?q=%C3%A9t%C3%A9"]) {
      expect(refuseRawRequest("GET", url)).toBeNull();
    }
    expect(refuseRawRequest("DELETE", "/api/spots/1/favorite")).toBeNull();
  });
});

describe("clientErrorAnswer", () => {
  const error = (code: string) => Object.assign(new Error(code), { code });
  it("answers an upload cut before its Content-Length with a French JSON 400", () => {
    const raw = clientErrorAnswer(error("HPE_INVALID_EOF_STATE"), true)!;
    expect(raw.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
    const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
    expect(JSON.parse(body)).toEqual({ message: HTTP_ERRORS.bodyCut });
    expect(raw).toContain(`content-length: ${Buffer.byteLength(body)}`);
    expect(JSON.parse(clientErrorAnswer(error("HPE_INVALID_METHOD"), true)!.split("\r\n\r\n")[1]!)).toEqual({ message: HTTP_ERRORS.badRequest });
  });

  it("writes nothing on a connection that is gone", () => {
    expect(clientErrorAnswer(error("ECONNRESET"), true)).toBeNull();
    expect(clientErrorAnswer(error("HPE_INVALID_EOF_STATE"), false)).toBeNull();
  });
});

describe("respelledUrl", () => {
  it("respells empty segments and backslashes, keeping the query; leaves a clean path alone", () => {
    expect(respelledUrl("/spots//12/weather?modele=arome")).toBe("/spots/12/weather?modele=arome");
    expect(respelledUrl("//spots")).toBe("/spots");
    expect(respelledUrl("/spots\\12")).toBe("/spots/12");
    expect(respelledUrl("/spots/12?next=//evil.example")).toBeNull();
    expect(respelledUrl("/spots")).toBeNull();
  });
});
