import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import { Form, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.contacts._index";
import { DataList } from "~/components/data-list/DataList";
import { listHref, listParamsSchema, parseListParams, requirePageInRange } from "~/components/data-list/params";
import { LinkTabs } from "~/components/LinkTabs";
import { PageHeader } from "~/components/PageHeader";
import { requireAbility } from "~/lib/auth/auth.server";
import { formatDateTime } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { CONTACT_SORTS, CONTACT_VIEWS } from "~/lib/contacts";
import { listContactMessages } from "~/models/contacts.server";
import { requestContactCounts } from "~/lib/panel-badges.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { FilterField } from "~/components/forms/FilterField";

/** The contacts inbox: all / unread / read, search, paging in SQL. */
const QuerySchema = listParamsSchema({ sortable: CONTACT_SORTS, defaultSort: "created_at" }).extend({
  view: z.enum(CONTACT_VIEWS).catch("all").default("all"),
});

export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireAbility(context, request, "read", "Contact");
  const params = parseListParams(url, QuerySchema);
  // The tabs' counts are the menu badge's (one statement for both, shared through the request).
  const { rows, total, counts } = await listContactMessages(
    { ...params, q: params.q || undefined },
    requestContactCounts(context),
  );
  requirePageInRange(params, total);
  return { title: getT(context)("contacts:inbox.title"), rows, total, counts, ...params };
}

export default function ContactsInbox({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["contacts", "common"]);
  const [params] = useSearchParams();
  const { rows, total, counts, view, q } = loaderData;
  return (
    <>
      <PageHeader title={t("inbox.title")} subtitle={t("inbox.subtitle")} />
      <Card>
        <LinkTabs
          label={t("inbox.views")}
          current={view}
          testId="contact-tabs"
          tabs={CONTACT_VIEWS.map((v) => ({
            value: v,
            label: t(`inbox.view.${v}`),
            count: counts[v],
            to: listHref(params, { view: v === "all" ? null : v }),
          }))}
        />
        <Box component={Form} method="get" sx={FILTER_CSS}>
          {view !== "all" && <input type="hidden" name="view" value={view} />}
          <FilterField name="q" defaultValue={q} label={t("inbox.search")} type="search" className="f-q" />
          <Button type="submit" variant="outlined">
            {t("common:actions.search")}
          </Button>
        </Box>
        <DataList
          label={t("inbox.title")}
          testId="contact-list"
          rows={rows}
          total={total}
          page={loaderData.page}
          perPage={loaderData.perPage}
          sort={loaderData.sort}
          dir={loaderData.dir}
          getRowId={(m) => m.id}
          rowHref={(m) => `/contacts/${m.id}`}
          empty={t("inbox.empty")}
          columns={[
            {
              field: "subject",
              header: t("fields.subject"),
              primary: true,
              sortable: true,
              render: (m) => (
                <span style={{ fontWeight: m.is_read ? 400 : 700 }} data-unread={m.is_read ? undefined : "true"}>
                  {m.subject}
                </span>
              ),
            },
            { field: "name", header: t("common:fields.name"), sortable: true },
            { field: "email", header: t("common:fields.email") },
            {
              field: "is_read",
              header: t("fields.status"),
              render: (m) =>
                m.is_read ? (
                  <Chip size="small" variant="outlined" label={t("inbox.read")} />
                ) : (
                  <Chip size="small" color="primary" label={t("inbox.unread")} />
                ),
            },
            {
              field: "created_at",
              header: t("fields.date"),
              sortable: true,
              render: (m) => formatDateTime(m.created_at, i18n.language),
            },
          ]}
        />
      </Card>
    </>
  );
}

/** The search bar: one static style for the row and the field's width. */
const FILTER_CSS = {
  display: "flex",
  gap: 1,
  p: 2,
  borderBottom: 1,
  borderColor: "divider",
  "& .f-q": { maxWidth: 360 },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}

// A read-mostly screen whose fields are all uncontrolled: it hydrates on the visitor's first move.
export const handle = hydrateOnIntent;
