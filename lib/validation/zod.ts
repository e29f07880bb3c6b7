import { z } from "zod";

// Zod's own messages (wrong type, missing field…) in French, for every schema that imports this module.
z.config(z.locales.fr());

export { z };
