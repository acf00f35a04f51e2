// A person as a response names them: the id to link to and the two name parts (either may be
// blank until the profile is complete). One shape for every list that shows who did something.
import { z } from "zod";

export const personSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
