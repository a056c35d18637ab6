import Alert from "@mui/material/Alert";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/shipments.labels";
import { PrintFrame } from "~/components/shipments/PrintFrame";
import { ShippingLabels } from "~/components/shipments/ShippingLabel";
import { requireAbility } from "~/lib/auth/auth.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { appOrigin } from "~/lib/security/origins.server";
import { readLabelQuery } from "~/lib/shipments/label-formats";
import { qrPath } from "~/lib/shipments/qr.server";
import { getShipmentsForLabels, scopeFor } from "~/models/shipments.server";

/**
 * Several shipments' labels in one printable document (`?id=…&id=…&format=a6|thermal`), one page per piece as
 * on the single label, in the order the ids were given. Ids the reader may not see are left out like unknown
 * ones (the toolbar says how many); none left is a 404. No ids, a malformed id, an unknown format or more than
 * MAX_BATCH_LABELS ids answer 400 with the reason.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "print", "Shipment");
  const t = getT(context, ["exports"]);
  const query = readLabelQuery(url);
  if (!query.ok) {
    return data(
      { title: t("labels.title"), error: t(`labels.errors.${query.reason}`, query.values), format: "a6" as const },
      { status: 400 },
    );
  }
  const found = await getShipmentsForLabels(query.ids, scopeFor(user));
  if (found.length === 0) throw data(null, { status: 404 });
  const origin = appOrigin(request);
  const labels = found.map(({ shipment, parcels }) => {
    const trackingUrl = `${origin}/tracking?number=${shipment.tracking_number}`;
    return { shipment, parcels, trackingUrl, qr: qrPath(trackingUrl) };
  });
  const pages = labels.reduce((n, l) => n + l.parcels.length, 0);
  return {
    title: t("labels.titleCount", { count: labels.length }),
    format: query.format,
    labels,
    pages,
    missing: query.ids.length - labels.length,
    error: null,
  };
}

export default function BatchLabels({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("exports");
  const hint =
    "labels" in loaderData
      ? [
          t(`labels.hint.${loaderData.format}`, { count: loaderData.pages }),
          loaderData.missing > 0 ? t("labels.missing", { count: loaderData.missing }) : "",
        ]
          .filter(Boolean)
          .join(" ")
      : undefined;
  return (
    <PrintFrame
      page={loaderData.format === "thermal" ? "10x15" : "A6"}
      backTo="/shipments"
      backLabel={t("labels.back")}
      printLabel={t("labels.print")}
      hint={hint}
    >
      {loaderData.error !== null && (
        <Alert severity="error" data-testid="labels-error">
          {loaderData.error}
        </Alert>
      )}
      {"labels" in loaderData &&
        loaderData.labels.map((l) => (
          <ShippingLabels
            key={l.shipment.id}
            shipment={l.shipment}
            parcels={l.parcels}
            qr={l.qr}
            trackingUrl={l.trackingUrl}
            format={loaderData.format}
          />
        ))}
    </PrintFrame>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
