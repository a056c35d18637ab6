import AddRounded from "@mui/icons-material/AddRounded";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Section } from "~/components/Section";
import type { InvoiceClient } from "~/mock/invoices";
import { DemoField, type FormEcho } from "./DemoField";
import { CURRENCY, lineCount } from "./form";

const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;

/**
 * The invoice form of the add and edit screens. Every button posts to the server (a line more, a line less,
 * save), so it works the same without JavaScript; the totals are the server's, shown after saving.
 */
export function InvoiceForm({ echo, stamp, clients }: { echo: FormEcho; stamp: string; clients: InvoiceClient[] }) {
  const { t } = useTranslation(["demo-invoice", "common"]);
  const lines = lineCount(echo.values);
  const formError = echo.errors.form;
  const money = { input: { startAdornment: <InputAdornment position="start">€</InputAdornment> } };
  const percent = {
    htmlInput: { inputMode: "decimal" as const },
    input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
  };
  return (
    <Form method="post" key={stamp} data-testid="invoice-form" noValidate>
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(formError)}
        </Alert>
      )}
      {Object.keys(echo.errors).length > 0 && !formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t("errors.summary")}
        </Alert>
      )}
      <Box sx={{ display: "grid", gap: 2.5 }}>
        <Section title={t("form.dates")}>
          <Box sx={grid}>
            <DemoField
              name="issuedDate"
              type="date"
              echo={echo}
              label={t("fields.issuedDate")}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <DemoField
              name="dueDate"
              type="date"
              echo={echo}
              label={t("fields.dueDate")}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
        </Section>
        <Section title={t("form.client")} subheader={t("form.clientHint")}>
          <Box sx={{ display: "grid", gap: 2 }}>
            <DemoField
              name="clientId"
              echo={echo}
              select
              label={t("fields.clientId")}
              options={[
                { value: "", label: t("form.typedClient") },
                ...clients.map((c, i) => ({ value: String(i), label: `${c.name} · ${c.company}` })),
              ]}
            />
            <Box sx={grid}>
              <DemoField name="client.name" echo={echo} label={t("fields.clientName")} autoComplete="off" />
              <DemoField name="client.company" echo={echo} label={t("fields.clientCompany")} />
              <DemoField name="client.companyEmail" type="email" echo={echo} label={t("fields.clientEmail")} />
              <DemoField name="client.contact" type="tel" echo={echo} label={t("fields.clientContact")} />
              <DemoField name="client.address" echo={echo} label={t("fields.clientAddress")} />
              <DemoField name="client.country" echo={echo} label={t("fields.clientCountry")} />
            </Box>
            <DemoField name="service" echo={echo} label={t("fields.service")} />
          </Box>
        </Section>
        <Section title={t("form.lines")}>
          <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2 }}>
            {Array.from({ length: lines }, (_, i) => (
              <Box
                component="li"
                key={i}
                data-testid={`line-${i}`}
                sx={{
                  display: "grid",
                  gap: 1.5,
                  gridTemplateColumns: { xs: "1fr 1fr", md: "2fr 3fr 1fr 0.7fr auto" },
                  alignItems: "start",
                  pb: 2,
                  borderBottom: 1,
                  borderColor: "divider",
                }}
              >
                <DemoField
                  name={`items[${i}].title`}
                  echo={echo}
                  label={t("fields.itemTitle")}
                  sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }}
                />
                <DemoField
                  name={`items[${i}].description`}
                  echo={echo}
                  label={t("fields.itemDescription")}
                  sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }}
                />
                <DemoField
                  name={`items[${i}].cost`}
                  echo={echo}
                  label={t("fields.itemCost")}
                  slotProps={{ ...money, htmlInput: { inputMode: "decimal" } }}
                />
                <DemoField
                  name={`items[${i}].qty`}
                  echo={echo}
                  defaultValue="1"
                  label={t("fields.itemQty")}
                  slotProps={{ htmlInput: { inputMode: "numeric" } }}
                />
                <IconButton
                  type="submit"
                  name="intent"
                  value="remove-line"
                  formAction={`?line=${i}`}
                  disabled={lines <= 1}
                  aria-label={t("form.removeLine", { n: i + 1 })}
                  data-testid={`remove-line-${i}`}
                  sx={{ justifySelf: "start", mt: 1 }}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Box>
            ))}
          </Box>
          <Button
            type="submit"
            name="intent"
            value="add-line"
            startIcon={<AddRounded />}
            sx={{ mt: 2 }}
            data-testid="add-line"
          >
            {t("form.addLine")}
          </Button>
        </Section>
        <Section title={t("form.terms")}>
          <Box sx={{ display: "grid", gap: 2 }}>
            <Box sx={grid}>
              <DemoField name="discount" echo={echo} label={t("fields.discount")} slotProps={percent} />
              <DemoField name="tax" echo={echo} label={t("fields.tax")} slotProps={percent} />
            </Box>
            <DemoField name="note" echo={echo} label={t("fields.note")} multiline minRows={3} />
            <Typography variant="body2" color="textSecondary">
              {t("form.totalsHint", { currency: CURRENCY })}
            </Typography>
            <Box>
              <Button type="submit" name="intent" value="save" variant="contained" data-testid="save-invoice">
                {t("form.save")}
              </Button>
            </Box>
          </Box>
        </Section>
      </Box>
    </Form>
  );
}
