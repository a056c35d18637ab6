import { z } from "zod";

/** The editor demo's one field: rich text, sanitised by the server before it is shown. */
export const EditorSchema = z.object({
  content: z
    .string({ error: "demo-gallery-2:editor.required" })
    .trim()
    .min(1, "demo-gallery-2:editor.required")
    .max(20_000, "demo-gallery-2:editor.tooLong"),
});
