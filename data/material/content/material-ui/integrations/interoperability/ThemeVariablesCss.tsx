import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

// With CSS theme variables enabled, every palette entry is also a CSS custom property, so
// hand-written CSS follows the theme and its dark mode. These demos use the prefix `demo`;
// with the default settings your app's variables start with `--mui-`.
const styles = `
.plan-card {
  max-width: 320px;
  padding: 20px;
  border: 1px solid var(--demo-palette-divider);
  border-radius: var(--demo-shape-borderRadius);
  background-color: var(--demo-palette-background-paper);
  color: var(--demo-palette-text-primary);
  box-shadow: var(--demo-shadows-2);
}
.plan-card__badge {
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  background-color: var(--demo-palette-primary-main);
  color: var(--demo-palette-primary-contrastText);
  font: var(--demo-font-caption);
  font-weight: 700;
}
.plan-card__name {
  margin: 12px 0 0;
  font: var(--demo-font-h6);
}
.plan-card__price {
  margin: 4px 0;
  font: var(--demo-font-h4);
}
.plan-card__note {
  margin: 0 0 16px;
  color: var(--demo-palette-text-secondary);
  font: var(--demo-font-body2);
}
.plan-card__price span {
  color: rgba(var(--demo-palette-text-primaryChannel) / 0.7);
  font: var(--demo-font-body1);
}
`;

export default function ThemeVariablesCss() {
  return (
    <Stack sx={{ width: '100%', alignItems: 'center' }}>
      <style>{styles}</style>
      <section className="plan-card" aria-labelledby="plan-card-title">
        <span className="plan-card__badge">Most popular</span>
        <h3 id="plan-card-title" className="plan-card__name">
          Team
        </h3>
        <p className="plan-card__price">
          €12 <span>per seat / month</span>
        </p>
        <p className="plan-card__note">Shared projects, guest access and 100 GB per seat.</p>
        <Button variant="contained" fullWidth>
          Start a free trial
        </Button>
      </section>
    </Stack>
  );
}
