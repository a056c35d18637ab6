import { notFound } from "./core";

/** Analytics and statistics card data (SPEC point 7, cards). Read-only sample figures. */
export const DASHBOARD_RANGES = ["Last 28 Days", "Last Month", "Last Year"] as const;
export const REVENUE_YEARS = ["2020", "2019", "2018"] as const;

const ANALYTICS = {
  "support-tracker": {
    title: "Support Tracker",
    lastDays: DASHBOARD_RANGES,
    totalTicket: 163,
    newTicket: 29,
    openTicket: 63,
    responseTime: 1,
    series: [83],
  },
  "avg-sessions": {
    sessions: 2700,
    lastDays: DASHBOARD_RANGES,
    growth: "+5.2%",
    goal: 100000,
    users: 100000,
    retention: 90,
    duration: 1,
    series: [{ name: "Sessions", data: [75, 125, 225, 175, 125, 75, 25] }],
  },
  "revenue-report": {
    years: REVENUE_YEARS,
    price: "25,852",
    budget: "56,800",
    series: [
      { name: "Earning", data: [95, 177, 284, 256, 105, 63, 168, 218, 72] },
      { name: "Expense", data: [-145, -80, -60, -180, -100, -60, -85, -75, -100] },
    ],
    budgetSeries: [
      { data: [61, 48, 69, 52, 60, 40, 79, 60, 59, 43, 62] },
      { data: [20, 10, 30, 15, 23, 0, 25, 15, 20, 5, 27] },
    ],
  },
  "goal-overview": { completed: "786,617", inProgress: "13,561", series: [83] },
  revenue: {
    thisMonth: "86,589",
    lastMonth: "73,683",
    series: [
      { name: "This Month", data: [45000, 47000, 44800, 47500, 45500, 48000, 46500, 48600] },
      { name: "Last Month", data: [46000, 48000, 45500, 46600, 44500, 46500, 45000, 47000] },
    ],
  },
  "product-orders": {
    lastDays: DASHBOARD_RANGES,
    chartInfo: { finished: 23043, pending: 14658, rejected: 4758 },
    series: [70, 52, 26],
  },
  "sessions-device": {
    lastDays: DASHBOARD_RANGES,
    chartInfo: [
      { icon: "DesktopWindows", name: "Desktop", iconColor: "primary", usage: 58.6, upDown: 2 },
      { icon: "PhoneIphone", name: "Mobile", iconColor: "warning", usage: 34.9, upDown: 8 },
      { icon: "TabletMac", name: "Tablet", iconColor: "error", usage: 6.5, upDown: -5 },
    ],
    series: [58.6, 34.9, 6.5],
  },
  customers: {
    lastDays: DASHBOARD_RANGES,
    listData: [
      { icon: "PersonAdd", iconColor: "primary", text: "New", result: 690 },
      { icon: "Autorenew", iconColor: "warning", text: "Returning", result: 258 },
      { icon: "Share", iconColor: "error", text: "Referrals", result: 149 },
    ],
    series: [690, 258, 149],
  },
} as const;

const STATISTICS = {
  "orders-bar-chart": { title: "Orders", statistics: "2,76k", series: [{ name: "2020", data: [45, 85, 65, 45, 65] }] },
  "profit-line-chart": {
    title: "Profit",
    statistics: "6,24k",
    series: [{ name: "Profit", data: [0, 20, 5, 30, 15, 45] }],
  },
  subscribers: {
    title: "Subscribers Gained",
    statistics: "92.6k",
    series: [{ name: "Subscribers", data: [28, 40, 36, 52, 38, 60, 55] }],
  },
  revenue: {
    title: "Revenue Generated",
    statistics: "97.5k",
    series: [{ name: "Revenue", data: [350, 275, 400, 300, 350, 300, 450] }],
  },
  sales: { title: "Quarterly Sales", statistics: "36%", series: [{ name: "Sales", data: [10, 15, 7, 12, 3, 16] }] },
  orders: {
    title: "Orders Received",
    statistics: "97.5K",
    series: [{ name: "Orders", data: [10, 15, 8, 15, 7, 12, 8] }],
  },
  "site-traffic": {
    title: "Site Traffic",
    statistics: "78.9k",
    series: [{ name: "Traffic Rate", data: [150, 200, 125, 225, 200, 250] }],
  },
  "active-users": {
    title: "Active Users",
    statistics: "659.8k",
    series: [{ name: "Active Users", data: [750, 1000, 900, 1250, 1000, 1200, 1100] }],
  },
  newsletter: {
    title: "Newsletter",
    statistics: "28.7k",
    series: [{ name: "Newsletter", data: [60, 75, 50, 80, 45, 55, 70] }],
  },
} as const;

export type AnalyticsCard = keyof typeof ANALYTICS;
export type StatisticsCard = keyof typeof STATISTICS;
export const ANALYTICS_CARDS = Object.keys(ANALYTICS) as AnalyticsCard[];
export const STATISTICS_CARDS = Object.keys(STATISTICS) as StatisticsCard[];

/** A card's data; typed by name when the name is known at compile time. */
export function analyticsCard<K extends AnalyticsCard>(name: K): (typeof ANALYTICS)[K];
export function analyticsCard(name: string): (typeof ANALYTICS)[AnalyticsCard];
export function analyticsCard(name: string) {
  if (!Object.hasOwn(ANALYTICS, name)) throw notFound("Card");
  return ANALYTICS[name as AnalyticsCard];
}

export function statisticsCard<K extends StatisticsCard>(name: K): (typeof STATISTICS)[K];
export function statisticsCard(name: string): (typeof STATISTICS)[StatisticsCard];
export function statisticsCard(name: string) {
  if (!Object.hasOwn(STATISTICS, name)) throw notFound("Card");
  return STATISTICS[name as StatisticsCard];
}

/* ---------------- dashboards ---------------- */

export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export type RevenueYear = (typeof REVENUE_YEARS)[number];

/**
 * How the sample figures of the 28-day view scale for the other ranges and years, so the dashboards'
 * range and year selects show different sample figures (the template's cards take the range but answer fixed data).
 */
const RANGE_FACTOR: Record<DashboardRange, number> = { "Last 28 Days": 1, "Last Month": 1.12, "Last Year": 12.6 };
const YEAR_FACTOR: Record<RevenueYear, number> = { "2020": 1, "2019": 0.84, "2018": 0.71 };

const scaled = (values: readonly number[], factor: number) => values.map((v) => Math.round(v * factor));

/** The analytics dashboard's cards for one range (counts scale with it, shares and percentages do not). */
export function analyticsDashboard(range: DashboardRange = "Last 28 Days", year: RevenueYear = "2020") {
  const f = RANGE_FACTOR[range];
  const support = ANALYTICS["support-tracker"];
  const sessions = ANALYTICS["avg-sessions"];
  const report = ANALYTICS["revenue-report"];
  const orders = ANALYTICS["product-orders"];
  const customers = ANALYTICS.customers;
  const y = YEAR_FACTOR[year];
  return {
    range,
    year,
    supportTracker: {
      totalTicket: Math.round(support.totalTicket * f),
      newTicket: Math.round(support.newTicket * f),
      openTicket: Math.round(support.openTicket * f),
      responseTime: support.responseTime,
      completed: support.series[0],
    },
    avgSessions: {
      sessions: Math.round(sessions.sessions * f),
      growth: sessions.growth,
      goal: sessions.goal,
      retention: sessions.retention,
      duration: sessions.duration,
      series: scaled(sessions.series[0].data, f),
    },
    revenueReport: {
      earning: scaled(report.series[0].data, y),
      expense: scaled(report.series[1].data, y),
      price: Math.round(25_852 * y),
      budget: Math.round(56_800 * y),
      budgetSeries: scaled(report.budgetSeries[0].data, y),
    },
    goalOverview: { completed: 786_617, inProgress: 13_561, percent: ANALYTICS["goal-overview"].series[0] },
    revenue: {
      thisMonth: 86_589,
      lastMonth: 73_683,
      thisMonthSeries: [...ANALYTICS.revenue.series[0].data],
      lastMonthSeries: [...ANALYTICS.revenue.series[1].data],
    },
    productOrders: {
      finished: Math.round(orders.chartInfo.finished * f),
      pending: Math.round(orders.chartInfo.pending * f),
      rejected: Math.round(orders.chartInfo.rejected * f),
    },
    sessionsDevice: ANALYTICS["sessions-device"].chartInfo.map((d) => ({
      name: d.name,
      usage: d.usage,
      upDown: d.upDown,
    })),
    customers: customers.listData.map((c) => ({ text: c.text, result: Math.round(c.result * f) })),
    statistics: STATISTICS_CARDS.map((name) => ({
      name,
      title: STATISTICS[name].title,
      statistics: STATISTICS[name].statistics,
      series: [...STATISTICS[name].series[0].data],
    })),
  };
}

const BROWSERS = [
  { name: "Google Chrome", share: 54.4, trend: 2.1 },
  { name: "Mozilla Firefox", share: 6.1, trend: -0.4 },
  { name: "Apple Safari", share: 14.6, trend: 1.2 },
  { name: "Microsoft Edge", share: 4.2, trend: 0.3 },
  { name: "Opera Mini", share: 8.4, trend: -1.1 },
] as const;

const TRANSACTIONS = [
  { kind: "wallet", detail: "coffee", amount: -74 },
  { kind: "bankTransfer", detail: "addMoney", amount: 480 },
  { kind: "paypal", detail: "addMoney", amount: 590 },
  { kind: "mastercard", detail: "orderedFood", amount: -23 },
  { kind: "transfer", detail: "refund", amount: 98 },
] as const;

const ORDER_STATUSES = ["delivered", "shipped", "pending", "cancelled"] as const;
const ORDER_CUSTOMERS = ["Ayşe Yılmaz", "Lukas Müller", "Camille Dubois", "Tiago Silva", "Emre Kaya", "Olivia Smith"];
const ORDER_PRODUCTS = ["Pallet wrap", "Corner protectors", "Shipping labels", "Hand truck", "Tape gun", "Crate"];

/** The e-commerce dashboard: figures, two small charts, earnings, revenue report, goal, orders, browsers, payments. */
export function ecommerceDashboard(now: Date = new Date()) {
  const day = 86_400_000;
  return {
    statistics: { sales: 230_000, customers: 8_549, products: 1_423, revenue: 9_745 },
    orders: { total: 2_760, series: [...STATISTICS["orders-bar-chart"].series[0].data] },
    profit: { total: 6_240, growth: -12.6, series: [...STATISTICS["profit-line-chart"].series[0].data] },
    earnings: { thisMonth: 4_055.56, growth: 68.2, series: [53, 16, 31], labels: ["App", "Service", "Product"] },
    revenueReport: analyticsDashboard().revenueReport,
    goalOverview: { completed: 786_617, inProgress: 13_561, percent: 83 },
    recentOrders: ORDER_CUSTOMERS.map((customer, i) => ({
      id: 7_640 + i * 13,
      customer,
      product: ORDER_PRODUCTS[i],
      date: new Date(now.getTime() - (i + 1) * day * 2).toISOString().slice(0, 10),
      amount: 120 + ((i * 379) % 900),
      status: ORDER_STATUSES[i % ORDER_STATUSES.length],
    })),
    browsers: BROWSERS.map((b) => ({ ...b })),
    transactions: TRANSACTIONS.map((t) => ({ ...t })),
  };
}
