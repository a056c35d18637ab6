import Chip from "@mui/material/Chip";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import EditOutlined from "@mui/icons-material/EditOutlined";
import { visuallyHidden } from "@mui/utils";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EMAIL_LABELS, EMAIL_VIEWS } from "~/mock/email";
import { LABEL_COLORS } from "./labels";

const VIEW_ORDER = ["inbox", "sent", "draft", "starred", "spam", "trash"] as const satisfies ReadonlyArray<
  (typeof EMAIL_VIEWS)[number]
>;

/**
 * Compose, the folders with their counts and the labels: plain links, so every view has its own address.
 * On a phone the links wrap into rows above the list.
 */
export function MailSidebar({
  folder,
  label,
  meta,
  onCompose,
}: {
  folder: string | undefined;
  label: string | undefined;
  meta: { inbox: number; draft: number; spam: number };
  onCompose?: (event: React.MouseEvent) => void;
}) {
  const { t } = useTranslation("demo-email");
  const current = folder ?? (label ? undefined : "inbox");
  const count = (view: string) =>
    view === "inbox" ? meta.inbox : view === "draft" ? meta.draft : view === "spam" ? meta.spam : 0;
  return (
    <Box component="nav" aria-label={t("folders.title")} sx={SIDEBAR_CSS}>
      <Button
        component={Link}
        to="/apps/email/compose"
        onClick={onCompose}
        variant="contained"
        startIcon={<EditOutlined />}
        data-testid="email-compose"
        className="compose"
      >
        {t("compose.open")}
      </Button>
      <ul className="views">
        {VIEW_ORDER.map((view) => (
          <li key={view}>
            <Link
              to={`/apps/email?folder=${view}`}
              aria-current={current === view ? "page" : undefined}
              data-testid={`email-folder-${view}`}
            >
              <span>{t(`folders.${view}`)}</span>
              {count(view) > 0 && (
                <Chip
                  size="small"
                  color={view === "draft" ? "default" : view === "spam" ? "error" : "primary"}
                  label={
                    <>
                      <span aria-hidden="true">{count(view)}</span>
                      <Box component="span" sx={visuallyHidden}>
                        {t(view === "draft" ? "folders.draftCount" : "folders.unreadCount", { count: count(view) })}
                      </Box>
                    </>
                  }
                />
              )}
            </Link>
          </li>
        ))}
      </ul>
      <Typography variant="overline" component="h2" className="heading">
        {t("labels.title")}
      </Typography>
      <ul className="views">
        {EMAIL_LABELS.map((l) => (
          <li key={l}>
            <Link to={`/apps/email?label=${l}`} aria-current={label === l && !folder ? "page" : undefined}>
              <Box component="span" className="dot" sx={{ bgcolor: `${LABEL_COLORS[l]}.main` }} />
              <span>{t(`labels.${l}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Box>
  );
}

const SIDEBAR_CSS = {
  p: 2,
  borderStyle: "solid",
  borderWidth: { xs: "0 0 1px 0", md: "0 1px 0 0" },
  borderColor: "divider",
  "& .compose": { width: { xs: "auto", md: "100%" }, mb: 2 },
  "& .heading": { display: "block", mt: 2, mb: 0.5, color: "text.secondary" },
  "& .views": {
    listStyle: "none",
    m: 0,
    p: 0,
    display: "flex",
    flexDirection: { xs: "row", md: "column" },
    flexWrap: "wrap",
    gap: 0.5,
  },
  "& .views a": {
    display: "flex",
    alignItems: "center",
    gap: 1,
    px: 1.5,
    py: 0.75,
    borderRadius: 1,
    color: "text.primary",
    textDecoration: "none",
    minHeight: 36,
  },
  "& .views a > span:not(.dot)": { flex: 1 },
  "& .views a:hover": { bgcolor: "action.hover" },
  // The current view: bold on the selection tint, with a bar in the primary colour (text keeps its contrast).
  "& .views a[aria-current=page]": {
    bgcolor: "action.selected",
    fontWeight: 700,
    boxShadow: "inset 3px 0 0 currentColor",
  },
  "& .views a:focus-visible": { outline: 2, outlineColor: "primary.main", outlineStyle: "solid" },
  "& .dot": { width: 10, height: 10, borderRadius: "50%", flex: "none" },
} as const;
