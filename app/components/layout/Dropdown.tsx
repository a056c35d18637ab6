import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { useEffect, useRef, type ReactNode } from "react";

const DETAILS_SX = {
  position: "relative",
  "& > summary": { listStyle: "none", cursor: "pointer" },
  "& > summary::-webkit-details-marker": { display: "none" },
};
/**
 * The rows of every dropdown (the user's links and sign-out, the languages): a link or a submit button with
 * `className="dropdown-item"`; `dropdown-item-end` on a trailing mark pushes it to the row's end.
 */
const PANEL_SX = {
  "& .dropdown-item": {
    display: "flex",
    alignItems: "center",
    gap: 2,
    width: "100%",
    boxSizing: "border-box",
    m: 0,
    px: 2,
    py: 1,
    border: 0,
    borderRadius: 0,
    bgcolor: "transparent",
    color: "text.primary",
    font: "inherit",
    fontSize: 14,
    textAlign: "left",
    textDecoration: "none",
    cursor: "pointer",
    WebkitTapHighlightColor: "transparent",
    "&:hover": { bgcolor: "action.hover" },
    "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: -2 },
    "& .MuiSvgIcon-root": { color: "action.active" },
  },
  "& .dropdown-item-end": { ml: "auto" },
};
const SUMMARY_SX = {
  display: "flex",
  alignItems: "center",
  gap: 1,
  borderRadius: 2,
  p: 0.75,
  "&:hover": { bgcolor: "action.hover" },
  "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main" },
};

/**
 * A menu that opens without JavaScript: a native <details>. With JavaScript it also closes on an
 * outside click, on Escape and after a choice.
 */
export function Dropdown({
  summary,
  label,
  children,
  align = "right",
  width = 220,
}: {
  summary: ReactNode;
  label: string;
  children: ReactNode;
  align?: "left" | "right";
  width?: number;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const el = ref.current;
      if (!el?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !el.contains(event.target as Node)) el.open = false;
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);
  return (
    <Box component="details" ref={ref} sx={DETAILS_SX}>
      <Box component="summary" aria-label={label} title={label} sx={SUMMARY_SX}>
        {summary}
      </Box>
      <Paper
        elevation={8}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest("a,button")) ref.current?.removeAttribute("open");
        }}
        sx={{ ...PANEL_SX, position: "absolute", top: "calc(100% + 6px)", [align]: 0, width, py: 1, zIndex: 1300 }}
      >
        {children}
      </Paper>
    </Box>
  );
}
