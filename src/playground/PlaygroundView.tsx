import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import DemoThemeProvider from '../demos/DemoThemeProvider';
import type { PlaygroundViewProps } from '../islands/types';
import CopyToolButton from '../demos/CopyToolButton';
import { codeText, playgroundCode, shownProps } from './playgroundCode';
import { playgroundCodeSx as codeSx } from './playgroundCodeStyles';
import type { PlaygroundControl, PlaygroundValues } from './types';

/** Up to this many options show as radio buttons; more as a select. */
const MAX_RADIOS = 4;
const UNSET = '';

export function initialValues(controls: PlaygroundControl[]): PlaygroundValues {
  return Object.fromEntries(controls.map((control) => [control.prop, control.default]));
}

function Control({
  control,
  value,
  onChange,
  idPrefix,
}: {
  control: PlaygroundControl;
  value: string | boolean | null;
  onChange: (value: string | boolean | null) => void;
  idPrefix: string;
}) {
  if (control.kind === 'switch') {
    return (
      <FormControlLabel
        // Announced as a switch (on/off), which is what it is, rather than a checkbox.
        control={
          <Switch
            size="small"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { role: 'switch' } }}
          />
        }
        label={control.prop}
        sx={{ fontFamily: 'monospace' }}
      />
    );
  }
  if (control.kind === 'text') {
    return (
      <TextField
        size="small"
        label={control.prop}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const options = control.default === null ? [UNSET, ...control.options] : control.options;
  const selected = typeof value === 'string' ? value : UNSET;
  const labelId = `${idPrefix}-${control.prop}-label`;
  if (options.length > MAX_RADIOS) {
    return (
      <TextField
        select
        size="small"
        label={control.prop}
        value={selected}
        onChange={(event) => onChange(event.target.value === UNSET ? null : event.target.value)}
        // A native select shows "(not set)" for the empty value, so the label must not sit over it.
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option === UNSET ? '(not set)' : option}
          </option>
        ))}
      </TextField>
    );
  }
  return (
    <FormControl>
      <FormLabel id={labelId} sx={{ fontSize: 13 }}>
        {control.prop}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={selected}
        onChange={(event) => onChange(event.target.value === UNSET ? null : event.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={option === UNSET ? '(not set)' : option} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * A component with a control for each of its enumerated and boolean props, and the JSX of the
 * current choice below, ready to copy. Renders on the server with the defaults; an island.
 */
export default function PlaygroundView({ Component, Preview, Elements, data, view }: PlaygroundViewProps) {
  const [values, setValues] = React.useState(() => initialValues(data.controls));
  const tokens = playgroundCode(data, values);
  // The preview gets what the code shows: the fixed props and the controls away from their defaults
  // (a `false` the component does not expect can reach the DOM, as Drawer's Modal props do).
  const props = Object.fromEntries(shownProps(data.fixedProps, data.controls, values));
  const children = typeof values.children === 'string' && values.children ? values.children : undefined;
  const idPrefix = `playground-${data.name}`;
  const elements = data.childElements.map(({ name, props: elementProps, text }, index) => {
    const Element = Elements[name];
    return (
      <Element key={index} {...elementProps}>
        {text}
      </Element>
    );
  });
  const component = <Component {...props}>{elements.length === 0 ? children : elements.length === 1 ? elements[0] : elements}</Component>;
  return (
    <DemoThemeProvider direction={view.direction}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 260px' } }}>
        <Box
          data-playground-part="preview"
          sx={{
            p: 3,
            minHeight: 160,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'background.default',
            color: 'text.primary',
          }}
        >
          {Preview ? <Preview direction={view.direction}>{component}</Preview> : component}
        </Box>
        <Box
          data-playground-part="controls"
          sx={{
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
            borderTop: { xs: 1, md: 0 },
            borderInlineStart: { md: 1 },
            borderColor: 'divider',
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        >
          {data.controls.map((control) => (
            <Control
              key={control.prop}
              control={control}
              value={values[control.prop]}
              onChange={(value) => setValues((current) => ({ ...current, [control.prop]: value }))}
              idPrefix={idPrefix}
            />
          ))}
        </Box>
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        {/* The copy button has a row of its own: over the code it would hide the end of a line on a phone. */}
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
            label={`Copy the ${data.name} code`}
            text="Copy"
            icon={null}
            palette="demo"
            textToCopy={async () => codeText(tokens)}
            onError={(error) => console.warn(`The ${data.name} playground's code could not be copied:`, error)}
          />
        </Box>
        <Box component="pre" sx={codeSx} data-playground-part="code" aria-label={`${data.name} code`} tabIndex={0}>
          <code>
            {tokens.map((token, index) => (
              <span key={index} className={`token-${token.kind}`}>
                {token.text}
              </span>
            ))}
          </code>
        </Box>
      </Box>
    </DemoThemeProvider>
  );
}
