import { beforeEach, describe, expect, it } from "vitest";
import { MockError, resetMockState } from "./core";
import {
  AddTaskBody,
  TaskListQuery,
  UpdateTaskBody,
  addTask,
  deleteTask,
  getTask,
  listTasks,
  taskAssignees,
  updateTask,
} from "./todo";

const list = (q: Record<string, string> = {}) => listTasks(TaskListQuery.parse(q));

describe("demo todo", () => {
  beforeEach(() => resetMockState(new Date("2025-06-15T12:00:00Z")));

  it("has at least 18 tasks and sorts newest id first by default, hiding deleted ones", () => {
    const all = [...list(), ...list({ filter: "deleted" })];
    expect(all.length).toBeGreaterThanOrEqual(18);
    const ids = list().map((t) => t.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(list().some((t) => t.isDeleted)).toBe(false);
  });

  it("filters important, completed (never deleted) and deleted, by tag and by title", () => {
    expect(list({ filter: "deleted" }).every((t) => t.isDeleted)).toBe(true);
    expect(list({ filter: "deleted" }).length).toBeGreaterThan(0);
    for (const filter of ["important", "completed"] as const) {
      const rows = list({ filter });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((t) => !t.isDeleted && (filter === "important" ? t.isImportant : t.isCompleted))).toBe(true);
    }
    expect(list({ tag: "high" }).every((t) => t.tags.includes("high"))).toBe(true);
    const hits = list({ q: "OFFER" });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((t) => /offer/i.test(t.title))).toBe(true);
  });

  it("sorts by title, assignee (unassigned last) and due date (oldest first)", () => {
    const asc = list({ sortBy: "title-asc" }).map((t) => t.title);
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b, "tr", { sensitivity: "base" })));
    expect(list({ sortBy: "title-desc" }).map((t) => t.title)).toEqual([...asc].reverse());
    const byAssignee = list({ sortBy: "assignee" });
    const firstUnassigned = byAssignee.findIndex((t) => !t.assignee);
    if (firstUnassigned >= 0) expect(byAssignee.slice(firstUnassigned).every((t) => !t.assignee)).toBe(true);
    const due = list({ sortBy: "due-date" }).map((t) => t.dueDate);
    expect([...due].sort()).toEqual(due);
    expect(TaskListQuery.safeParse({ sortBy: "random" }).success).toBe(false);
  });

  it("adds, updates and soft-deletes", () => {
    const task = addTask(
      AddTaskBody.parse({
        task: { title: "Call the broker", dueDate: "2025-07-01", tags: ["high"], isImportant: true },
      }),
    );
    expect(task).toMatchObject({ title: "Call the broker", isDeleted: false, isCompleted: false, assignee: null });
    expect(list()[0].id).toBe(task.id);
    const updated = updateTask(UpdateTaskBody.parse({ task: { ...task, isCompleted: true } }));
    expect(updated.isCompleted).toBe(true);
    expect(list({ filter: "completed" }).some((t) => t.id === task.id)).toBe(true);
    deleteTask(task.id);
    expect(list().some((t) => t.id === task.id)).toBe(false);
    expect(list({ filter: "completed" }).some((t) => t.id === task.id)).toBe(false);
    expect(list({ filter: "deleted" }).some((t) => t.id === task.id)).toBe(true);
  });

  it("answers 404 for unknown ids and rejects bad tasks", () => {
    expect(() => deleteTask(999)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => updateTask(UpdateTaskBody.parse({ task: { id: 999, title: "x", dueDate: "2025-01-01" } }))).toThrow(
      expect.objectContaining({ status: 404 }),
    );
    expect(AddTaskBody.safeParse({ task: { title: "", dueDate: "2025-01-01" } }).success).toBe(false);
    expect(AddTaskBody.safeParse({ task: { title: "x", dueDate: "tomorrow" } }).success).toBe(false);
    expect(AddTaskBody.safeParse({ task: { title: "x", dueDate: "2025-01-01", tags: ["urgent"] } }).success).toBe(
      false,
    );
  });
});

describe("demo limits", () => {
  beforeEach(() => resetMockState(new Date("2025-06-15T12:00:00Z")));

  it("keeps adding tasks past the demo limit by dropping the oldest ones, never holding more than the limit", () => {
    const all = () => [...listTasks(TaskListQuery.parse({})), ...listTasks(TaskListQuery.parse({ filter: "deleted" }))];
    const oldest = Math.min(...all().map((t) => t.id));
    for (let i = all().length; i < 1000; i++)
      addTask(AddTaskBody.parse({ task: { title: `Task ${i}`, dueDate: "2025-07-01" } }));
    const added = addTask(AddTaskBody.parse({ task: { title: "One more", dueDate: "2025-07-01" } }));
    expect(all()).toHaveLength(1000);
    expect(all().map((t) => t.id)).not.toContain(oldest);
    expect(all().map((t) => t.id)).toContain(added.id);
    addTask(AddTaskBody.parse({ task: { title: "And one more", dueDate: "2025-07-01" } }));
    expect(all()).toHaveLength(1000);
  });

  it("names the sample team as assignees and finds a task by id", () => {
    const team = taskAssignees();
    expect(team.length).toBe(6);
    const assigned = listTasks(TaskListQuery.parse({})).filter((t) => t.assignee);
    for (const task of assigned) expect(team.map((p) => p.fullName)).toContain(task.assignee?.fullName);
    expect(getTask(1).id).toBe(1);
    expect(() => getTask(9999)).toThrow(MockError);
  });
});
