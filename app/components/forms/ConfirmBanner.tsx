import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { SubmitButton } from "./fields";

/** On phones the buttons go under the question, at its end, instead of squeezing it (and their own words). */
const BANNER_SX = {
  mb: 2.5,
  flexWrap: { xs: "wrap", sm: "nowrap" },
  "& .MuiAlert-message": { flex: "1 1 0", minWidth: 0 },
  "& .MuiAlert-action": { width: { xs: "100%", sm: "auto" }, justifyContent: "flex-end", ml: { xs: 0, sm: "auto" } },
} as const;

/**
 * A question asked on the page itself before a step that cannot be undone (delete, accept). The page shows it when
 * its `?confirm=` link was followed, so it works without JavaScript: "cancel" goes back to the page, the other
 * button posts the intent (with any hidden fields).
 */
export function ConfirmBanner({
  question,
  confirmLabel,
  intent,
  cancelTo,
  color = "error",
  testId,
  confirmTestId,
  hidden,
}: {
  question: ReactNode;
  confirmLabel: ReactNode;
  intent: string;
  cancelTo: string;
  color?: "error" | "success";
  testId: string;
  confirmTestId?: string;
  hidden?: ReactNode;
}) {
  const { t } = useTranslation("common");
  return (
    <Alert
      severity="warning"
      sx={BANNER_SX}
      data-testid={testId}
      action={
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button component={Link} to={cancelTo} color="inherit" size="small" sx={{ whiteSpace: "nowrap" }}>
            {t("actions.cancel")}
          </Button>
          <Form method="post">
            {hidden}
            <SubmitButton
              intent={intent}
              color={color}
              size="small"
              data-testid={confirmTestId}
              sx={{ whiteSpace: "nowrap" }}
            >
              {confirmLabel}
            </SubmitButton>
          </Form>
        </Box>
      }
    >
      {question}
    </Alert>
  );
}
