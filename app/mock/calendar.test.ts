import { beforeEach, describe, expect, it } from "vitest";
import { resetMockState } from "./core";
import { AddEventBody, EventsQuery, UpdateEventBody, addEvent, listEvents, removeEvent, updateEvent } from "./calendar";

const list = (q: Record<string, string> = {}) => listEvents(EventsQuery.parse(q));

describe("demo calendar", () => {
  beforeEach(() => resetMockState(new Date("2025-06-15T12:00:00Z")));

  it("has events around the current month in every category", () => {
    const all = list();
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.filter((e) => e.start.startsWith("2025-06")).length).toBeGreaterThan(all.length / 2);
    for (const c of ["Business", "Holiday", "Personal", "ETC", "Family"])
      expect(
        all.some((e) => e.extendedProps.calendar === c),
        c,
      ).toBe(true);
  });

  it("filters by a comma-separated list of categories; empty means none", () => {
    const rows = list({ calendars: "Holiday,Family" });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((e) => ["Holiday", "Family"].includes(e.extendedProps.calendar))).toBe(true);
    expect(list({ calendars: "" })).toEqual([]);
    expect(EventsQuery.safeParse({ calendars: "Business,Party" }).success).toBe(false);
  });

  it("adds, updates and removes events", () => {
    const event = addEvent(
      AddEventBody.parse({
        event: {
          title: "Truck inspection",
          start: "2025-06-20T09:00:00Z",
          end: "2025-06-20T10:00:00Z",
          extendedProps: { calendar: "Business" },
        },
      }),
    );
    expect(list({ calendars: "Business" }).some((e) => e.id === event.id)).toBe(true);
    updateEvent(
      UpdateEventBody.parse({
        event: { ...event, title: "Truck inspection (moved)", extendedProps: { calendar: "ETC" } },
      }),
    );
    expect(list({ calendars: "ETC" }).find((e) => e.id === event.id)!.title).toBe("Truck inspection (moved)");
    expect(removeEvent(event.id)).toEqual({ id: event.id });
    expect(list().some((e) => e.id === event.id)).toBe(false);
  });

  it("answers 404 for unknown events and rejects bad ones", () => {
    expect(() => removeEvent(999)).toThrow(expect.objectContaining({ status: 404 }));
    const base = {
      title: "x",
      start: "2025-06-20T09:00:00Z",
      end: "2025-06-20T10:00:00Z",
      extendedProps: { calendar: "Business" },
    };
    expect(() => updateEvent(UpdateEventBody.parse({ event: { ...base, id: 999 } }))).toThrow(
      expect.objectContaining({ status: 404 }),
    );
    expect(AddEventBody.safeParse({ event: { ...base, end: "2025-06-19T09:00:00Z" } }).success).toBe(false);
    expect(AddEventBody.safeParse({ event: { ...base, extendedProps: { calendar: "Party" } } }).success).toBe(false);
  });
});
