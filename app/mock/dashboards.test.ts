import { describe, expect, it } from "vitest";
import { analyticsCard, analyticsDashboard, ecommerceDashboard } from "./cards";
import { knowledgeCategoryPage, knowledgeQuestionIn } from "./help";

describe("demo dashboards", () => {
  it("answers the analytics cards' figures for the default range", () => {
    const d = analyticsDashboard();
    const tracker = analyticsCard("support-tracker") as { totalTicket: number; newTicket: number };
    expect(d.supportTracker).toMatchObject({ totalTicket: tracker.totalTicket, newTicket: tracker.newTicket });
    expect(d.sessionsDevice.map((s) => s.name)).toEqual(["Desktop", "Mobile", "Tablet"]);
    expect(d.customers.map((c) => c.text)).toEqual(["New", "Returning", "Referrals"]);
    expect(d.statistics).toHaveLength(9);
  });

  it("scales counts with the range and the report with the year", () => {
    const month = analyticsDashboard("Last 28 Days");
    const year = analyticsDashboard("Last Year");
    expect(year.supportTracker.totalTicket).toBeGreaterThan(month.supportTracker.totalTicket);
    expect(year.sessionsDevice).toEqual(month.sessionsDevice);
    expect(analyticsDashboard(undefined, "2018").revenueReport.price).toBeLessThan(month.revenueReport.price);
  });

  it("lists recent orders with dates before now", () => {
    const now = new Date("2026-03-01T00:00:00Z");
    const d = ecommerceDashboard(now);
    expect(d.recentOrders.length).toBeGreaterThan(0);
    expect(d.recentOrders.every((o) => o.date < "2026-03-01")).toBe(true);
  });
});

describe("knowledge base by category", () => {
  it("finds a question only under its own category", () => {
    expect(knowledgeQuestionIn("customs", "what-is-a-gtip-code").question.title).toBe("What is a GTIP code?");
    expect(() => knowledgeQuestionIn("tracking", "what-is-a-gtip-code")).toThrow(
      expect.objectContaining({ status: 404 }),
    );
    expect(() => knowledgeCategoryPage("nope")).toThrow(expect.objectContaining({ status: 404 }));
  });
});
