import { z } from "zod";
import { emailField } from "~/lib/schemas/account";
import { text } from "~/lib/schemas/fields";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "~/mock/blog";

/** The blog's forms, shared by the browser (instant feedback) and the server (the real check); messages are keys. */
export const BlogCommentSchema = z.object({
  name: text({ min: 2, max: 80 }),
  email: emailField,
  comment: text({ min: 2, max: 2000 }),
});

export const BlogEditSchema = z.object({
  blogTitle: text({ min: 3, max: 160 }),
  slug: z
    .string({ error: "validation.required" })
    .trim()
    .max(160, "validation.tooLong")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "demo-blog:validation.slug"),
  blogCategories: z
    .array(z.enum(BLOG_CATEGORIES, { error: "common:validation.choice" }), { error: "demo-blog:validation.category" })
    .min(1, "demo-blog:validation.category"),
  status: z.enum(BLOG_STATUSES, { error: "common:validation.choice" }),
  excerpt: z.string().trim().max(500, "validation.tooLong").optional(),
  content: z.string({ error: "validation.required" }).max(50_000, "validation.tooLong"),
  featuredImage: z.instanceof(File).optional(),
});
