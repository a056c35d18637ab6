import { z } from "zod";
import { addDays, avatarUrl, createRandom, makeRoom, isoDate, matches, nextId, notFound, processState } from "./core";
import { people } from "./people";

/** Demo task list (SPEC point 7, Todo): flags, tags, soft delete, five sort orders. */
export const TASK_TAGS = ["update", "team", "low", "medium", "high"] as const;
export type TaskTag = (typeof TASK_TAGS)[number];
export const TASK_FILTERS = ["important", "completed", "deleted"] as const;
export const TASK_SORTS = ["latest", "title-asc", "title-desc", "assignee", "due-date"] as const;

export interface Task {
  id: number;
  title: string;
  dueDate: string;
  description: string;
  assignee: { fullName: string; avatar: string } | null;
  tags: TaskTag[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}

const TITLES = [
  "Confirm the Hamburg container booking",
  "Send the Lyon pallet offer",
  "Check customs papers for KRG-2041",
  "Call the Mersin port agent",
  "Update the express price list",
  "Prepare the Q3 freight report",
  "Book a reefer for the fish export",
  "Review the insurance claim",
  "Train new agents on the tariff finder",
  "Renew the warehouse lease",
  "Answer the Porto address change",
  "Plan driver holidays",
  "Compare fuel surcharge offers",
  "Archive delivered shipments",
  "Fix the label printer in Bursa",
  "Negotiate the sea freight rate",
  "Collect proforma invoices",
  "Welcome the new corporate customer",
  "Audit dangerous goods declarations",
  "Order packing material",
  "Publish the branch opening news",
  "Check the Rotterdam congestion notice",
];

function createTasks(now: Date): { tasks: Task[]; team: Array<{ fullName: string; avatar: string }> } {
  const rng = createRandom(7_303);
  const team = people(rng, 6);
  const tasks = TITLES.map((title, i) => {
    const who = rng.chance(0.85) ? team[rng.int(0, team.length - 1)] : null;
    const tags = TASK_TAGS.filter(() => rng.chance(0.3));
    return {
      id: i + 1,
      title,
      dueDate: isoDate(addDays(now, rng.int(-10, 25))),
      description: `<p>${title}. Coordinate with the branch team and note the outcome in the shipment file.</p>`,
      assignee: who ? { fullName: who.fullName, avatar: avatarUrl(who.fullName) } : null,
      tags: tags.length ? tags : [rng.pick(TASK_TAGS)],
      isCompleted: rng.chance(0.3),
      isDeleted: i % 7 === 5,
      isImportant: rng.chance(0.3),
    };
  });
  return { tasks, team: team.map((p) => ({ fullName: p.fullName, avatar: avatarUrl(p.fullName) })) };
}

const state = processState(createTasks);
export const resetTasks = state.reset;

export const TaskListQuery = z.object({
  q: z.string().trim().max(200).default(""),
  filter: z.preprocess((v) => (v === "" ? undefined : v), z.enum(TASK_FILTERS).optional()),
  tag: z.preprocess((v) => (v === "" ? undefined : v), z.enum(TASK_TAGS).optional()),
  sortBy: z.preprocess((v) => (v === "" || v === undefined ? "latest" : v), z.enum(TASK_SORTS)),
});

const collator = new Intl.Collator("tr", { sensitivity: "base" });

const SORTS: Record<(typeof TASK_SORTS)[number], (a: Task, b: Task) => number> = {
  latest: (a, b) => b.id - a.id,
  "title-asc": (a, b) => collator.compare(a.title, b.title) || a.id - b.id,
  "title-desc": (a, b) => collator.compare(b.title, a.title) || b.id - a.id,
  assignee: (a, b) => {
    if (!a.assignee || !b.assignee) return (a.assignee ? 0 : 1) - (b.assignee ? 0 : 1) || b.id - a.id;
    return collator.compare(a.assignee.fullName, b.assignee.fullName) || b.id - a.id;
  },
  "due-date": (a, b) => a.dueDate.localeCompare(b.dueDate) || b.id - a.id,
};

/**
 * The task list. Without a filter deleted tasks are hidden; `deleted` shows only those;
 * `important` and `completed` never include deleted tasks. `q` matches the title.
 */
export function listTasks(input: z.output<typeof TaskListQuery>): Task[] {
  return state
    .get()
    .tasks.filter((t) => (input.filter === "deleted" ? t.isDeleted : !t.isDeleted))
    .filter((t) => (input.filter === "important" ? t.isImportant : input.filter === "completed" ? t.isCompleted : true))
    .filter((t) => (input.tag ? t.tags.includes(input.tag) : true))
    .filter((t) => matches(t.title, input.q))
    .sort(SORTS[input.sortBy]);
}

const TaskFields = z.object({
  title: z.string().trim().min(1).max(200),
  dueDate: z.iso.date().or(z.iso.datetime({ offset: true }).transform((v) => v.slice(0, 10))),
  description: z.string().max(10_000).default(""),
  assignee: z
    .object({ fullName: z.string().trim().min(1).max(120), avatar: z.string().max(500).default("") })
    .nullable()
    .default(null),
  tags: z.array(z.enum(TASK_TAGS)).max(TASK_TAGS.length).default([]),
  isCompleted: z.boolean().default(false),
  isImportant: z.boolean().default(false),
});

export const AddTaskBody = z.object({ task: TaskFields });
export const UpdateTaskBody = z.object({
  task: TaskFields.extend({ id: z.coerce.number().int().positive(), isDeleted: z.boolean().default(false) }),
});

export function addTask(input: z.output<typeof AddTaskBody>): Task {
  const { tasks } = state.get();
  makeRoom(tasks);
  const task: Task = { ...input.task, tags: [...new Set(input.task.tags)], id: nextId(tasks), isDeleted: false };
  tasks.push(task);
  return task;
}

export function updateTask(input: z.output<typeof UpdateTaskBody>): Task {
  const task = state.get().tasks.find((t) => t.id === input.task.id);
  if (!task) throw notFound("Task");
  Object.assign(task, input.task, { tags: [...new Set(input.task.tags)] });
  return task;
}

export const DeleteTaskQuery = z.object({ taskId: z.coerce.number().int().positive() });

/** Soft delete: the task stays, flagged deleted (it shows under the "deleted" filter). */
export function deleteTask(taskId: number): Task {
  const task = state.get().tasks.find((t) => t.id === taskId);
  if (!task) throw notFound("Task");
  task.isDeleted = true;
  return task;
}

/** The people a task can be assigned to (the sample team), by full name. */
export function taskAssignees(): Array<{ fullName: string; avatar: string }> {
  return [...state.get().team].sort((a, b) => collator.compare(a.fullName, b.fullName));
}

export function getTask(taskId: number): Task {
  const task = state.get().tasks.find((t) => t.id === taskId);
  if (!task) throw notFound("Task");
  return task;
}
