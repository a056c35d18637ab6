import AssignmentReturn from "@mui/icons-material/AssignmentReturn";
import CreditCard from "@mui/icons-material/CreditCard";
import ExpandMore from "@mui/icons-material/ExpandMore";
import Gavel from "@mui/icons-material/Gavel";
import HealthAndSafety from "@mui/icons-material/HealthAndSafety";
import HelpOutline from "@mui/icons-material/HelpOutlined";
import Inventory2 from "@mui/icons-material/Inventory2";
import LocalGasStation from "@mui/icons-material/LocalGasStation";
import LocalShipping from "@mui/icons-material/LocalShipping";
import MailOutline from "@mui/icons-material/MailOutlined";
import ManageAccounts from "@mui/icons-material/ManageAccounts";
import ManageSearch from "@mui/icons-material/ManageSearch";
import PhoneOutlined from "@mui/icons-material/PhoneOutlined";
import RequestQuote from "@mui/icons-material/RequestQuote";
import Search from "@mui/icons-material/Search";
import SettingsSuggest from "@mui/icons-material/SettingsSuggest";
import TravelExplore from "@mui/icons-material/TravelExplore";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { SvgIconComponent } from "@mui/icons-material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";

/** The icon names the help centre's sample data uses. */
const ICONS: Record<string, SvgIconComponent> = {
  AssignmentReturn,
  CreditCard,
  Gavel,
  HealthAndSafety,
  Inventory2,
  LocalGasStation,
  LocalShipping,
  ManageAccounts,
  ManageSearch,
  RequestQuote,
  SettingsSuggest,
  TravelExplore,
};

export function HelpIcon({ name, color = "primary" }: { name: string; color?: string }) {
  const Icon = ICONS[name] ?? HelpOutline;
  return <Icon sx={{ color: `${color}.main` }} aria-hidden />;
}

/** The banner with the search field: a GET form, so a search is a link and works without JavaScript. */
export function HelpSearch({
  title,
  subtitle,
  label,
  q,
  testId,
}: {
  title: string;
  subtitle: string;
  label: string;
  q: string;
  testId?: string;
}) {
  const { t } = useTranslation("demo-help");
  return (
    <Card
      sx={{
        p: { xs: 3, md: 6 },
        mb: 3,
        textAlign: "center",
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.main}22 0%, ${theme.palette.background.paper} 70%)`,
      }}
    >
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {subtitle}
      </Typography>
      <Box
        component={Form}
        method="get"
        role="search"
        data-testid={testId}
        sx={{ display: "flex", gap: 1, maxWidth: 560, mx: "auto" }}
      >
        <TextField
          name="q"
          type="search"
          defaultValue={q}
          label={label}
          fullWidth
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained">
          {t("search")}
        </Button>
      </Box>
    </Card>
  );
}

/** A question that opens without JavaScript: a styled `<details>`. */
export function Question({ question, children }: { question: string; children: ReactNode }) {
  return (
    <Box
      component="details"
      data-testid="faq-question"
      sx={{
        borderBottom: 1,
        borderColor: "divider",
        "& > summary": {
          listStyle: "none",
          cursor: "pointer",
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 1,
          py: 1.5,
          fontWeight: 600,
        },
        "& > summary::-webkit-details-marker": { display: "none" },
        "& > summary:focus-visible": { outline: 2, outlineColor: "primary.main", outlineStyle: "solid" },
        "&[open] > summary svg": { transform: "rotate(180deg)" },
        "& > div": { pb: 2, color: "text.secondary" },
      }}
    >
      <summary>
        <span>{question}</span>
        <ExpandMore aria-hidden />
      </summary>
      <div>{children}</div>
    </Box>
  );
}

/** The contact cards under the FAQ and the pricing questions. */
export function ContactCards() {
  const { t } = useTranslation("demo-help");
  const cards = [
    { icon: PhoneOutlined, value: "+90 212 555 0100", href: "tel:+902125550100", hint: t("contact.phoneHint") },
    { icon: MailOutline, value: "help@kargo.test", href: "mailto:help@kargo.test", hint: t("contact.mailHint") },
  ];
  return (
    <Box component="section" aria-labelledby="contact-title" sx={{ mt: 5, textAlign: "center" }}>
      <Typography variant="h4" component="h2" id="contact-title">
        {t("contact.title")}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t("contact.subtitle")}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
          maxWidth: 760,
          mx: "auto",
        }}
      >
        {cards.map(({ icon: Icon, value, href, hint }) => (
          <Card key={href} sx={{ p: 3 }}>
            <Icon color="primary" aria-hidden />
            <Typography variant="h6" component="p">
              <a href={href} style={{ color: "inherit" }}>
                {value}
              </a>
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {hint}
            </Typography>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
