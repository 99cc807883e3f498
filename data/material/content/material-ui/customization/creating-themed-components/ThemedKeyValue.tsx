import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { styled, ThemeProvider, type Theme } from '@mui/material/styles';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';

// A small custom component: a label and its value, stacked or on one line.
interface KeyValueProps {
  label: string;
  children: React.ReactNode;
  layout?: 'stacked' | 'inline';
  emphasis?: boolean;
}

const KeyValueRoot = styled('div', {
  name: 'MuiKeyValue',
  slot: 'root',
  // Which styleOverrides keys apply to this element: `root`, plus `emphasis` for emphasised pairs.
  overridesResolver: (props: { ownerState: KeyValueProps }, styles) => [styles.root, props.ownerState.emphasis && styles.emphasis],
})<{ ownerState: KeyValueProps }>(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.25),
  variants: [
    {
      props: ({ ownerState }) => ownerState.layout === 'inline',
      style: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'baseline', gap: theme.spacing(2) },
    },
  ],
}));

const KeyValueLabel = styled('dt', { name: 'MuiKeyValue', slot: 'label' })(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const KeyValueValue = styled('dd', { name: 'MuiKeyValue', slot: 'value' })(({ theme }) => ({
  ...theme.typography.body1,
  margin: 0,
}));

function KeyValue(inProps: KeyValueProps) {
  const props = useDefaultProps({ props: inProps, name: 'MuiKeyValue' });
  const { label, children, layout = 'stacked', emphasis = false } = props;
  const ownerState = { ...props, layout, emphasis };
  return (
    <KeyValueRoot ownerState={ownerState}>
      <KeyValueLabel>{label}</KeyValueLabel>
      <KeyValueValue>{children}</KeyValueValue>
    </KeyValueRoot>
  );
}

// What an app's theme could say about the component: new defaults, slot styles, and a variant.
// Material UI's `Components` type doesn't know MuiKeyValue; in an app, module augmentation adds it.
const keyValueEntry = (theme: Theme) => {
  const { palette } = theme.vars ?? theme;
  return {
    MuiKeyValue: {
      defaultProps: { layout: 'inline' },
      styleOverrides: {
        root: { paddingBlock: theme.spacing(1), borderBottom: `1px solid ${palette.divider}` },
        label: { textTransform: 'uppercase', letterSpacing: '0.06em', fontSize: 12 },
        emphasis: { '& dd': { fontWeight: 700, color: palette.primary.main } },
      },
      variants: [{ props: { layout: 'stacked' }, style: { borderBottom: 0 } }],
    },
  };
};

const keyValueTheme = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: { ...outerTheme.components, ...keyValueEntry(outerTheme) },
});

const order = [
  { label: 'Order', value: '#48213' },
  { label: 'Shipping', value: 'Standard, 3–5 days' },
  { label: 'Payment', value: 'Card ending 4821' },
  { label: 'Total', value: '€86.40', emphasis: true },
];

function OrderSummary() {
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
      {order.map((item) => (
        <KeyValue key={item.label} label={item.label} emphasis={item.emphasis}>
          {item.value}
        </KeyValue>
      ))}
    </Stack>
  );
}

export default function ThemedKeyValue() {
  const [themed, setThemed] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 380 }}>
      <FormControlLabel
        control={<Switch checked={themed} onChange={(event) => setThemed(event.target.checked)} />}
        label="Apply the theme's MuiKeyValue entry"
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        {themed ? (
          <ThemeProvider theme={keyValueTheme}>
            <OrderSummary />
          </ThemeProvider>
        ) : (
          <OrderSummary />
        )}
      </Paper>
    </Stack>
  );
}
