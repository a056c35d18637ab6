import ArrowBack from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link, data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.shipments.import";
import { PageHeader } from "~/components/PageHeader";
import {
  CustomerPicker,
  ImportPreview,
  ImportResult,
  ImportTemplate,
  ImportUploadForm,
} from "~/components/shipments/ShipmentImport";
import { requireAbility } from "~/lib/auth/auth.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { PayloadTooLarge, megabytes, readLimitedFormData } from "~/lib/multipart.server";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, readHeader, rowCells } from "~/lib/shipments/import-columns";
import { readImportFile } from "~/lib/shipments/import-file.server";
import { choiceReader, importCounts, validateImport, type StoredRow } from "~/lib/shipments/import.server";
import { columnLabel } from "~/lib/shipments/import-labels";
import { turkeyPlaces } from "~/lib/shipments/places.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getCompanySettings } from "~/models/company-settings.server";
import {
  createFromImport,
  existingReferences,
  getImport,
  importedShipments,
  isImportToken,
  storeImport,
  type ImportReport,
} from "~/models/shipment-imports.server";
import { priceShipment } from "~/models/shipment-pricing.server";
import { customerScopeFor, getCustomer, searchCustomers, type CustomerProfile } from "~/models/shipments.server";
import type { PublicUser } from "~/models/users.server";

/**
 * Bulk shipment import: a customer (or staff for a customer they serve) uploads a CSV or XLSX file of shipments,
 * sees every row judged by the wizard's rules, and books the valid rows in one go. The upload is kept on the
 * server between the preview and "create" (`?import=<token>`), so both are plain form posts and pages.
 */
const CreateSchema = z.object({
  intent: z.literal("create"),
  token: z.string().refine(isImportToken),
  accept: z.literal("on", { error: "shipment-import:errors.accept" }),
});

type User = Pick<PublicUser, "id" | "role" | "branch_id">;

/** Who the import books for: the customer themselves, or the one staff picked (within the customers they serve). */
async function importCustomer(user: User, id: unknown): Promise<CustomerProfile | undefined> {
  if (user.role === "customer") return getCustomer(user.id, customerScopeFor(user));
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) return undefined;
  return getCustomer(n, customerScopeFor(user));
}

/** Judges the rows as "create" would book them now: the customer's references, places, prices and limits. */
async function judge(rows: StoredRow[], customer: CustomerProfile, user: User, t: ReturnType<typeof getT>) {
  const references = rows.map((r) => r.cells.reference?.trim()).filter((r): r is string => Boolean(r));
  const [existing, settings] = await Promise.all([existingReferences(customer.id, references), getCompanySettings()]);
  return validateImport(rows, {
    customer,
    staff: user.role !== "customer",
    places: turkeyPlaces,
    existing,
    codLimitMinor: settings.cod_limit_minor,
    price: (route) => priceShipment(route),
    choice: choiceReader(t),
  });
}

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "create", "Shipment");
  const t = getT(context);
  const staff = user.role !== "customer";
  const base = {
    title: t("shipment-import:title"),
    staff,
    maxBytes: IMPORT_MAX_BYTES,
    maxRows: IMPORT_MAX_ROWS,
    expired: false,
  };

  const token = url.searchParams.get("import");
  if (token) {
    const stored = await getImport(token, user.id);
    if (stored) {
      const customer = await getCustomer(stored.customerId, customerScopeFor(user));
      const translated = translateReport(stored.report, t);
      if (stored.completedAt) {
        const shipments = await importedShipments(stored.createdIds, stored.customerId);
        return {
          ...base,
          customer: customer ? { id: customer.id, name: customer.name } : null,
          customerQ: "",
          matches: [],
          preview: null,
          result: { fileName: stored.fileName, shipments, report: translated },
        };
      }
      return {
        ...base,
        customer: customer ? { id: customer.id, name: customer.name } : null,
        customerQ: "",
        matches: [],
        preview: { token: stored.token, fileName: stored.fileName, ...translated },
        result: null,
      };
    }
    base.expired = true;
  }

  const customerQ = staff ? (url.searchParams.get("customerQ") ?? "").trim().slice(0, 100) : "";
  const [customer, matches] = await Promise.all([
    importCustomer(user, staff ? url.searchParams.get("customer") : user.id),
    customerQ.length >= 2 ? searchCustomers(customerQ, customerScopeFor(user)) : Promise.resolve([]),
  ]);
  return {
    ...base,
    customer: customer ? { id: customer.id, name: customer.name } : null,
    customerQ,
    matches: matches.map((m) => ({ id: m.id, name: m.name, email: m.email, companyName: m.company_name })),
    preview: null,
    result: null,
  };
}

/** The stored report with every message in the reader's language. */
function translateReport(report: ImportReport, t: ReturnType<typeof getT>) {
  const counts = importCounts(report.results);
  return {
    counts,
    ignored: report.ignored,
    rows: report.results.map((r) =>
      r.status === "invalid"
        ? {
            line: r.line,
            status: r.status,
            reference: r.reference,
            issues: r.issues.map((i) => ({
              column: i.column,
              label: i.column ? columnLabel(t, i.column) : t("shipment-import:preview.wholeRow"),
              message: t(i.message, i.values ?? {}),
            })),
          }
        : r.status === "exists"
          ? { line: r.line, status: r.status, reference: r.reference, shipment: r.shipment }
          : {
              line: r.line,
              status: r.status,
              reference: r.reference,
              receiver: r.receiver,
              city: r.city,
              price: r.price,
            },
    ),
  };
}
export type TranslatedReport = ReturnType<typeof translateReport>;

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAbility(context, request, "create", "Shipment");
  const t = getT(context);
  let form: FormData;
  try {
    form = await readLimitedFormData(request, IMPORT_MAX_BYTES);
  } catch (error) {
    if (error instanceof PayloadTooLarge)
      return data(
        { error: t("shipment-import:upload.tooLarge", { max: String(megabytes(IMPORT_MAX_BYTES)) }) },
        { status: 413 },
      );
    throw error;
  }
  const intent = form.get("intent");

  if (intent === "create") {
    const parsed = CreateSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      const acceptMissing = parsed.error.issues.some((i) => i.path[0] === "accept");
      const tokenOk = isImportToken(form.get("token"));
      return data(
        { error: t(tokenOk && acceptMissing ? "shipment-import:errors.accept" : "common:errors.badRequest") },
        { status: 400 },
      );
    }
    const stored = await getImport(parsed.data.token, user.id);
    if (!stored) return data({ error: t("shipment-import:errors.expired") }, { status: 404 });
    const done = `/shipments/import?import=${stored.token}`;
    if (stored.completedAt) return redirect(done, { status: 303 });
    const customer = await importCustomer(user, stored.customerId);
    if (!customer) return data({ error: t("shipment-import:errors.customer") }, { status: 403 });
    // Judged again: the preview may be hours old, and another upload may have booked some references since.
    const { results, bookings } = await judge(stored.rows, customer, user, t);
    const toBook = results.flatMap((r) => (r.status === "valid" ? [bookings.get(r.line)!] : []));
    if (toBook.length === 0) return data({ error: t("shipment-import:errors.nothingToCreate") }, { status: 400 });
    const created = await createFromImport(stored.token, {
      userId: user.id,
      customerId: customer.id,
      creator: user,
      bookings: toBook,
      report: { ...stored.report, results },
    });
    if (!created.ok) {
      if (created.reason === "done") return redirect(done, { status: 303 });
      return data({ error: t("shipment-import:errors.referenceTaken") }, { status: 409 });
    }
    return redirectWithToast(request, done, {
      key: "shipment-import:result.toast",
      values: { n: String(created.ids.length) },
    });
  }

  if (intent !== "preview") return data({ error: t("common:errors.badRequest") }, { status: 400 });
  const customer = await importCustomer(user, form.get("customerId"));
  if (!customer) return data({ error: t("shipment-import:errors.customer") }, { status: 400 });
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    return data({ error: t("shipment-import:upload.noFile") }, { status: 400 });
  const read = await readImportFile(new Uint8Array(await file.arrayBuffer()));
  if (!read.ok)
    return data(
      { error: t(`shipment-import:errors.${read.error}`, { max: String(IMPORT_MAX_ROWS) }) },
      { status: 400 },
    );
  const header = readHeader(read.header);
  if (!header.ok)
    return data(
      { error: t(`shipment-import:errors.${header.error}`, { column: header.column ?? "" }) },
      { status: 400 },
    );
  const rows: StoredRow[] = read.rows.map((r) => ({ line: r.line, cells: rowCells(header.columns, r.cells) }));
  const { results } = await judge(rows, customer, user, t);
  const token = await storeImport({
    userId: user.id,
    customerId: customer.id,
    fileName: file.name || `import.${read.format}`,
    rows,
    report: { format: read.format, ignored: header.ignored, results },
  });
  return redirect(`/shipments/import?import=${token}`, { status: 303 });
}

export default function ShipmentImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["shipment-import", "shipments", "common"]);
  const error = actionData && "error" in actionData ? actionData.error : null;
  const { preview, result, customer } = loaderData;
  return (
    <>
      <PageHeader
        title={loaderData.title}
        subtitle={t("subtitle", { max: String(loaderData.maxRows) })}
        actions={
          <Button component={Link} to="/shipments" startIcon={<ArrowBack />}>
            {t("shipments:title.list")}
          </Button>
        }
      />
      {result ? (
        <ImportResult result={result} customerName={customer?.name ?? null} />
      ) : preview ? (
        <ImportPreview
          preview={preview}
          error={error}
          customerName={loaderData.staff ? (customer?.name ?? null) : null}
        />
      ) : (
        <Box
          sx={{
            display: "grid",
            gap: 2.5,
            gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
            alignItems: "start",
          }}
        >
          <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: "minmax(0, 1fr)" }}>
            {loaderData.staff && (
              <CustomerPicker customer={customer} customerQ={loaderData.customerQ} matches={loaderData.matches} />
            )}
            <ImportUploadForm
              maxBytes={loaderData.maxBytes}
              error={error}
              expired={loaderData.expired}
              customerId={customer?.id ?? null}
              needsCustomer={loaderData.staff && !customer}
            />
          </Box>
          <ImportTemplate />
        </Box>
      )}
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
