// The hand-over record's one switch: `?amounts=false` leaves job amounts and upkeep costs out.
// Strict: a misspelt switch (`?amount=false`) is refused rather than read as "amounts in".
import { z } from "zod";

export const handoverQuerySchema = z
  .object({
    amounts: z.enum(["true", "false"], "amounts must be true or false").default("true"),
  })
  .strict();
