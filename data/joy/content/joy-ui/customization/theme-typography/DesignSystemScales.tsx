import * as React from 'react';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import type { TypographySystem } from '@mui/joy/styles';

// [name, font size px, line height px, weight]: published type ramps of three design systems.
type Ramp = [string, number, number, number][];

const systems: Record<string, { label: string; font: string; ramp: Ramp }> = {
  fluent: {
    label: 'Fluent 2',
    font: '"Segoe UI Variable", "Segoe UI", system-ui, sans-serif',
    ramp: [
      ['display', 68, 92, 600],
      ['largeTitle', 40, 52, 600],
      ['title1', 32, 40, 600],
      ['title2', 28, 36, 600],
      ['title3', 24, 32, 600],
      ['subtitle1', 20, 28, 600],
      ['subtitle2', 16, 22, 600],
      ['body1', 14, 20, 400],
      ['caption1', 12, 16, 400],
      ['caption2', 10, 14, 400],
    ],
  },
  apple: {
    label: 'Apple HIG (iOS)',
    font: '-apple-system, BlinkMacSystemFont, "SF Pro Text", system-ui, sans-serif',
    ramp: [
      ['largeTitle', 34, 41, 400],
      ['title1', 28, 34, 400],
      ['title2', 22, 28, 400],
      ['title3', 20, 25, 400],
      ['headline', 17, 22, 600],
      ['body', 17, 22, 400],
      ['callout', 16, 21, 400],
      ['subheadline', 15, 20, 400],
      ['footnote', 13, 18, 400],
      ['caption1', 12, 16, 400],
      ['caption2', 11, 13, 400],
    ],
  },
  material: {
    label: 'Material Design 3',
    font: 'Roboto, system-ui, sans-serif',
    ramp: [
      ['display-large', 57, 64, 400],
      ['display-medium', 45, 52, 400],
      ['display-small', 36, 44, 400],
      ['headline-large', 32, 40, 400],
      ['headline-medium', 28, 36, 400],
      ['headline-small', 24, 32, 400],
      ['title-large', 22, 28, 400],
      ['title-medium', 16, 24, 500],
      ['title-small', 14, 20, 500],
      ['body-large', 16, 24, 400],
      ['body-medium', 14, 20, 400],
      ['body-small', 12, 16, 400],
      ['label-large', 14, 20, 500],
      ['label-medium', 12, 16, 500],
      ['label-small', 11, 16, 500],
    ],
  },
};
type SystemKey = keyof typeof systems;

// Each ramp becomes typography levels of a theme of its own: `level="title2"` and so on.
const themes = Object.fromEntries(
  Object.entries(systems).map(([key, system]) => [
    key,
    extendTheme({
      cssVarPrefix: `scale-demo-${key}`,
      colorSchemeSelector: 'class',
      fontFamily: { body: system.font, display: system.font },
      typography: Object.fromEntries(
        system.ramp.map(([name, size, lineHeight, weight]) => [
          name,
          {
            fontFamily: `var(--scale-demo-${key}-fontFamily-body)`,
            fontSize: `${size / 16}rem`,
            lineHeight: `${lineHeight / size}`,
            fontWeight: weight,
            color: `var(--scale-demo-${key}-palette-text-primary)`,
          },
        ]),
      ),
    } as Parameters<typeof extendTheme>[0]),
  ]),
) as Record<SystemKey, ReturnType<typeof extendTheme>>;

export default function DesignSystemScales() {
  const [system, setSystem] = React.useState<SystemKey>('fluent');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <Tabs value={system} onChange={(_event, value) => setSystem(value as SystemKey)} aria-label="Design system">
        <TabList sx={{ overflowX: 'auto' }}>
          {Object.entries(systems).map(([key, item]) => (
            <Tab key={key} value={key} sx={{ flex: 'none' }}>
              {item.label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      <CssVarsProvider theme={themes[system]}>
        <Sheet variant="outlined" sx={{ borderRadius: 'sm', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {systems[system].ramp.map(([name, size, lineHeight, weight]) => (
            <Box key={name} sx={{ display: 'flex', alignItems: 'baseline', gap: 2, minWidth: 0 }}>
              <Box sx={{ width: 130, flexShrink: 0, fontFamily: 'code', fontSize: '0.75rem', color: 'text.tertiary' }}>
                {name}
                <br />
                {size}/{lineHeight} · {weight}
              </Box>
              <Typography level={name as keyof TypographySystem} noWrap sx={{ minWidth: 0 }}>
                Tide tables
              </Typography>
            </Box>
          ))}
        </Sheet>
      </CssVarsProvider>
    </Box>
  );
}
