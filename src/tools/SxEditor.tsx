/**
 * The sx prop page's tool: the reader edits an sx object and sees a box styled by it and the CSS
 * the system writes for it, in the site's theme. The text is read by a parser of its own
 * (src/tools/sxEditor/parseSxObject.ts), never evaluated; a mistake keeps the last good styles
 * and says where it is.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { unstable_styleFunctionSx as styleFunctionSx } from '@mui/system';
import { MAX_SX_LENGTH, parseSxObject, type SxObject } from './sxEditor/parseSxObject';
import { SX_PRESETS } from './sxEditor/presets';

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export default function SxEditor() {
  const id = React.useId();
  const theme = useTheme();
  const [text, setText] = React.useState<string>(SX_PRESETS[0].text);
  // The styles of the last text that read well: a mistake does not blank the preview.
  const [applied, setApplied] = React.useState<SxObject>(() => {
    const first = parseSxObject(SX_PRESETS[0].text);
    return first.ok ? first.value : {};
  });
  const [problem, setProblem] = React.useState<string | null>(null);
  const css = React.useMemo(() => {
    try {
      return JSON.stringify(styleFunctionSx({ sx: applied, theme }), null, 2);
    } catch (error) {
      return (error as Error).message;
    }
  }, [applied, theme]);

  const edit = (next: string) => {
    setText(next);
    const parsed = parseSxObject(next);
    if (parsed.ok) {
      setApplied(parsed.value);
      setProblem(null);
    } else {
      setProblem(`Line ${parsed.line}, column ${parsed.column}: ${parsed.error}`);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Box role="group" aria-label="Examples" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {SX_PRESETS.map((preset) => (
            <Button
              key={preset.label}
              size="small"
              variant={text === preset.text ? 'contained' : 'outlined'}
              onClick={() => edit(preset.text)}
            >
              {preset.label}
            </Button>
          ))}
        </Box>
        <TextField
          id={`${id}-sx`}
          label="sx object"
          multiline
          minRows={10}
          value={text}
          onChange={(event) => edit(event.target.value)}
          error={problem !== null}
          helperText={problem ?? 'Keys, strings, numbers, nested objects and arrays; no functions or variables.'}
          slotProps={{
            htmlInput: { spellCheck: false, maxLength: MAX_SX_LENGTH, style: { fontFamily: monospace, fontSize: 13 } },
            formHelperText: { role: 'status' },
          }}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Typography component="p" variant="subtitle2" id={`${id}-preview`}>
          Preview
        </Typography>
        {/* A box of its own for whatever the reader writes: fixed positions and overflow stay inside it. */}
        <Box
          role="region"
          aria-labelledby={`${id}-preview`}
          sx={{
            position: 'relative',
            overflow: 'auto',
            transform: 'translateZ(0)',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 2,
            minHeight: 140,
          }}
        >
          <Box data-sx-preview="" sx={applied}>
            <strong>Greenhouse 4</strong>
            <span>Humidity 62 %, watered at 07:40</span>
          </Box>
        </Box>
        <Typography component="p" variant="subtitle2" id={`${id}-css`}>
          CSS the system writes
        </Typography>
        <Box
          component="pre"
          data-sx-css=""
          tabIndex={0}
          aria-labelledby={`${id}-css`}
          sx={{
            m: 0,
            p: 1.5,
            maxHeight: 260,
            overflow: 'auto',
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontFamily: monospace,
            fontSize: 12,
          }}
        >
          {css}
        </Box>
      </Box>
    </Box>
  );
}
