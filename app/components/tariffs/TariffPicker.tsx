import OpenInNew from "@mui/icons-material/OpenInNew";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Link from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Picks a customs tariff code inline (the shipment wizard's cargo step): an MUI Autocomplete
 * that asks GET /tariffs/search as the user types, and posts two hidden inputs, `gtipCode`
 * (the dotted GTIP code, or the HS code for a code without a Turkish line) and
 * `customsTariffDescription` (the code's name in the user's language). Without JavaScript it
 * renders two plain text inputs with the same names and a link to the tariff finder.
 * Props: docs/tariffs.md.
 */
export interface TariffOption {
  code: string;
  hsCode: string;
  gtipCode: string | null;
  name: string;
  nameTr: string | null;
  nameEn: string | null;
  level: number;
  match: "exact" | "prefix" | "name";
}

export interface TariffPickerProps {
  /** Name of the code input; default "gtipCode" (pass conform's `fields.gtipCode.name`). */
  gtipCodeName?: string;
  /** Name of the description input; default "customsTariffDescription". */
  descriptionName?: string;
  /** The values to start with (a saved draft, or what the server sent back with a 400). */
  defaultGtipCode?: string;
  defaultDescription?: string;
  /** The field label; default "Customs tariff (GTIP)" translated. */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** Translated messages shown under the field (server or client validation). */
  gtipCodeError?: string;
  descriptionError?: string;
  helperText?: ReactNode;
  /** The form's id when the inputs sit outside the <form> element. */
  form?: string;
  /** Called with the picked code, or null when the field is cleared. */
  onChange?: (option: TariffOption | null) => void;
  /** The search endpoint; default "/tariffs/search". */
  searchUrl?: string;
  /** Results per request; default 10. */
  limit?: number;
  id?: string;
}

type Status =
  | { kind: "idle" }
  | { kind: "short" }
  | { kind: "loading" }
  | { kind: "done"; message: string | null }
  | { kind: "error"; message: string };

export function TariffPicker(props: TariffPickerProps) {
  const hydrated = useHydrated();
  return hydrated ? <TariffAutocomplete {...props} /> : <TariffFallback {...props} />;
}

/** Without JavaScript: the two fields as text inputs. */
function TariffFallback({
  gtipCodeName = "gtipCode",
  descriptionName = "customsTariffDescription",
  defaultGtipCode,
  defaultDescription,
  label,
  required,
  disabled,
  gtipCodeError,
  descriptionError,
  helperText,
  form,
  id = "tariff-picker",
}: TariffPickerProps) {
  const { t } = useTranslation("tariffs");
  return (
    <Box
      sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "minmax(160px, 1fr) 2fr" } }}
      data-testid="tariff-picker-fallback"
    >
      <TextField
        id={`${id}-code`}
        name={gtipCodeName}
        label={label ?? t("picker.code")}
        defaultValue={defaultGtipCode ?? ""}
        required={required}
        disabled={disabled}
        error={Boolean(gtipCodeError)}
        helperText={gtipCodeError}
        slotProps={{ htmlInput: { form, inputMode: "decimal", maxLength: 20, placeholder: "0000.00.00.00.00" } }}
      />
      <TextField
        id={`${id}-description`}
        name={descriptionName}
        label={t("picker.description")}
        defaultValue={defaultDescription ?? ""}
        required={required}
        disabled={disabled}
        error={Boolean(descriptionError)}
        helperText={
          descriptionError ?? (
            <>
              {helperText}{" "}
              <Link href="/tariffs" target="_blank" rel="noopener">
                {t("picker.openFinder")}
                <OpenInNew sx={{ fontSize: 12, ml: 0.25, verticalAlign: "middle" }} aria-hidden />
              </Link>
            </>
          )
        }
        slotProps={{ htmlInput: { form, maxLength: 500 } }}
      />
    </Box>
  );
}

function TariffAutocomplete({
  gtipCodeName = "gtipCode",
  descriptionName = "customsTariffDescription",
  defaultGtipCode,
  defaultDescription,
  label,
  required,
  disabled,
  gtipCodeError,
  descriptionError,
  helperText,
  form,
  onChange,
  searchUrl = "/tariffs/search",
  limit = 10,
  id = "tariff-picker",
}: TariffPickerProps) {
  const { t, i18n } = useTranslation(["tariffs", "common"]);
  const initial: TariffOption | null = defaultGtipCode
    ? {
        code: defaultGtipCode,
        hsCode: "",
        gtipCode: defaultGtipCode,
        name: defaultDescription ?? "",
        nameTr: null,
        nameEn: null,
        level: 0,
        match: "exact",
      }
    : null;
  const [value, setValue] = useState<TariffOption | null>(initial);
  const [input, setInput] = useState("");
  const [options, setOptions] = useState<TariffOption[]>(initial ? [initial] : []);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const request = useRef<AbortController | null>(null);

  // The search request is the external system this effect follows; its status is set as it starts.
  /* eslint-disable react-hooks/set-state-in-effect */
  useEffect(() => {
    const q = input.trim();
    if (value && q === optionLabel(value)) return; // the text shows the picked option
    request.current?.abort();
    if (!q) {
      setStatus({ kind: "idle" });
      return;
    }
    if (q.replace(/[^\p{L}\p{N}]/gu, "").length < 3) {
      setStatus({ kind: "short" });
      setOptions(value ? [value] : []);
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    setStatus({ kind: "loading" });
    const timer = setTimeout(async () => {
      try {
        const url = `${searchUrl}?${new URLSearchParams({ q, perPage: String(limit), lng: i18n.language })}`;
        const response = await fetch(url, {
          signal: controller.signal,
          credentials: "same-origin",
          headers: { Accept: "application/json" },
        });
        const body = (await response.json()) as { rows?: TariffOption[]; message?: string | null };
        if (!response.ok) {
          setOptions(value ? [value] : []);
          setStatus(
            response.status === 400
              ? { kind: "short" }
              : { kind: "error", message: body.message ?? t("common:messages.anErrorOccurred") },
          );
          return;
        }
        setOptions(body.rows ?? []);
        setStatus({ kind: "done", message: body.rows?.length ? null : t("common:messages.noResults") });
      } catch (error) {
        if ((error as Error).name !== "AbortError")
          setStatus({ kind: "error", message: t("common:messages.anErrorOccurred") });
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, searchUrl, limit, i18n.language, t, value]);
  /* eslint-enable react-hooks/set-state-in-effect */

  const noOptionsText =
    status.kind === "short"
      ? t("common:messages.minThreeLetters")
      : status.kind === "done"
        ? (status.message ?? t("common:messages.noResults"))
        : status.kind === "error"
          ? status.message
          : t("picker.typeToSearch");
  const error = gtipCodeError ?? descriptionError;

  return (
    <>
      <Autocomplete<TariffOption, false, false, false>
        id={id}
        value={value}
        options={options}
        disabled={disabled}
        filterOptions={(x) => x}
        autoComplete
        includeInputInList
        filterSelectedOptions={false}
        loading={status.kind === "loading"}
        loadingText={t("picker.searching")}
        noOptionsText={noOptionsText}
        isOptionEqualToValue={(a, b) => a.code === b.code}
        getOptionLabel={optionLabel}
        onChange={(_, picked) => {
          setValue(picked);
          onChange?.(picked);
        }}
        onInputChange={(_, text) => setInput(text)}
        renderOption={(optionProps, option) => {
          const { key, ...rest } = optionProps as typeof optionProps & { key: string };
          return (
            <Box component="li" key={key} {...rest} sx={{ display: "grid !important", gap: 0.25 }}>
              <Typography
                component="span"
                sx={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", fontWeight: 600 }}
              >
                {option.code}
              </Typography>
              <Typography component="span" variant="body2">
                {option.name}
              </Typography>
            </Box>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label ?? t("picker.label")}
            placeholder={t("picker.placeholder")}
            required={required && !value}
            error={Boolean(error)}
            helperText={error ?? helperText}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, "data-testid": "tariff-picker-input" },
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {status.kind === "loading" ? <CircularProgress color="inherit" size={18} /> : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      <input type="hidden" name={gtipCodeName} value={value?.code ?? ""} form={form} data-testid="tariff-picker-code" />
      <input
        type="hidden"
        name={descriptionName}
        value={value?.name ?? ""}
        form={form}
        data-testid="tariff-picker-description"
      />
    </>
  );
}

function optionLabel(option: TariffOption): string {
  return option.name ? `${option.code} · ${option.name}` : option.code;
}
