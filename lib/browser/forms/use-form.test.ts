import type { ChangeEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { MESSAGES } from "@/lib/1-domain/validation/auth-rules";
import type { RegisterInput } from "@/lib/1-domain/validation/auth";
import { createFormControl, type Resolver } from "./use-form";

/*
 * The form hook as a rider meets it, on stand-in fields (no DOM here): what they type, what the fields show,
 * which field has the focus, and the messages the form would render.
 */
type Login = { username: string; password: string; rememberMe: boolean };
const REQUIRED = "Ce champ est obligatoire";
const SHORT = "Au moins 8 caractères";

const check: Resolver<Login> = async (values) => {
  const errors: Partial<Record<keyof Login, { message: string }>> = {};
  if (!values.username.trim()) errors.username = { message: REQUIRED };
  if (values.password.length < 8) errors.password = { message: SHORT };
  return Object.keys(errors).length ? { values, errors } : { values: { ...values, username: values.username.trim() }, errors: {} };
};

type Stand = HTMLInputElement & { focused: boolean };
function page() {
  const order: Stand[] = [];
  const input = (type = "text") => {
    const el = {
      type,
      value: "",
      checked: false,
      focused: false,
      focus() {
        order.forEach((other) => (other.focused = false));
        el.focused = true;
      },
      compareDocumentPosition: (other: Stand) => (order.indexOf(el as Stand) < order.indexOf(other) ? 4 : 2),
    };
    order.push(el as Stand);
    return el as Stand;
  };
  return { input };
}

const changed = (target: Stand) => ({ target }) as unknown as ChangeEvent<HTMLInputElement>;

function loginForm(submit = vi.fn()) {
  const form = createFormControl<Login>({ username: "", password: "", rememberMe: false }, check);
  const { input } = page();
  const fields = { username: input(), password: input("password") };
  const registrations = { username: form.register("username"), password: form.register("password") };
  for (const name of ["username", "password"] as const) registrations[name].ref(fields[name]);
  const type = (name: "username" | "password", text: string) => {
    fields[name].value = text;
    registrations[name].onChange(changed(fields[name]));
  };
  const messages = () => Object.fromEntries(Object.entries(form.formState.errors).map(([k, e]) => [k, e?.message]));
  return { form, fields, type, messages, send: () => form.handleSubmit(submit)(), submit };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("useForm's control", () => {
  it("shows the default values in the fields", () => {
    const form = createFormControl({ name: "Léa", wind: 12 });
    const { input } = page();
    const name = input();
    const wind = input("number");
    form.register("name").ref(name);
    form.register("wind", { valueAsNumber: true }).ref(wind);
    expect([name.value, wind.value]).toEqual(["Léa", "12"]);
  });

  it("says nothing while the rider types, before the first submission", async () => {
    const { type, messages } = loginForm();
    type("username", "");
    type("password", "abc");
    await settle();
    expect(messages()).toEqual({});
  });

  it("on submit, shows every message, focuses the first wrong field and sends nothing", async () => {
    const { send, messages, fields, submit } = loginForm();
    await send();
    expect(messages()).toEqual({ username: REQUIRED, password: SHORT });
    expect(fields.username.focused).toBe(true);
    expect(submit).not.toHaveBeenCalled();
  });

  it("after a failed submission, a message goes as soon as its field is fixed, and the others stay", async () => {
    const { send, messages, type, fields } = loginForm();
    type("username", "rider");
    await send();
    expect(fields.password.focused).toBe(true);
    expect(messages()).toEqual({ password: SHORT });
    type("password", "Kitesurf2026");
    await settle();
    expect(messages()).toEqual({});
    type("password", "Kite");
    await settle();
    expect(messages()).toEqual({ password: SHORT });
  });

  it("sends the checked (normalised) values once the form is right", async () => {
    const { send, type, submit, messages } = loginForm();
    type("username", "  rider ");
    type("password", "Kitesurf2026");
    await send();
    expect(messages()).toEqual({});
    expect(submit).toHaveBeenCalledWith({ username: "rider", password: "Kitesurf2026", rememberMe: false });
  });

  it("shows the server's message on its field, focused when asked, until the field changes", async () => {
    const { form, send, type, fields, messages } = loginForm();
    type("username", "rider");
    type("password", "Kitesurf2026");
    await send();
    form.setError("password", { message: "Mot de passe incorrect" }, { shouldFocus: true });
    expect(messages()).toEqual({ password: "Mot de passe incorrect" });
    expect(fields.password.focused).toBe(true);
    type("password", "Kitesurf2027");
    await settle();
    expect(messages()).toEqual({});
  });

  it("reads numbers from number fields, and an empty one as not a number", async () => {
    const form = createFormControl({ wind: 12 });
    const { input } = page();
    const wind = input("number");
    const reg = form.register("wind", { valueAsNumber: true });
    reg.ref(wind);
    wind.value = "25";
    reg.onChange(changed(wind));
    expect(form.values.wind).toBe(25);
    wind.value = "";
    reg.onChange(changed(wind));
    expect(form.values.wind).toBeNaN();
  });

  it("reset puts new values in the fields and forgets the messages; resetField empties one field", async () => {
    const { form, send, fields, messages } = loginForm();
    await send();
    form.reset({ username: "lea", password: "secret-word", rememberMe: true });
    expect([fields.username.value, fields.password.value, messages()]).toEqual(["lea", "secret-word", {}]);
    form.resetField("password");
    expect(fields.password.value).toBe("secret-word");
    form.setValue("password", "other-word");
    expect(fields.password.value).toBe("other-word");
    form.resetField("password");
    expect(fields.password.value).toBe("secret-word");
  });

  it("tells watchers of a value when it changes (a checkbox drawn by hand, a watched e-mail)", () => {
    const form = createFormControl<Login>({ username: "", password: "", rememberMe: false });
    const seen: boolean[] = [];
    form.subscribe(() => seen.push(form.values.rememberMe));
    form.change("rememberMe", true);
    form.setValue("rememberMe", false);
    expect(seen).toEqual([true, false]);
  });
});

describe("lazyZodResolver", () => {
  it("gives each wrong field the schema's first French message, and the parsed values when right", async () => {
    const resolver = lazyZodResolver<RegisterInput>(() => import("@/lib/1-domain/validation/auth").then((m) => m.RegisterSchema));
    const empty = { username: "", email: "", firstName: "", lastName: "", password: "" };
    expect((await resolver(empty)).errors).toEqual({
      username: expect.objectContaining({ message: MESSAGES.usernameMin5 }),
      email: expect.objectContaining({ message: MESSAGES.emailRequired }),
      password: expect.objectContaining({ message: MESSAGES.passwordMin8 }),
    });
    const right = await resolver({ ...empty, username: "rider_01", email: " Lea@Example.FR ", password: "Kitesurf2026" });
    expect(right).toEqual({ values: { ...empty, username: "rider_01", email: "lea@example.fr", password: "Kitesurf2026" }, errors: {} });
  });
});
