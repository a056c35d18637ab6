import type { Task, TaskTag } from "~/mock/todo";
import type { TaskDefaults } from "./TaskForm";

/** Each tag's colour from the theme's palette. */
export const TAG_COLORS: Record<TaskTag, "primary" | "success" | "warning" | "error" | "info"> = {
  team: "primary",
  low: "success",
  medium: "warning",
  high: "error",
  update: "info",
};

/** The edit form's starting values for a task. */
export function taskDefaults(task: Task): TaskDefaults {
  return {
    taskId: task.id,
    title: task.title,
    dueDate: task.dueDate,
    description: task.description,
    assignee: task.assignee?.fullName ?? "",
    tags: task.tags,
    isImportant: task.isImportant,
    isCompleted: task.isCompleted,
  };
}
