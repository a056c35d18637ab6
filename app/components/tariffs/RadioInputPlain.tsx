import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { ChoiceGroup } from "~/components/forms/ChoiceGroup";

/** Radio choices with a line of explanation each, for forms without conform (the import mode). */
export function RadioInputPlain({
  name,
  label,
  defaultValue,
  options,
}: {
  name: string;
  label: string;
  defaultValue: string;
  options: Array<{ value: string; label: string; description?: string }>;
}) {
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <ChoiceGroup name={name} defaultValue={defaultValue} aria-labelledby={id}>
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            control={<Radio />}
            sx={{ alignItems: "flex-start", mt: 0.5, "& .MuiRadio-root": { pt: 0.5 } }}
            label={
              <>
                <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.75 }}>
                  {o.label}
                </Typography>
                {o.description && (
                  <Typography variant="caption" color="textSecondary" component="div">
                    {o.description}
                  </Typography>
                )}
              </>
            }
          />
        ))}
      </ChoiceGroup>
    </FormControl>
  );
}
