import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Suspense, lazy } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/lib/use-hydrated";
import { Example } from "./GalleryFrame";

// Embla loads only when this demo is shown, after hydration.
const EmblaSlides = lazy(() => import("./CarouselEmbla"));

export const SLIDES = ["express", "freight", "sameDay", "international", "cod"] as const;
export type SlideName = (typeof SLIDES)[number];

/** One slide's content: the service's name and what it offers, on a tinted panel. */
export function Slide({ name, index }: { name: SlideName; index: number }) {
  const { t } = useTranslation("demo-gallery-2");
  const colors = ["primary", "secondary", "success", "info", "warning"] as const;
  const color = colors[index % colors.length];
  return (
    <Box
      sx={{
        height: 200,
        p: 3,
        borderRadius: 2,
        display: "flex",
        flexDirection: "column",
        justifyContent: "flex-end",
        bgcolor: `${color}.main`,
        color: `${color}.contrastText`,
      }}
    >
      <Typography variant="h5" component="h3">
        {t(`carousel.slides.${name}.title`)}
      </Typography>
      <Typography>{t(`carousel.slides.${name}.text`)}</Typography>
    </Box>
  );
}

/**
 * A carousel with previous/next buttons and one button per slide (embla-carousel-react). Without JavaScript, or
 * until Embla has loaded, the slides are a row that scrolls sideways, snapping to each.
 */
export function CarouselDemo() {
  const { t } = useTranslation("demo-gallery-2");
  const hydrated = useHydrated();
  const row = (
    <Box
      component="ul"
      aria-label={t("carousel.label")}
      data-testid="carousel-row"
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "flex",
        gap: 2,
        overflowX: "auto",
        scrollSnapType: "x mandatory",
      }}
    >
      {SLIDES.map((name, i) => (
        <Box component="li" key={name} sx={{ flex: "0 0 85%", scrollSnapAlign: "start" }}>
          <Slide name={name} index={i} />
        </Box>
      ))}
    </Box>
  );
  return (
    <Example title={t("carousel.title")}>
      {hydrated ? (
        <Suspense fallback={<div aria-busy="true">{row}</div>}>
          <EmblaSlides />
        </Suspense>
      ) : (
        row
      )}
    </Example>
  );
}
