import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import DemoThemeProvider from '../demos/DemoThemeProvider';
import CopyToolButton from '../demos/CopyToolButton';
import type { CssVarsViewProps } from '../islands/types';
import { changedVariables, cssValue, cssVariablesCode, type CssVariableValues } from './cssVariables';
import { playgroundCodeSx } from './playgroundCodeStyles';

const STRING = /('[^']*')/;

/** The code's quoted values and its tags, coloured as the prop playground colours them. */
function CodeTokens({ code }: { code: string }) {
  return code.split(STRING).map((part, index) =>
    STRING.test(part) ? (
      <span key={index} className="token-string">
        {part}
      </span>
    ) : (
      <span key={index} className={/^<\/?[A-Z]/.test(part.trimStart()) ? 'token-tag' : 'token-plain'}>
        {part}
      </span>
    ),
  );
}

/**
 * Sliders for the CSS variables a component reads, the component with the moved ones in its `sx`,
 * and that code. Every slider starts at the component's own value, which the preview keeps until
 * the reader moves it. Renders on the server with the defaults; an island.
 */
export default function CssVarsPlaygroundView({ name, component, variables, Preview, Theme, view }: CssVarsViewProps) {
  const initial = React.useMemo(() => Object.fromEntries(variables.map((variable) => [variable.name, variable.default])), [variables]);
  const [values, setValues] = React.useState<CssVariableValues>(initial);
  const changed = changedVariables(variables, values);
  const code = cssVariablesCode(component, changed);
  const idPrefix = `css-vars-${name}`;
  return (
    <DemoThemeProvider direction={view.direction}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 280px' } }}>
        <Box
          data-playground-part="preview"
          sx={{ p: 3, minHeight: 200, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default' }}
        >
          {Theme ? (
            <Theme direction={view.direction}>
              <Preview sx={Object.fromEntries(changed)} />
            </Theme>
          ) : (
            <Preview sx={Object.fromEntries(changed)} />
          )}
        </Box>
        <Box
          data-playground-part="controls"
          sx={{
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            borderTop: { xs: 1, md: 0 },
            borderInlineStart: { md: 1 },
            borderColor: 'divider',
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        >
          {variables.map((variable) => {
            const labelId = `${idPrefix}${variable.name}`;
            const value = values[variable.name];
            return (
              <Box key={variable.name}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontSize: 13 }}>
                  <Typography id={labelId} component="span" sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
                    {variable.name}
                  </Typography>
                  <Typography component="span" sx={{ fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}>
                    {cssValue(value, variable)}
                  </Typography>
                </Box>
                <Slider
                  size="small"
                  value={value}
                  min={variable.min}
                  max={variable.max}
                  step={variable.step}
                  onChange={(_event, next) => setValues((current) => ({ ...current, [variable.name]: next as number }))}
                  getAriaValueText={(next) => cssValue(next, variable)}
                  slotProps={{ input: { 'aria-labelledby': labelId } }}
                />
              </Box>
            );
          })}
          <Button
            size="small"
            variant="outlined"
            disabled={changed.length === 0}
            onClick={() => setValues(initial)}
            sx={{ alignSelf: 'start' }}
          >
            Reset variables
          </Button>
        </Box>
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 0.5,
            bgcolor: 'background.paper',
            color: 'text.secondary',
            fontSize: 13,
          }}
        >
          <span>JSX</span>
          <CopyToolButton
            label={`Copy the ${component} code`}
            text="Copy"
            icon={null}
            palette="demo"
            textToCopy={async () => code}
            onError={(error) => console.warn(`The ${name} playground's code could not be copied:`, error)}
          />
        </Box>
        <Box component="pre" sx={playgroundCodeSx} data-playground-part="code" aria-label={`${component} code`} tabIndex={0}>
          <code>
            <CodeTokens code={code} />
          </code>
        </Box>
      </Box>
    </DemoThemeProvider>
  );
}
