import { analyticsCard, statisticsCard, STATISTICS_CARDS } from "~/mock/cards";
import { initialData } from "~/mock/datatables";

/**
 * The numbers the charts gallery draws, all from the demo model (app/mock): the analytics and statistics cards'
 * series, and the data table's staff for the scatter plot.
 */
export function chartsData() {
  const revenue = analyticsCard("revenue");
  const report = analyticsCard("revenue-report");
  const orders = analyticsCard("product-orders");
  const customers = analyticsCard("customers");
  const sessions = analyticsCard("avg-sessions");
  const support = analyticsCard("support-tracker");
  const goal = analyticsCard("goal-overview");
  return {
    revenue: { thisMonth: [...revenue.series[0].data], lastMonth: [...revenue.series[1].data] },
    report: {
      earning: [...report.series[0].data],
      expense: [...report.series[1].data],
      budget: report.budgetSeries.map((s) => [...s.data]),
    },
    sessions: [...sessions.series[0].data],
    subscribers: [...statisticsCard("subscribers").series[0].data],
    orders: { ...orders.chartInfo },
    customers: customers.listData.map((c) => ({ key: c.text.toLowerCase(), value: c.result })),
    gauges: { support: support.series[0], goal: goal.series[0], retention: sessions.retention },
    sparklines: STATISTICS_CARDS.map((name) => {
      const card = statisticsCard(name);
      return { name, statistics: card.statistics, data: [...card.series[0].data] as number[] };
    }),
    staff: initialData().map((r) => ({
      id: r.id,
      name: r.full_name,
      age: Number(r.age),
      salary: Number(r.salary.replace(/\D/g, "")),
      experience: Number.parseInt(r.experience, 10),
    })),
  };
}

export type ChartsData = ReturnType<typeof chartsData>;
