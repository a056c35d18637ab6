import ImageOutlined from "@mui/icons-material/ImageOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Column } from "~/components/data-list/DataList";
import { uploadUrl } from "~/lib/content/constants";
import type { ColumnDef, OptionLists, ResourceDef, Row } from "~/lib/content/resource";
import { formatDateTime, formatNumber } from "~/lib/format";

/** Flags drawn as chips: the positive state coloured, per column. */
const FLAG_LABELS: Record<string, { yes: string; no: string; color: "success" | "primary" }> = {
  is_active: { yes: "content:filters.active", no: "content:filters.inactive", color: "success" },
  is_published: { yes: "content:filters.published", no: "content:filters.unpublished", color: "success" },
  is_main: { yes: "content:fields.isMain", no: "", color: "primary" },
};

export function Thumbnail({ name, size = 40 }: { name: string | null | undefined; size?: number }) {
  const src = uploadUrl(name);
  return (
    <Box
      sx={{
        width: size * 1.5,
        height: size,
        borderRadius: 1,
        bgcolor: "action.hover",
        display: "grid",
        placeItems: "center",
        overflow: "hidden",
        color: "text.disabled",
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          sx={{ width: "100%", height: "100%", objectFit: "contain" }}
        />
      ) : (
        <ImageOutlined fontSize="small" />
      )}
    </Box>
  );
}

export function LocaleChip({ locale }: { locale: string | null | undefined }) {
  const { t } = useTranslation("content");
  return <Chip size="small" variant="outlined" label={locale ? locale.toUpperCase() : t("allLanguages")} />;
}

function Cell({ column, row, options }: { column: ColumnDef; row: Row; options: OptionLists }) {
  const { t, i18n } = useTranslation(["content", "common"]);
  const value = row[column.field];
  switch (column.kind) {
    case "image":
      return <Thumbnail name={typeof value === "string" ? value : null} />;
    case "locale":
      return <LocaleChip locale={typeof value === "string" ? value : null} />;
    case "flag": {
      const labels = FLAG_LABELS[column.field] ?? {
        yes: "content:flags.yes",
        no: "content:flags.no",
        color: "success" as const,
      };
      if (value === 1) return <Chip size="small" color={labels.color} label={t(labels.yes)} />;
      return labels.no ? <Chip size="small" variant="outlined" label={t(labels.no)} /> : <>—</>;
    }
    case "enum":
      return value === null || value === undefined ? (
        <>—</>
      ) : (
        <Chip size="small" variant="outlined" label={t(`${column.optionKey}.${value}`)} />
      );
    case "ref": {
      const option = options[column.source!]?.find((o) => o.value === String(value));
      return <>{option?.label ?? (value === null || value === undefined ? "—" : `#${value}`)}</>;
    }
    case "date":
    case "datetime":
      return <>{typeof value === "string" && value ? formatDateTime(value, i18n.language) : "—"}</>;
    case "number":
      return <>{typeof value === "number" ? formatNumber(value, i18n.language) : "—"}</>;
    case "coordinate":
      return <>{typeof value === "number" ? value.toFixed(4) : "—"}</>;
    default:
      return <>{value === null || value === undefined || value === "" ? "—" : String(value)}</>;
  }
}

/** The DataList columns of a resource, drawn from its definition. */
export function useResourceColumns(def: ResourceDef, options: OptionLists): Column<Row>[] {
  const { t, i18n } = useTranslation(["content", "common"]);
  return useMemo(
    () =>
      def.columns.map((c) => ({
        field: c.field,
        header: t(c.labelKey),
        sortable: c.sortable,
        primary: c.primary,
        hideOnPhone: c.hideOnPhone,
        width: c.width,
        align: c.align ?? (c.kind === "number" || c.kind === "coordinate" ? "right" : undefined),
        render: (row: Row) => <Cell column={c} row={row} options={options} />,
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [def, options, i18n.language],
  );
}
