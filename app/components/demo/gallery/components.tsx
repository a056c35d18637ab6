import ExpandMore from "@mui/icons-material/ExpandMore";
import Favorite from "@mui/icons-material/Favorite";
import FormatAlignCenter from "@mui/icons-material/FormatAlignCenter";
import FormatAlignLeft from "@mui/icons-material/FormatAlignLeft";
import FormatAlignRight from "@mui/icons-material/FormatAlignRight";
import Inbox from "@mui/icons-material/InboxOutlined";
import LocalShipping from "@mui/icons-material/LocalShippingOutlined";
import Mail from "@mui/icons-material/MailOutlined";
import MoreVert from "@mui/icons-material/MoreVert";
import Send from "@mui/icons-material/Send";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Avatar from "@mui/material/Avatar";
import AvatarGroup from "@mui/material/AvatarGroup";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import MuiLink from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Pagination from "@mui/material/Pagination";
import PaginationItem from "@mui/material/PaginationItem";
import Stack from "@mui/material/Stack";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { enqueueSnackbar, type VariantType } from "notistack";
import { useState, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Disclosure } from "~/components/Disclosure";
import { LinkTabs } from "~/components/LinkTabs";
import { Timeline } from "~/components/shipments/Timeline";
import { Example } from "./GalleryFrame";
import type { DemoName } from "./galleries";

/**
 * The components gallery: the MUI components the panel draws with, each in its variants, sizes and colours.
 * Prop values are shown as code (`contained`, `small`, `error`), which is what a developer types.
 */
const COLORS = ["primary", "secondary", "success", "info", "warning", "error"] as const;
const SEVERITIES = ["success", "info", "warning", "error"] as const;
const SIZES = ["small", "medium", "large"] as const;
const PEOPLE = ["Ayşe Yılmaz", "Mehmet Kaya", "Elif Demir", "Can Öztürk", "Zeynep Arslan", "Burak Şahin"];

function Row({ children }: { children: ReactNode }) {
  return <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>{children}</Box>;
}

function Code({ children }: { children: ReactNode }) {
  return (
    <Box component="code" sx={{ fontSize: 12, color: "text.secondary" }}>
      {children}
    </Box>
  );
}

function initials(name: string) {
  return name
    .split(" ")
    .map((p) => p[0])
    .join("");
}

function Alerts() {
  const { t } = useTranslation("demo-gallery");
  return (
    <>
      {(["standard", "outlined", "filled"] as const).map((variant) => (
        <Example key={variant} title={t("components.s.variant", { name: variant })}>
          <Stack spacing={1.5}>
            {SEVERITIES.map((severity) => (
              <Alert key={severity} severity={severity} variant={variant}>
                {variant === "standard" && <AlertTitle>{t(`components.s.severity.${severity}`)}</AlertTitle>}
                {t("components.s.alertBody")} <Code>{`severity="${severity}"`}</Code>
              </Alert>
            ))}
          </Stack>
        </Example>
      ))}
    </>
  );
}

function Avatars() {
  const { t } = useTranslation("demo-gallery");
  return (
    <>
      <Example title={t("components.s.letters")}>
        <Row>
          {PEOPLE.slice(0, 5).map((p, i) => (
            <Avatar key={p} sx={{ bgcolor: `${COLORS[i]}.main` }} alt={p}>
              {initials(p)}
            </Avatar>
          ))}
        </Row>
      </Example>
      <Example title={t("components.s.sizes")}>
        <Row>
          {[24, 32, 40, 56].map((size) => (
            <Avatar key={size} sx={{ width: size, height: size, fontSize: size / 2.4 }}>
              {size}
            </Avatar>
          ))}
          <Avatar variant="rounded">
            <LocalShipping />
          </Avatar>
          <Avatar variant="square">
            <Inbox />
          </Avatar>
        </Row>
      </Example>
      <Example title={t("components.s.group")}>
        <AvatarGroup max={4} sx={{ justifyContent: "flex-end" }}>
          {PEOPLE.map((p) => (
            <Avatar key={p} alt={p}>
              {initials(p)}
            </Avatar>
          ))}
        </AvatarGroup>
      </Example>
    </>
  );
}

function Badges() {
  const { t } = useTranslation("demo-gallery");
  return (
    <>
      <Example title={t("components.s.colors")}>
        <Row>
          {COLORS.map((color, i) => (
            <Badge key={color} color={color} badgeContent={i * 7 + 1} aria-label={`${color}: ${i * 7 + 1}`}>
              <Mail />
            </Badge>
          ))}
        </Row>
      </Example>
      <Example title={t("components.s.variants")}>
        <Row>
          <Badge color="error" variant="dot">
            <Inbox />
          </Badge>
          <Badge color="primary" badgeContent={1000} max={999}>
            <Mail />
          </Badge>
          <Badge color="secondary" badgeContent={0} showZero>
            <Mail />
          </Badge>
          <Badge
            color="success"
            overlap="circular"
            variant="dot"
            anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
          >
            <Avatar>{initials(PEOPLE[0]!)}</Avatar>
          </Badge>
        </Row>
      </Example>
    </>
  );
}

function Crumbs() {
  const { t } = useTranslation(["demo-gallery", "demo"]);
  const trail = [
    <MuiLink key="home" component={Link} to="/" underline="hover" color="inherit">
      {t("components.s.home")}
    </MuiLink>,
    <MuiLink key="gallery" component={Link} to="/components" underline="hover" color="inherit">
      {t("demo:nav.components")}
    </MuiLink>,
    <Typography key="here" color="textPrimary" aria-current="page">
      {t("components.demos.breadcrumbs.title")}
    </Typography>,
  ];
  return (
    <>
      <Example title={t("components.s.default")}>
        <Breadcrumbs aria-label={t("components.s.trail")}>{trail}</Breadcrumbs>
      </Example>
      <Example title={t("components.s.separator")}>
        <Stack spacing={1}>
          <Breadcrumbs separator="›" aria-label={t("components.s.trail")}>
            {trail}
          </Breadcrumbs>
          <Breadcrumbs separator="-" aria-label={t("components.s.trail")}>
            {trail}
          </Breadcrumbs>
        </Stack>
      </Example>
      <Example title={t("components.s.collapsed")}>
        <Breadcrumbs maxItems={2} aria-label={t("components.s.trail")}>
          {trail}
        </Breadcrumbs>
      </Example>
    </>
  );
}

function Buttons() {
  const { t } = useTranslation("demo-gallery");
  return (
    <>
      {(["contained", "outlined", "text"] as const).map((variant) => (
        <Example key={variant} title={t("components.s.variant", { name: variant })}>
          <Row>
            {COLORS.map((color) => (
              <Button key={color} variant={variant} color={color}>
                {color}
              </Button>
            ))}
            <Button variant={variant} disabled>
              disabled
            </Button>
          </Row>
        </Example>
      ))}
      <Example title={t("components.s.sizes")}>
        <Row>
          {SIZES.map((size) => (
            <Button key={size} variant="contained" size={size}>
              {size}
            </Button>
          ))}
        </Row>
      </Example>
      <Example title={t("components.s.icons")}>
        <Row>
          <Button variant="contained" endIcon={<Send />}>
            {t("components.s.send")}
          </Button>
          <Button variant="outlined" startIcon={<LocalShipping />}>
            {t("components.s.track")}
          </Button>
          {COLORS.slice(0, 3).map((color) => (
            <IconButton key={color} color={color} aria-label={t("components.s.like")}>
              <Favorite />
            </IconButton>
          ))}
          <Button variant="contained" loading loadingPosition="start" startIcon={<Send />}>
            {t("components.s.sending")}
          </Button>
        </Row>
      </Example>
    </>
  );
}

function ButtonGroups() {
  const { t } = useTranslation("demo-gallery");
  const [align, setAlign] = useState("left");
  return (
    <>
      {(["contained", "outlined", "text"] as const).map((variant) => (
        <Example key={variant} title={t("components.s.variant", { name: variant })}>
          <ButtonGroup variant={variant} aria-label={variant}>
            <Button>1</Button>
            <Button>2</Button>
            <Button>3</Button>
          </ButtonGroup>
        </Example>
      ))}
      <Example title={t("components.s.sizes")}>
        <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
          {SIZES.map((size) => (
            <ButtonGroup key={size} size={size} color="secondary" aria-label={size}>
              <Button>{size}</Button>
              <Button>2</Button>
              <Button>3</Button>
            </ButtonGroup>
          ))}
          <ButtonGroup orientation="vertical" aria-label="vertical">
            <Button>1</Button>
            <Button>2</Button>
          </ButtonGroup>
        </Stack>
      </Example>
      <Example title={t("components.s.toggle")}>
        <ToggleButtonGroup
          value={align}
          exclusive
          onChange={(_, v: string | null) => v && setAlign(v)}
          aria-label={t("components.s.alignment")}
        >
          <ToggleButton value="left" aria-label="left">
            <FormatAlignLeft />
          </ToggleButton>
          <ToggleButton value="center" aria-label="center">
            <FormatAlignCenter />
          </ToggleButton>
          <ToggleButton value="right" aria-label="right">
            <FormatAlignRight />
          </ToggleButton>
        </ToggleButtonGroup>
      </Example>
    </>
  );
}

function Chips() {
  const { t } = useTranslation("demo-gallery");
  const [chips, setChips] = useState(PEOPLE.slice(0, 4));
  return (
    <>
      {(["filled", "outlined"] as const).map((variant) => (
        <Example key={variant} title={t("components.s.variant", { name: variant })}>
          <Row>
            {COLORS.map((color) => (
              <Chip key={color} variant={variant} color={color} label={color} />
            ))}
            <Chip variant={variant} label="small" size="small" />
            <Chip variant={variant} label="disabled" disabled />
          </Row>
        </Example>
      ))}
      <Example title={t("components.s.deletable")}>
        <Row>
          {chips.map((p) => (
            <Chip
              key={p}
              avatar={<Avatar>{initials(p)}</Avatar>}
              label={p}
              onDelete={() => setChips((all) => all.filter((c) => c !== p))}
            />
          ))}
          {chips.length === 0 && (
            <Button size="small" onClick={() => setChips(PEOPLE.slice(0, 4))}>
              {t("components.s.reset")}
            </Button>
          )}
        </Row>
      </Example>
    </>
  );
}

function Dialogs() {
  const { t } = useTranslation(["demo-gallery", "common"]);
  const [open, setOpen] = useState<null | "simple" | "full">(null);
  const close = () => setOpen(null);
  return (
    <Example title={t("components.s.default")}>
      <Row>
        <Button variant="outlined" onClick={() => setOpen("simple")} data-testid="open-dialog">
          {t("components.s.openDialog")}
        </Button>
        <Button variant="outlined" color="secondary" onClick={() => setOpen("full")}>
          {t("components.s.openFullScreen")}
        </Button>
      </Row>
      <Dialog open={open !== null} onClose={close} fullScreen={open === "full"} aria-labelledby="demo-dialog-title">
        <DialogTitle id="demo-dialog-title">{t("components.s.dialogTitle")}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t("components.s.dialogBody")}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t("common:actions.cancel")}</Button>
          <Button onClick={close} variant="contained">
            {t("components.s.agree")}
          </Button>
        </DialogActions>
      </Dialog>
    </Example>
  );
}

function Drawers() {
  const { t } = useTranslation(["demo-gallery", "common"]);
  const [anchor, setAnchor] = useState<null | "left" | "right" | "top" | "bottom">(null);
  return (
    <Example title={t("components.s.anchors")}>
      <Row>
        {(["left", "right", "top", "bottom"] as const).map((a) => (
          <Button key={a} variant="outlined" onClick={() => setAnchor(a)}>
            {a}
          </Button>
        ))}
      </Row>
      <Drawer anchor={anchor ?? "left"} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Box sx={{ width: anchor === "top" || anchor === "bottom" ? "auto" : 260, p: 2 }}>
          <Typography variant="h6" component="p">
            {t("components.s.drawerTitle")}
          </Typography>
          <List>
            {PEOPLE.slice(0, 3).map((p) => (
              <ListItemButton key={p} onClick={() => setAnchor(null)}>
                <ListItemText primary={p} />
              </ListItemButton>
            ))}
          </List>
          <Button onClick={() => setAnchor(null)}>{t("common:actions.close")}</Button>
        </Box>
      </Drawer>
    </Example>
  );
}

function Lists() {
  const { t } = useTranslation("demo-gallery");
  return (
    <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
      <Example title={t("components.s.withAvatars")}>
        <List disablePadding>
          {PEOPLE.slice(0, 4).map((p, i) => (
            <ListItem key={p} secondaryAction={<Chip size="small" color={COLORS[i]} label={COLORS[i]} />}>
              <ListItemAvatar>
                <Avatar>{initials(p)}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={p} secondary={`${p.split(" ")[0]!.toLowerCase()}@kargo.example.com`} />
            </ListItem>
          ))}
        </List>
      </Example>
      <Example title={t("components.s.dense")}>
        <List dense disablePadding subheader={<ListSubheader disableSticky>{t("components.s.folders")}</ListSubheader>}>
          {[Inbox, Mail, Send].map((Icon, i) => (
            <ListItemButton key={i} selected={i === 0}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(`components.s.folder${i}`)} />
            </ListItemButton>
          ))}
        </List>
      </Example>
    </Box>
  );
}

function Menus() {
  const { t } = useTranslation("demo-gallery");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const options = [t("components.s.folder0"), t("components.s.folder1"), t("components.s.folder2")];
  return (
    <>
      <Example title={t("components.s.default")}>
        <Row>
          <Button
            variant="outlined"
            id="demo-menu-button"
            aria-controls={anchor ? "demo-menu" : undefined}
            aria-haspopup="true"
            aria-expanded={anchor ? "true" : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
            endIcon={<MoreVert />}
          >
            {t("components.s.openMenu")}
          </Button>
          {chosen && <Typography role="status">{t("components.s.chosen", { name: chosen })}</Typography>}
        </Row>
        <Menu
          id="demo-menu"
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          slotProps={{ list: { "aria-labelledby": "demo-menu-button" } }}
        >
          {options.map((o) => (
            <MenuItem key={o} onClick={() => (setChosen(o), setAnchor(null))}>
              {o}
            </MenuItem>
          ))}
        </Menu>
      </Example>
      <Example title={t("components.s.withoutScripts")}>
        {/* The panel's own navbar menus are <details> elements: they open without JavaScript. */}
        <Disclosure summary={t("components.s.openMenu")}>
          {options.map((o) => (
            <div key={o}>{o}</div>
          ))}
        </Disclosure>
      </Example>
    </>
  );
}

function Paginations() {
  const { t } = useTranslation("demo-gallery");
  const [params] = useSearchParams();
  const page = Math.min(10, Math.max(1, Number(params.get("page")) || 1));
  return (
    <>
      <Example title={t("components.s.inUrl")}>
        <Pagination
          count={10}
          page={page}
          color="primary"
          renderItem={(item) => (
            <PaginationItem component={Link} to={`?page=${item.page}`} preventScrollReset {...item} />
          )}
        />
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="current-page">
          {t("components.s.page", { page })}
        </Typography>
      </Example>
      <Example title={t("components.s.variants")}>
        <Stack spacing={1.5}>
          <Pagination count={10} variant="outlined" color="secondary" />
          <Pagination count={10} shape="rounded" size="small" />
          <Pagination count={10} size="large" showFirstButton showLastButton />
        </Stack>
      </Example>
    </>
  );
}

function Progress() {
  const { t } = useTranslation("demo-gallery");
  return (
    <>
      <Example title={t("components.s.circular")}>
        <Row>
          {COLORS.map((color, i) => (
            <CircularProgress key={color} color={color} aria-label={color} variant="determinate" value={(i + 1) * 15} />
          ))}
          <CircularProgress aria-label={t("components.s.loading")} />
        </Row>
      </Example>
      <Example title={t("components.s.linear")}>
        <Stack spacing={2}>
          {COLORS.map((color, i) => (
            <LinearProgress key={color} color={color} aria-label={color} variant="determinate" value={(i + 1) * 15} />
          ))}
          <LinearProgress aria-label={t("components.s.loading")} />
          <LinearProgress aria-label={t("components.s.loading")} variant="buffer" value={40} valueBuffer={70} />
        </Stack>
      </Example>
    </>
  );
}

function Snackbars() {
  const { t } = useTranslation("demo-gallery");
  const [count, setCount] = useState(0);
  const show = (variant: VariantType) => {
    setCount((n) => n + 1);
    enqueueSnackbar(t("components.s.snack", { n: count + 1 }), { variant });
  };
  return (
    <Example title={t("components.s.variants")}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t("components.s.snackHint")}
      </Typography>
      <Row>
        {(["default", ...SEVERITIES] as const).map((variant) => (
          <Button
            key={variant}
            variant="outlined"
            color={variant === "default" ? "inherit" : variant}
            onClick={() => show(variant)}
            data-testid={`snack-${variant}`}
          >
            {variant}
          </Button>
        ))}
      </Row>
    </Example>
  );
}

function TabsDemo() {
  const { t } = useTranslation("demo-gallery");
  const [tab, setTab] = useState(0);
  const [params] = useSearchParams();
  const current = params.get("tab") ?? "inbox";
  const names = [0, 1, 2].map((i) => t(`components.s.folder${i}`));
  return (
    <>
      <Example title={t("components.s.default")}>
        <Tabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label={t("components.s.folders")}>
          {names.map((n, i) => (
            <Tab key={n} label={n} id={`demo-tab-${i}`} aria-controls={`demo-tabpanel-${i}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`demo-tabpanel-${tab}`} aria-labelledby={`demo-tab-${tab}`} sx={{ pt: 2 }}>
          {t("components.s.tabBody", { name: names[tab] })}
        </Box>
      </Example>
      <Example title={t("components.s.linkTabs")}>
        <LinkTabs
          label={t("components.s.folders")}
          current={current}
          tabs={["inbox", "sent", "drafts"].map((value, i) => ({
            value,
            label: names[i]!,
            to: `?tab=${value}`,
            count: i * 3,
          }))}
        />
        <Typography sx={{ pt: 2 }}>
          {t("components.s.tabBody", { name: names[["inbox", "sent", "drafts"].indexOf(current)] ?? names[0] })}
        </Typography>
      </Example>
      <Example title={t("components.s.variants")}>
        <Tabs value={1} variant="fullWidth" textColor="secondary" indicatorColor="secondary" aria-label="fullWidth">
          {names.map((n) => (
            <Tab key={n} label={n} />
          ))}
        </Tabs>
      </Example>
    </>
  );
}

function TimelineDemo() {
  const { t } = useTranslation("demo-gallery");
  // Fixed sample moments, so the server and the browser draw the same days.
  const events = (
    [
      ["delivered", "İzmir", "2026-03-04T14:20:00Z"],
      ["out_for_delivery", "İzmir", "2026-03-04T08:05:00Z"],
      ["in_transit", "Ankara", "2026-03-03T21:40:00Z"],
      ["accepted", "İstanbul", "2026-03-03T10:15:00Z"],
      ["created", "İstanbul", "2026-03-03T09:00:00Z"],
    ] as const
  ).map(([status, location, occurred_at], i) => ({ id: i + 1, status, location, occurred_at }));
  return (
    <Example title={t("components.s.trackingTimeline")}>
      <Timeline events={events} testId="demo-timeline" />
    </Example>
  );
}

function Tooltips() {
  const { t } = useTranslation("demo-gallery");
  return (
    <Example title={t("components.s.placements")}>
      <Row>
        {(["top", "right", "bottom", "left"] as const).map((placement) => (
          <Tooltip key={placement} title={t("components.s.tooltip", { placement })} placement={placement} arrow>
            <Button variant="outlined">{placement}</Button>
          </Tooltip>
        ))}
        <Tooltip title={t("components.s.like")}>
          <IconButton aria-label={t("components.s.like")}>
            <Favorite color="error" />
          </IconButton>
        </Tooltip>
      </Row>
    </Example>
  );
}

function TypographyDemo() {
  const { t } = useTranslation("demo-gallery");
  const variants = [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "subtitle1",
    "subtitle2",
    "body1",
    "body2",
    "caption",
    "overline",
  ] as const;
  return (
    <>
      <Example title={t("components.s.variants")}>
        <Stack spacing={1}>
          {variants.map((variant) => (
            <Box key={variant} sx={{ display: "flex", gap: 2, alignItems: "baseline", minWidth: 0 }}>
              <Box sx={{ width: 80, flexShrink: 0 }}>
                <Code>{variant}</Code>
              </Box>
              <Typography variant={variant} component="p" noWrap>
                {t("components.s.pangram")}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Example>
      <Example title={t("components.s.colors")}>
        <Stack spacing={0.5}>
          {(["text.primary", "text.secondary", ...COLORS.map((c) => `${c}.main`)] as const).map((color) => (
            <Typography key={color} sx={{ color }}>
              <Code>{color}</Code> — {t("components.s.pangram")}
            </Typography>
          ))}
        </Stack>
      </Example>
    </>
  );
}

function Accordions() {
  const { t } = useTranslation("demo-gallery");
  const [open, setOpen] = useState<number | false>(0);
  return (
    <>
      <Example title={t("components.s.controlled")}>
        {[0, 1, 2].map((i) => (
          <Accordion key={i} expanded={open === i} onChange={(_, isOpen) => setOpen(isOpen ? i : false)} disableGutters>
            <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`acc-${i}-content`} id={`acc-${i}-header`}>
              <Typography component="span">{t(`components.s.question${i}`)}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="textSecondary">{t(`components.s.answer${i}`)}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Example>
      <Example title={t("components.s.withoutScripts")}>
        <Stack spacing={1}>
          {[0, 1].map((i) => (
            <Disclosure key={i} summary={t(`components.s.question${i}`)}>
              {t(`components.s.answer${i}`)}
            </Disclosure>
          ))}
        </Stack>
      </Example>
    </>
  );
}

function Steppers() {
  const { t } = useTranslation("demo-gallery");
  const [active, setActive] = useState(1);
  const steps = [0, 1, 2].map((i) => t(`components.s.step${i}`));
  return (
    <>
      <Example title={t("components.s.horizontal")}>
        <Stepper activeStep={active} alternativeLabel>
          {steps.map((s) => (
            <Step key={s}>
              <StepLabel>{s}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Row>
          <Button disabled={active === 0} onClick={() => setActive((a) => a - 1)}>
            {t("common.back")}
          </Button>
          <Button variant="contained" disabled={active === steps.length} onClick={() => setActive((a) => a + 1)}>
            {t("common.next")}
          </Button>
        </Row>
      </Example>
      <Example title={t("components.s.vertical")}>
        <Stepper activeStep={1} orientation="vertical">
          {steps.map((s, i) => (
            <Step key={s}>
              <StepLabel
                error={i === 2}
                optional={i === 2 ? <Typography variant="caption">{t("components.s.optional")}</Typography> : undefined}
              >
                {s}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
      </Example>
    </>
  );
}

export const COMPONENT_DEMOS: Record<DemoName<"components">, ComponentType> = {
  alerts: Alerts,
  avatars: Avatars,
  badges: Badges,
  breadcrumbs: Crumbs,
  buttons: Buttons,
  "button-groups": ButtonGroups,
  chips: Chips,
  dialogs: Dialogs,
  drawers: Drawers,
  lists: Lists,
  menus: Menus,
  pagination: Paginations,
  progress: Progress,
  snackbars: Snackbars,
  tabs: TabsDemo,
  timeline: TimelineDemo,
  tooltips: Tooltips,
  typography: TypographyDemo,
  accordions: Accordions,
  steppers: Steppers,
};
