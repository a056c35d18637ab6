import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import ClickAwayListener from "@mui/material/ClickAwayListener";
import Paper from "@mui/material/Paper";
import Popper from "@mui/material/Popper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/lib/use-hydrated";
import { Example } from "./GalleryFrame";

const STEPS = ["search", "status", "actions"] as const;
type Step = (typeof STEPS)[number];

/**
 * A short guided tour of a sample shipment card: a MUI Popper per step next to the element it explains. Keyboard:
 * the step takes the focus, arrow keys and the buttons move, Escape ends it and gives the focus back to "Start".
 * Without JavaScript the steps are listed instead.
 */
export function TourDemo() {
  const { t } = useTranslation("demo-gallery-2");
  const hydrated = useHydrated();
  const [step, setStep] = useState<number | null>(null);
  const targets = useRef<Record<Step, HTMLElement | null>>({ search: null, status: null, actions: null });
  const start = useRef<HTMLButtonElement>(null);
  const current = step === null ? null : STEPS[step];

  useEffect(() => {
    if (current) targets.current[current]?.scrollIntoView({ block: "nearest" });
  }, [current]);

  // The popper mounts its content after this component's effects: each step's panel takes the focus as it attaches.
  const focusPanel = useCallback(
    (el: HTMLDivElement | null) => {
      if (el && current) el.focus();
    },
    [current],
  );

  const end = () => {
    setStep(null);
    start.current?.focus();
  };
  const go = (next: number) => {
    if (next < 0) return;
    if (next >= STEPS.length) end();
    else setStep(next);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (step === null) return;
    if (event.key === "Escape") end();
    else if (event.key === "ArrowRight") go(step + 1);
    else if (event.key === "ArrowLeft") go(step - 1);
    else return;
    event.preventDefault();
  };
  const highlight = (name: Step) => ({
    borderRadius: 1,
    outline: current === name ? 3 : 0,
    outlineColor: "primary.main",
    outlineOffset: 4,
  });

  return (
    <>
      <Example title={t("tour.card")}>
        <Box sx={{ display: "grid", gap: 2 }}>
          <Box ref={(el: HTMLElement | null) => void (targets.current.search = el)} sx={highlight("search")}>
            <TextField label={t("tour.tracking")} defaultValue="KRG-2026-000184" size="small" fullWidth />
          </Box>
          <Box
            ref={(el: HTMLElement | null) => void (targets.current.status = el)}
            sx={{ ...highlight("status"), justifySelf: "start" }}
          >
            <Chip color="info" label={t("tour.inTransit")} />
          </Box>
          <Box
            ref={(el: HTMLElement | null) => void (targets.current.actions = el)}
            sx={{ ...highlight("actions"), display: "flex", gap: 1, flexWrap: "wrap", justifySelf: "start" }}
          >
            <Button variant="outlined">{t("tour.pickup")}</Button>
            <Button variant="outlined">{t("tour.label")}</Button>
          </Box>
        </Box>
      </Example>
      <Example title={t("tour.title")}>
        {hydrated ? (
          <Button ref={start} variant="contained" onClick={() => setStep(0)} data-testid="tour-start">
            {t("tour.start")}
          </Button>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3 }} data-testid="tour-steps">
            {STEPS.map((name) => (
              <li key={name}>
                <strong>{t(`tour.steps.${name}.title`)}</strong>: {t(`tour.steps.${name}.text`)}
              </li>
            ))}
          </Box>
        )}
      </Example>
      {current && step !== null && (
        <Popper
          open
          anchorEl={() => targets.current[current] ?? document.body}
          placement="bottom-start"
          sx={{ zIndex: 1300, maxWidth: "min(360px, calc(100vw - 24px))" }}
          modifiers={[{ name: "offset", options: { offset: [0, 12] } }]}
        >
          <ClickAwayListener onClickAway={end}>
            <Paper
              ref={focusPanel}
              elevation={8}
              role="dialog"
              aria-labelledby="tour-step-title"
              tabIndex={-1}
              onKeyDown={onKeyDown}
              sx={{ p: 2, outline: "none" }}
              data-testid="tour-step"
            >
              <Typography variant="caption" color="textSecondary">
                {t("tour.stepOf", { current: step + 1, total: STEPS.length })}
              </Typography>
              <Typography id="tour-step-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t(`tour.steps.${current}.title`)}
              </Typography>
              <Typography variant="body2" sx={{ mb: 1.5 }}>
                {t(`tour.steps.${current}.text`)}
              </Typography>
              <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
                <Button size="small" onClick={end}>
                  {t("tour.close")}
                </Button>
                <Button size="small" disabled={step === 0} onClick={() => go(step - 1)}>
                  {t("tour.back")}
                </Button>
                <Button size="small" variant="contained" onClick={() => go(step + 1)} data-testid="tour-next">
                  {step === STEPS.length - 1 ? t("tour.finish") : t("tour.next")}
                </Button>
              </Box>
            </Paper>
          </ClickAwayListener>
        </Popper>
      )}
    </>
  );
}
