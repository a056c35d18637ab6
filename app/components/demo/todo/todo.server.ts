import { data } from "react-router";
import { parseWithZod, refusedSubmission } from "~/lib/submission";
import { sanitizeRichText } from "~/lib/content/html.server";
import { redirectWithToast } from "~/lib/toast.server";
import { MockError } from "~/mock/core";
import { AddTaskBody, UpdateTaskBody, addTask, getTask, taskAssignees, updateTask } from "~/mock/todo";
import { TaskFormSchema, TaskToggleSchema, todoSearch } from "./schemas";

/** The task with this id, or the page's 404. */
export function requireTask(id: number) {
  try {
    return getTask(id);
  } catch (error) {
    if (error instanceof MockError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * Every task form posts here: add/update from the form (page or drawer), and the per-task buttons.
 * Success goes back to the list view in `url`'s search; a refusal is a 400 with the field's message.
 */
export async function todoAction(request: Request, url: URL) {
  const formData = await request.formData();
  const back = `/apps/todo${todoSearch(url.searchParams)}`;
  const intent = formData.get("intent");
  if (intent === "add" || intent === "update") {
    const submission = parseWithZod(formData, { schema: TaskFormSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const v = submission.value;
    const person = v.assignee ? taskAssignees().find((p) => p.fullName === v.assignee) : null;
    if (v.assignee && !person)
      return data(
        { result: submission.reply({ fieldErrors: { assignee: ["demo-todo:errors.assignee"] } }) },
        { status: 400 },
      );
    const fields = {
      title: v.title,
      dueDate: v.dueDate,
      description: sanitizeRichText(v.description ?? ""),
      assignee: person ?? null,
      tags: v.tags ?? [],
      isImportant: v.isImportant ?? false,
      isCompleted: v.isCompleted ?? false,
    };
    if (v.intent === "add") {
      addTask(AddTaskBody.parse({ task: fields }));
      return redirectWithToast(request, back, { key: "demo-todo:toasts.added" });
    }
    const existing = getTaskOrNull(v.taskId!);
    if (!existing)
      return data({ result: submission.reply({ formErrors: ["demo-todo:errors.unknownTask"] }) }, { status: 400 });
    updateTask(UpdateTaskBody.parse({ task: { ...fields, id: existing.id, isDeleted: existing.isDeleted } }));
    return redirectWithToast(request, back, { key: "demo-todo:toasts.updated" });
  }
  const submission = parseWithZod(formData, { schema: TaskToggleSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const task = getTaskOrNull(submission.value.taskId);
  if (!task)
    return data(
      { result: refusedSubmission(formData, { taskId: ["demo-todo:errors.unknownTask"] }).reply() },
      { status: 400 },
    );
  const change = {
    "toggle-complete": { isCompleted: !task.isCompleted },
    "toggle-important": { isImportant: !task.isImportant },
    delete: { isDeleted: true },
    restore: { isDeleted: false },
  }[submission.value.intent];
  updateTask(UpdateTaskBody.parse({ task: { ...task, ...change } }));
  return redirectWithToast(request, back, { key: `demo-todo:toasts.${submission.value.intent}` });
}

function getTaskOrNull(id: number) {
  try {
    return getTask(id);
  } catch (error) {
    if (error instanceof MockError && error.status === 404) return null;
    throw error;
  }
}
