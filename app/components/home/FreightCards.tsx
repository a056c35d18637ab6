import ContactMailOutlined from "@mui/icons-material/ContactMailOutlined";
import HourglassTopOutlined from "@mui/icons-material/HourglassTopOutlined";
import LocalOfferOutlined from "@mui/icons-material/LocalOfferOutlined";
import RequestQuoteOutlined from "@mui/icons-material/RequestQuoteOutlined";
import TaskAltOutlined from "@mui/icons-material/TaskAltOutlined";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import Box from "@mui/material/Box";
import { FIGURE_GRID_SX, StatCard } from "~/components/StatCard";
import { formatNumber } from "~/lib/format";
import type { SalesHome } from "~/models/sales-home.server";

const CARDS_CSS = {
  ...FIGURE_GRID_SX,
  mb: 2.5,
  "& > a": { textDecoration: "none", borderRadius: 2, color: "inherit", minWidth: 0 },
  "& > a:hover .MuiCard-root": { borderColor: "primary.main" },
} as const;

/** Freight requests, offers and (for admins) unread messages on the home screen; each card links to its list. */
export function FreightCards({ data }: { data: SalesHome }) {
  const { t, i18n } = useTranslation("freight");
  const n = (v: number) => formatNumber(v, i18n.language);
  const customer = data.role === "customer";
  const cards = customer
    ? [
        {
          key: "my-freight",
          to: "/freight",
          icon: RequestQuoteOutlined,
          color: "primary" as const,
          label: t("home.myRequests"),
          value: data.freight.total,
        },
        {
          key: "awaiting",
          to: "/offers?status=sent",
          icon: HourglassTopOutlined,
          color: "warning" as const,
          label: t("home.awaitingMyAnswer"),
          value: data.offers.awaiting,
        },
        {
          key: "accepted",
          to: "/offers?status=accepted",
          icon: TaskAltOutlined,
          color: "success" as const,
          label: t("home.acceptedOffers"),
          value: data.offers.accepted,
        },
      ]
    : [
        {
          key: "open-freight",
          to: "/freight?care=open",
          icon: RequestQuoteOutlined,
          color: "warning" as const,
          label: t("home.openRequests"),
          value: data.freight.open,
          hint: t("home.last30", { n: n(data.freight.last30) }),
        },
        {
          key: "awaiting",
          to: "/offers?status=sent",
          icon: LocalOfferOutlined,
          color: "info" as const,
          label: t("home.awaitingAnswer"),
          value: data.offers.awaiting,
          hint: t("home.drafts", { n: n(data.offers.drafts) }),
        },
        {
          key: "accepted",
          to: "/offers?status=accepted",
          icon: TaskAltOutlined,
          color: "success" as const,
          label: t("home.acceptedOffers"),
          value: data.offers.accepted,
        },
        ...(data.contacts
          ? [
              {
                key: "unread",
                to: "/contacts?view=unread",
                icon: ContactMailOutlined,
                color: "secondary" as const,
                label: t("home.unreadMessages"),
                value: data.contacts.unread,
              },
            ]
          : []),
      ];
  return (
    <Box sx={CARDS_CSS} data-testid="freight-cards">
      {cards.map((c) => (
        <Link key={c.key} to={c.to}>
          <StatCard
            testId={`stat-${c.key}`}
            icon={c.icon}
            color={c.color}
            label={c.label}
            value={n(c.value)}
            hint={"hint" in c ? c.hint : undefined}
          />
        </Link>
      ))}
    </Box>
  );
}
