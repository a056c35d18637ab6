import { describe, expect, it } from "vitest";
import { ANALYTICS_CARDS, STATISTICS_CARDS, analyticsCard, statisticsCard } from "./cards";
import { TableQuery, autocompleteData, initialData, tableData } from "./datatables";
import { faqData, knowledgeBase, knowledgeCategory, knowledgeQuestion } from "./help";
import {
  BLOG_CATEGORIES,
  accountSettings,
  blogDetail,
  blogEdit,
  blogList,
  blogSidebar,
  pricingData,
  profileData,
} from "./pages";

describe("demo help centre", () => {
  it("answers every FAQ category without a query", () => {
    expect(Object.keys(faqData(""))).toEqual([
      "payment",
      "delivery",
      "cancellationReturn",
      "myOrders",
      "productServices",
    ]);
  });

  it("searches questions case-insensitively and omits categories without a match", () => {
    const hits = faqData("CUSTOMS");
    expect(Object.keys(hits)).toEqual(["productServices"]);
    expect(hits.productServices!.qandA.every((q) => /customs/i.test(q.question))).toBe(true);
    expect(faqData("zzz-no-such-question")).toEqual({});
  });

  it("has six knowledge-base cards, categories with slugged questions, and a question page", () => {
    const cards = knowledgeBase();
    expect(cards).toHaveLength(6);
    const sections = knowledgeCategory(cards[2].category);
    expect(sections.length).toBeGreaterThan(0);
    const slug = sections[0].questions[0].slug;
    const question = knowledgeQuestion(slug);
    expect(question.title).toBe(sections[0].questions[0].question);
    expect(question.relatedQuestions.length).toBeGreaterThan(0);
    expect(question.relatedQuestions.some((q) => q.slug === slug)).toBe(false);
    expect(knowledgeQuestion().title).toBeTruthy();
    expect(() => knowledgeCategory("nope")).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => knowledgeQuestion("nope")).toThrow(expect.objectContaining({ status: 404 }));
  });
});

describe("demo pricing, blog, account, profile, cards", () => {
  it("has the three pricing plans of the spec", () => {
    const p = pricingData();
    expect(p.basicPlan.monthlyPrice).toBe(0);
    expect(p.basicPlan.planBenefits.join(" ")).toMatch(/100 responses/);
    expect(p.basicPlan.planBenefits.join(" ")).toMatch(/2 subdomains/);
    expect(p.standardPlan).toMatchObject({
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
      popular: true,
    });
    expect(p.enterprisePlan).toMatchObject({
      monthlyPrice: 99,
      yearlyPlan: { perMonth: 80, totalAnnual: 960 },
      popular: false,
    });
    expect(p.enterprisePlan.planBenefits.join(" ")).toMatch(/5GB/);
    expect(p.qandA.length).toBeGreaterThan(0);
  });

  it("has a blog list, sidebar with the five categories, detail and edit", () => {
    expect(blogList().length).toBeGreaterThanOrEqual(6);
    expect(blogSidebar().categories.map((c) => c.category)).toEqual([...BLOG_CATEGORIES]);
    expect(blogDetail(2).blog.title).toBe(blogList()[1].title);
    expect(blogDetail().comments.length).toBeGreaterThan(0);
    expect(blogEdit().status).toBe("Published");
    expect(() => blogDetail(99)).toThrow(expect.objectContaining({ status: 404 }));
  });

  it("has account settings and profile data with the spec's parts", () => {
    expect(Object.keys(accountSettings())).toEqual(["general", "info", "social", "notification"]);
    expect(Object.keys(accountSettings().social.socialLinks).sort()).toEqual([
      "facebook",
      "google",
      "instagram",
      "linkedIn",
      "quora",
      "twitter",
    ]);
    expect(Object.keys(profileData())).toEqual([
      "header",
      "userAbout",
      "suggestedPages",
      "twitterFeeds",
      "post",
      "latestPhotos",
      "suggestions",
      "polls",
    ]);
  });

  it("answers every analytics and statistics card and 404s others", () => {
    expect(ANALYTICS_CARDS).toEqual([
      "support-tracker",
      "avg-sessions",
      "revenue-report",
      "goal-overview",
      "revenue",
      "product-orders",
      "sessions-device",
      "customers",
    ]);
    expect(STATISTICS_CARDS).toEqual([
      "orders-bar-chart",
      "profit-line-chart",
      "subscribers",
      "revenue",
      "sales",
      "orders",
      "site-traffic",
      "active-users",
      "newsletter",
    ]);
    expect(analyticsCard("product-orders")).toMatchObject({
      chartInfo: { finished: expect.any(Number), pending: expect.any(Number), rejected: expect.any(Number) },
    });
    expect(analyticsCard("revenue-report")).toMatchObject({ years: ["2020", "2019", "2018"] });
    expect(analyticsCard("support-tracker")).toMatchObject({ lastDays: ["Last 28 Days", "Last Month", "Last Year"] });
    expect(() => analyticsCard("toString")).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => statisticsCard("nope")).toThrow(expect.objectContaining({ status: 404 }));
  });
});

describe("demo data tables", () => {
  it("pages 10 rows by default and matches q in any text column", () => {
    const all = initialData();
    const first = tableData(TableQuery.parse({}));
    expect(first.data).toHaveLength(10);
    expect(first.total).toBe(all.length);
    const city = all[4].city;
    const byCity = tableData(TableQuery.parse({ q: city, perPage: "100" }));
    expect(
      byCity.data.every((r) =>
        Object.values(r).some(
          (v) => typeof v === "string" && v.toLocaleLowerCase("tr").includes(city.toLocaleLowerCase("tr")),
        ),
      ),
    ).toBe(true);
    expect(byCity.total).toBeGreaterThan(0);
    expect(tableData(TableQuery.parse({ q: all[9].email })).data[0].id).toBe(all[9].id);
    expect(TableQuery.safeParse({ perPage: "-1" }).success).toBe(false);
    expect(autocompleteData().length).toBeGreaterThan(10);
  });
});
