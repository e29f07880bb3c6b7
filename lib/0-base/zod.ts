import { array, boolean, config, discriminatedUnion, email, enum as zEnum, literal, number, object, strictObject, string } from "zod";
import type * as Zod from "zod";
import fr from "zod/v4/locales/fr.js";

/*
 * The part of zod our schemas use, with zod's own messages (wrong type, missing field…) in French. Named
 * imports, not zod's `z` namespace: re-exported whole, that namespace brings every locale and the JSON-schema
 * tools into the browser (about 90 kB gzip on each form page).
 */
config(fr());

export const z = { array, boolean, discriminatedUnion, email, enum: zEnum, literal, number, object, strictObject, string };

// The types schemas and their users name as `z.infer<…>`, `z.ZodError`… (types only: nothing is bundled).
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace z {
  export type infer<T> = Zod.infer<T>;
  export type input<T> = Zod.input<T>;
  export type output<T> = Zod.output<T>;
  export type ZodType = Zod.ZodType;
  export type ZodError<T = unknown> = Zod.ZodError<T>;
}
