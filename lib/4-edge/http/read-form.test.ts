import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HTTP_ERRORS, Invalid, PayloadTooLarge } from "../../0-base/errors";
import { MAX_JSON_BODY_BYTES, readForm } from "./route";

/* Form bodies (the RFC 8058 one-click unsubscribe): first values, size cap, no files, French refusals. */
const Schema = z.object({ a: z.string() }).loose();
const post = (body: BodyInit, type?: string) =>
  new Request("http://localhost:3000/x", { method: "POST", body, headers: type ? { "content-type": type } : {} });
const URLENCODED = "application/x-www-form-urlencoded";

describe("readForm", () => {
  it("reads urlencoded and multipart forms as their first values", async () => {
    expect(await readForm(post("a=1&a=2&b=%C3%A9t%C3%A9", URLENCODED), Schema)).toEqual({ a: "1", b: "été" });
    const form = new FormData();
    form.append("a", "x");
    expect(await readForm(post(form), Schema)).toEqual({ a: "x" });
  });

  it("refuses other bodies, files, NUL and oversized forms in French", async () => {
    const file = new FormData();
    file.append("a", new Blob(["x"]), "x.txt");
    const cases: [Request, unknown][] = [
      [post('{"a":"1"}', "application/json"), new Invalid(HTTP_ERRORS.notForm)],
      [post("a=1", "text/plain"), new Invalid(HTTP_ERRORS.notForm)],
      [post(file), new Invalid(HTTP_ERRORS.notForm)],
      [post("a=%00", URLENCODED), new Invalid(HTTP_ERRORS.nulCharacter)],
      [post(`a=${"x".repeat(MAX_JSON_BODY_BYTES)}`, URLENCODED), new PayloadTooLarge()],
    ];
    for (const [req, error] of cases) await expect(readForm(req, Schema)).rejects.toEqual(error);
  });
});
