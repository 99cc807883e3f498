import * as React from 'react';
import { styled, ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// `name` and `slot` register the parts in the theme as `MetricCard.styleOverrides.root` and `.value`.
const MetricCardRoot = styled('div', { name: 'MetricCard', slot: 'root' })(({ theme }) => ({
  padding: theme.spacing(2),
  minWidth: 160,
  borderRadius: theme.spacing(1),
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  color: (theme.vars || theme).palette.text.primary,
}));

const MetricCardLabel = styled('div', { name: 'MetricCard', slot: 'label' })(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars || theme).palette.text.secondary,
}));

const MetricCardValue = styled('div', { name: 'MetricCard', slot: 'value' })(({ theme }) => ({
  ...theme.typography.h5,
}));

function MetricCard({ label, value }: { label: string; value: string }) {
  return (
    <MetricCardRoot>
      <MetricCardLabel>{label}</MetricCardLabel>
      <MetricCardValue>{value}</MetricCardValue>
    </MetricCardRoot>
  );
}

// What an app's theme would declare once, for every MetricCard.
function withOverrides(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MetricCard: {
        styleOverrides: {
          root: {
            borderWidth: 0,
            borderTop: `4px solid ${(outer.vars || outer).palette.primary.main}`,
            boxShadow: (outer.vars || outer).shadows[2],
          },
          value: {
            fontWeight: 700,
            color: (outer.vars || outer).palette.primary.main,
          },
        },
      },
    } as Theme['components'],
  };
}

export default function StyledThemeOverrides() {
  const [enabled, setEnabled] = React.useState(true);
  const cards = (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <MetricCard label="Monthly revenue" value="$48,210" />
      <MetricCard label="New customers" value="327" />
      <MetricCard label="Churn" value="1.8%" />
    </div>
  );

  return (
    <div>
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, marginBottom: 16 }}>
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        Apply the theme&apos;s MetricCard overrides
      </label>
      {enabled ? <ThemeProvider theme={withOverrides}>{cards}</ThemeProvider> : cards}
    </div>
  );
}
