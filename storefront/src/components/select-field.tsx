import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface Option {
  value: string;
  label: string;
}

/** A labelled drop-down (a native-feeling MUI select); the empty value means "all". */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  minWidth = 180,
}: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  minWidth?: number;
}) {
  return (
    <TextField select id={id} label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth }}>
      {options.map((o) => (
        <MenuItem key={o.value || '__all'} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A filter's options: "all" (the empty value) first, then each value under its label. */
export function filterOptions(
  allLabel: string,
  values: readonly string[],
  labelOf: (value: string) => string,
): Option[] {
  return [{ value: '', label: allLabel }, ...values.map((value) => ({ value, label: labelOf(value) }))];
}
