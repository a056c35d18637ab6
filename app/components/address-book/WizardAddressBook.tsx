import type { SubmissionResult } from "@conform-to/react";
import ContactsOutlined from "@mui/icons-material/ContactsOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { countryName } from "~/lib/shipments/countries";
import type { WizardBook } from "~/lib/address-book/wizard.server";

/**
 * The address book on an address step of the wizard: choose a saved address (a GET form with `addressId`,
 * so it works without JavaScript; the step's fields are filled from it) and, inside the step's form,
 * "save this address".
 */
export function SavedAddressPicker({ step, book }: { step: "sender" | "receiver"; book: WizardBook | null }) {
  const { t, i18n } = useTranslation(["shipments", "common"]);
  if (!book || (book.choices.length === 0 && !book.q)) return null;
  const many = book.choices.length >= 10 || Boolean(book.q);
  return (
    <Box
      sx={{ mb: 2.5, p: 2, border: 1, borderColor: "divider", borderRadius: 2, display: "grid", gap: 1.5 }}
      data-testid={`${step}-address-book`}
    >
      <Typography variant="subtitle2" component="h3" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <ContactsOutlined fontSize="small" aria-hidden /> {t("wizard.addressBook.title")}
      </Typography>
      {many && (
        <Box component={Form} method="get" action="/shipments/new" sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <input type="hidden" name="step" value={step} />
          <TextField
            name="addressQ"
            type="search"
            size="small"
            defaultValue={book.q}
            label={t("wizard.addressBook.search")}
            sx={{ flex: "1 1 220px", maxWidth: 360 }}
          />
          <Button type="submit" variant="outlined" size="small">
            {t("common:actions.search")}
          </Button>
        </Box>
      )}
      {book.choices.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t("wizard.addressBook.none")}
        </Typography>
      ) : (
        <Box component={Form} method="get" action="/shipments/new" sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <input type="hidden" name="step" value={step} />
          <TextField
            select
            name="addressId"
            size="small"
            label={t("wizard.addressBook.choose")}
            defaultValue={String(book.pickedId ?? book.choices[0].id)}
            sx={{ flex: "1 1 260px", maxWidth: 480 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            data-testid={`${step}-address-choice`}
          >
            {book.choices.map((a) => (
              <option key={a.id} value={a.id}>
                {`${a.label} · ${a.name} · ${a.city}, ${countryName(a.country, i18n.language)}`}
              </option>
            ))}
          </TextField>
          <Button type="submit" variant="contained" size="small" data-testid={`${step}-address-use`}>
            {t("wizard.addressBook.use")}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** Unticked by default; after a refused post it stays as the user left it. */
export function SaveAddressOption({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("shipments");
  const initial = (lastResult?.initialValue as Record<string, unknown> | undefined)?.saveAddress === "on";
  return (
    <FormControlLabel
      sx={{ mt: 1.5 }}
      control={<Checkbox name="saveAddress" value="on" defaultChecked={initial} />}
      label={t("wizard.addressBook.save")}
      data-testid="save-address"
    />
  );
}
