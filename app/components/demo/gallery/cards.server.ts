import { z } from "zod";
import { ANALYTICS_CARDS, analyticsCard, STATISTICS_CARDS, statisticsCard } from "~/mock/cards";
import { initialData } from "~/mock/datatables";
import type { DemoName } from "./galleries";

/** The cards that `/cards/actions` can remove; which are removed is kept in the address (`?removed=`). */
export const ACTION_CARDS = ["collapse", "refresh", "remove", "all"] as const;
export type ActionCard = (typeof ACTION_CARDS)[number];

const RemovedSchema = z.array(z.enum(ACTION_CARDS)).catch([]);

/** What each cards demo draws, from the demo model (app/mock). */
export function cardsData(name: DemoName<"cards">, url: URL) {
  switch (name) {
    case "basic":
      return { kind: name } as const;
    case "advance":
      return { kind: name, staff: initialData().slice(0, 5), team: initialData().slice(5, 11) } as const;
    case "statistics":
      return {
        kind: name,
        cards: STATISTICS_CARDS.map((card) => {
          const data = statisticsCard(card);
          return { name: card, statistics: data.statistics, data: [...data.series[0].data] as number[] };
        }),
      } as const;
    case "analytics":
      return {
        kind: name,
        support: analyticsCard("support-tracker"),
        sessions: analyticsCard("avg-sessions"),
        goal: analyticsCard("goal-overview"),
        orders: analyticsCard("product-orders"),
        devices: analyticsCard("sessions-device"),
        customers: analyticsCard("customers"),
        cards: ANALYTICS_CARDS,
      } as const;
    case "actions": {
      const removed = RemovedSchema.parse(url.searchParams.getAll("removed"));
      const rows = initialData();
      // A different sample on every load, so a refresh visibly brings new data.
      const start = Math.floor(Math.random() * (rows.length - 3));
      return {
        kind: name,
        removed,
        loadedAt: new Date().toISOString(),
        latest: rows.slice(start, start + 3).map((r) => ({ id: r.id, name: r.full_name, city: r.city, post: r.post })),
      } as const;
    }
  }
}

export type CardsData = ReturnType<typeof cardsData>;
