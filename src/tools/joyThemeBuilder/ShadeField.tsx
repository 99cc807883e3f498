/**
 * One hex field with its swatch, a native colour picker: the shades and the base colour. The
 * field shows what the reader typed; the tool keeps the last good colour when it is not one and
 * the field says why under it.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { MAX_HEX_LENGTH, parseHex } from './hex';

export default function ShadeField({
  id,
  label,
  name,
  value,
  text,
  helperText,
  pickerLabel = `Pick ${name}`,
  onText,
  onDone,
}: {
  id: string;
  /** The visible label: "500". */
  label: string;
  /** The accessible name: "primary 500"; the picker is "Pick primary 500". */
  name: string;
  /** The colour in use, `#rrggbb`. */
  value: string;
  /** What the field shows. */
  text: string;
  helperText?: string;
  /** The picker's accessible name. */
  pickerLabel?: string;
  onText: (text: string) => void;
  /** The reader left the field. */
  onDone: () => void;
}) {
  const parsed = parseHex(text);
  return (
    <TextField
      id={id}
      label={label}
      value={text}
      size="small"
      onChange={(event) => onText(event.target.value)}
      onBlur={onDone}
      error={!parsed.ok}
      helperText={parsed.ok ? helperText : parsed.message}
      slotProps={{
        htmlInput: {
          'aria-label': name,
          maxLength: MAX_HEX_LENGTH,
          autoComplete: 'off',
          spellCheck: false,
          autoCapitalize: 'none',
          'data-shade-field': name,
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={pickerLabel}
                value={value}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => onText(event.target.value)}
                sx={{
                  width: 28,
                  height: 28,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: 0 }}
    />
  );
}
