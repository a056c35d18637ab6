import Box from "@mui/material/Box";
import { HONEYPOT_FIELD } from "~/lib/security/honeypot";

/** The honeypot field of public forms: off-screen, not focusable, not announced. */
export function Honeypot({ label }: { label: string }) {
  return (
    <Box
      aria-hidden="true"
      sx={{ position: "absolute", left: "-10000px", top: "auto", width: "1px", height: "1px", overflow: "hidden" }}
    >
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>{label}</label>
      <input
        id={`hp-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </Box>
  );
}
