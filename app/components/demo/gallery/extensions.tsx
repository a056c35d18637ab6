import ContentCopy from "@mui/icons-material/ContentCopy";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Favorite from "@mui/icons-material/Favorite";
import FavoriteBorder from "@mui/icons-material/FavoriteBorder";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Rating from "@mui/material/Rating";
import Slider from "@mui/material/Slider";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { closeSnackbar, enqueueSnackbar } from "notistack";
import { useRef, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/components/resource/ConfirmDialog";
import { Example } from "./GalleryFrame";
import type { DemoName } from "./galleries";
import { CarouselDemo } from "./CarouselDemo";
import { DragDropDemo } from "./DragDropDemo";
import { EditorDemo } from "./EditorDemo";
import { I18nDemo } from "./I18nDemo";
import { TourDemo } from "./TourDemo";

/** The extensions gallery: the small interactive pieces of the panel, each doing its job. */
const SAMPLE_CITIES = ["İstanbul", "Ankara", "İzmir", "Bursa"];

function ConfirmDialogs() {
  const { t } = useTranslation(["demo-gallery", "common"]);
  const [items, setItems] = useState(SAMPLE_CITIES);
  const [asked, setAsked] = useState<string | null>(null);
  return (
    <Example title={t("extensions.s.branches")}>
      <List dense data-testid="confirm-list">
        {items.map((item) => (
          <ListItem
            key={item}
            secondaryAction={
              <IconButton aria-label={t("extensions.s.deleteItem", { name: item })} onClick={() => setAsked(item)}>
                <DeleteOutlined />
              </IconButton>
            }
          >
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
      {items.length < SAMPLE_CITIES.length && (
        <Button onClick={() => setItems(SAMPLE_CITIES)}>{t("extensions.s.restore")}</Button>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={t("extensions.s.confirmTitle")}
        body={t("extensions.s.confirmBody", { name: asked ?? "" })}
        confirmLabel={t("extensions.s.delete")}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          setItems((all) => all.filter((i) => i !== asked));
          enqueueSnackbar(t("extensions.s.deleted", { name: asked ?? "" }), { variant: "success" });
          setAsked(null);
        }}
      />
    </Example>
  );
}

function Toasts() {
  const { t } = useTranslation("demo-gallery");
  const [archived, setArchived] = useState(0);
  const archive = () => {
    setArchived((n) => n + 1);
    enqueueSnackbar(t("extensions.s.archived"), {
      variant: "info",
      action: (key) => (
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            setArchived((n) => Math.max(0, n - 1));
            closeSnackbar(key);
          }}
        >
          {t("extensions.s.undo")}
        </Button>
      ),
    });
  };
  return (
    <Example title={t("extensions.s.withAction")}>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
        <Button variant="contained" onClick={archive} data-testid="archive">
          {t("extensions.s.archive")}
        </Button>
        <Button
          variant="outlined"
          color="warning"
          onClick={() => enqueueSnackbar(t("extensions.s.persistent"), { variant: "warning", persist: true })}
        >
          {t("extensions.s.persist")}
        </Button>
        <Button onClick={() => closeSnackbar()}>{t("extensions.s.closeAll")}</Button>
        <Typography role="status">{t("extensions.s.archivedCount", { count: archived })}</Typography>
      </Stack>
    </Example>
  );
}

function Sliders() {
  const { t } = useTranslation("demo-gallery");
  const [weight, setWeight] = useState(30);
  const [range, setRange] = useState<number[]>([20, 60]);
  return (
    <>
      <Example title={t("extensions.s.continuous")}>
        <Slider
          value={weight}
          onChange={(_, v) => setWeight(v as number)}
          aria-label={t("extensions.s.weight")}
          valueLabelDisplay="auto"
        />
        <Typography role="status">{t("extensions.s.weightValue", { value: weight })}</Typography>
      </Example>
      <Example title={t("extensions.s.discrete")}>
        <Slider
          defaultValue={40}
          step={10}
          marks
          min={0}
          max={100}
          aria-label={t("extensions.s.discrete")}
          valueLabelDisplay="auto"
          color="secondary"
        />
        <Slider
          value={range}
          onChange={(_, v) => setRange(v as number[])}
          getAriaLabel={(i) => (i === 0 ? t("extensions.s.from") : t("extensions.s.to"))}
          valueLabelDisplay="auto"
          color="success"
        />
        <Typography role="status">{t("extensions.s.rangeValue", { from: range[0], to: range[1] })}</Typography>
      </Example>
      <Example title={t("extensions.s.sizes")}>
        <Box sx={{ display: "flex", gap: 4, alignItems: "center" }}>
          <Slider size="small" defaultValue={70} aria-label="small" sx={{ flex: 1 }} />
          <Box sx={{ height: 140 }}>
            <Slider orientation="vertical" defaultValue={30} aria-label="vertical" color="warning" />
          </Box>
        </Box>
      </Example>
    </>
  );
}

function Clipboard() {
  const { t } = useTranslation("demo-gallery");
  const [text, setText] = useState("KRG-2026-004217");
  const [copied, setCopied] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(t("extensions.s.copied"));
    } catch {
      // Without clipboard permission the text is selected, so Ctrl+C copies it.
      input.current?.select();
      setCopied(t("extensions.s.selected"));
    }
  };
  return (
    <Example title={t("extensions.s.copyTitle")}>
      <TextField
        value={text}
        onChange={(e) => setText(e.target.value)}
        label={t("extensions.s.trackingNumber")}
        inputRef={input}
        fullWidth
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton onClick={copy} aria-label={t("extensions.s.copy")} data-testid="copy">
                  <ContentCopy />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography role="status" sx={{ mt: 1 }} data-testid="copy-status">
        {copied}
      </Typography>
    </Example>
  );
}

function Ratings() {
  const { t } = useTranslation("demo-gallery");
  const [value, setValue] = useState<number | null>(4);
  return (
    <>
      <Example title={t("extensions.s.controlled")}>
        <Rating name="delivery" value={value} onChange={(_, v) => setValue(v)} />
        <Typography role="status">{t("extensions.s.ratingValue", { value: value ?? 0 })}</Typography>
      </Example>
      <Example title={t("extensions.s.variants")}>
        <Stack spacing={1.5}>
          <Rating name="read-only" value={3.5} precision={0.5} readOnly />
          <Rating name="half" defaultValue={2.5} precision={0.5} size="large" />
          <Rating name="small" defaultValue={2} size="small" />
          <Rating
            name="hearts"
            defaultValue={3}
            icon={<Favorite fontSize="inherit" />}
            emptyIcon={<FavoriteBorder fontSize="inherit" />}
            sx={{ color: "error.main" }}
          />
        </Stack>
      </Example>
    </>
  );
}

/** Demos with data of their own have a route each (`_panel.extensions.file-uploader.tsx`, `…import-export.tsx`). */
export type RoutedExtension = "file-uploader" | "import-export";

export const EXTENSION_DEMOS: Record<Exclude<DemoName<"extensions">, RoutedExtension>, ComponentType> = {
  "confirm-dialogs": ConfirmDialogs,
  toasts: Toasts,
  sliders: Sliders,
  clipboard: Clipboard,
  ratings: Ratings,
  i18n: I18nDemo,
  editor: EditorDemo,
  carousel: CarouselDemo,
  tour: TourDemo,
  "drag-and-drop": DragDropDemo,
};
