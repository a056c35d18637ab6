import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/shipments.$id.label";
import { PrintFrame } from "~/components/shipments/PrintFrame";
import { ShippingLabels } from "~/components/shipments/ShippingLabel";
import { requireAbility } from "~/lib/auth/auth.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { appOrigin } from "~/lib/security/origins.server";
import { qrPath } from "~/lib/shipments/qr.server";
import { formatTrackingNumber } from "~/lib/shipments/tracking-number";
import { getShipment, scopeFor } from "~/models/shipments.server";
import { requireId } from "~/lib/ids";

/** The A6 shipping label, one per piece: Code 128 tracking number, QR code to public tracking, sender, receiver, piece, weight. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "print", "Shipment");
  const detail = await getShipment(requireId(params.id), scopeFor(user));
  if (!detail) throw data(null, { status: 404 });
  const trackingUrl = `${appOrigin(request)}/tracking?number=${detail.shipment.tracking_number}`;
  return {
    title: `${getT(context)("shipments:label.title")} ${formatTrackingNumber(detail.shipment.tracking_number)}`,
    shipment: detail.shipment,
    parcels: detail.parcels,
    trackingUrl,
    qr: qrPath(trackingUrl),
  };
}

export default function Label({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("shipments");
  const { shipment, parcels, qr, trackingUrl } = loaderData;
  return (
    <PrintFrame
      page="A6"
      backTo={`/shipments/${shipment.id}`}
      backLabel={t("label.back")}
      printLabel={t("label.print")}
      hint={t("label.hint")}
    >
      <ShippingLabels shipment={shipment} parcels={parcels} qr={qr} trackingUrl={trackingUrl} format="a6" />
    </PrintFrame>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
