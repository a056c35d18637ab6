import { z } from "zod";
import { TASK_TAGS } from "~/mock/todo";

/** The task form (add and edit): the task's own field names; `assignee` is a full name of the team. */
export const TaskFormSchema = z
  .object({
    intent: z.enum(["add", "update"]),
    taskId: z.coerce.number().int().positive().optional(),
    title: z
      .string({ error: "validation.required" })
      .trim()
      .min(1, "validation.required")
      .max(200, "validation.tooLong"),
    dueDate: z.iso.date({ error: "demo-todo:errors.dueDate" }),
    description: z.string().max(10_000, "validation.tooLong").optional(),
    assignee: z.string().trim().max(120).optional(),
    tags: z.array(z.enum(TASK_TAGS)).max(TASK_TAGS.length).optional(),
    isImportant: z.boolean().optional(),
    isCompleted: z.boolean().optional(),
  })
  .refine((v) => v.intent === "add" || v.taskId !== undefined, {
    message: "demo-todo:errors.unknownTask",
    path: ["taskId"],
  });

/** A one-button change of one task. */
export const TaskToggleSchema = z.object({
  intent: z.enum(["toggle-complete", "toggle-important", "delete", "restore"]),
  taskId: z.coerce.number().int().positive(),
});

export const TODO_SORT_LABELS = ["latest", "title-asc", "title-desc", "assignee", "due-date"] as const;

/** The list's filters as a search string, to come back to the same view after a change. */
export function todoSearch(params: URLSearchParams): string {
  const keep = new URLSearchParams();
  for (const name of ["filter", "tag", "q", "sortBy"]) {
    const value = params.get(name);
    if (value) keep.set(name, value);
  }
  const text = keep.toString();
  return text ? `?${text}` : "";
}
