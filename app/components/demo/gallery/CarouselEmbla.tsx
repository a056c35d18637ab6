import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SLIDES, Slide } from "./CarouselDemo";

/** The Embla carousel: looped, with buttons for the previous and next slide and one per slide, and its position said. */
export default function CarouselEmbla() {
  const { t } = useTranslation("demo-gallery-2");
  const [viewport, api] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api]);

  return (
    <Box role="region" aria-roledescription={t("carousel.roledescription")} aria-label={t("carousel.label")}>
      <Box ref={viewport} sx={{ overflow: "hidden", borderRadius: 2 }} data-testid="carousel-viewport">
        <Box sx={{ display: "flex", gap: 2 }}>
          {SLIDES.map((name, i) => (
            <Box
              key={name}
              role="group"
              aria-roledescription={t("carousel.slide")}
              aria-label={t("carousel.position", { current: i + 1, total: SLIDES.length })}
              aria-hidden={i !== selected}
              sx={{ flex: "0 0 100%", minWidth: 0 }}
            >
              <Slide name={name} index={i} />
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, mt: 1.5 }}>
        <IconButton aria-label={t("carousel.previous")} onClick={() => api?.scrollPrev()} data-testid="carousel-prev">
          <ChevronLeft />
        </IconButton>
        <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap", justifyContent: "center" }}>
          {SLIDES.map((name, i) => (
            <IconButton
              key={name}
              size="small"
              aria-label={t(`carousel.slides.${name}.title`)}
              aria-current={i === selected ? "true" : undefined}
              onClick={() => api?.scrollTo(i)}
            >
              <Box
                component="span"
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: "50%",
                  bgcolor: i === selected ? "primary.main" : "action.disabled",
                }}
              />
            </IconButton>
          ))}
        </Box>
        <IconButton aria-label={t("carousel.next")} onClick={() => api?.scrollNext()} data-testid="carousel-next">
          <ChevronRight />
        </IconButton>
      </Box>
      <Typography
        role="status"
        variant="body2"
        color="textSecondary"
        sx={{ textAlign: "center" }}
        data-testid="carousel-status"
      >
        {t("carousel.position", { current: selected + 1, total: SLIDES.length })}
      </Typography>
    </Box>
  );
}
