/**
 * Joy UI components in the reader's palette, the light and the dark scheme side by side. One
 * CssVarsProvider of its own writes the theme's CSS variables (`--joy-builder-…`): the light
 * scheme's on the root and under `[data-joy-builder-scheme="light"]`, the dark one's under
 * `[data-joy-builder-scheme="dark"]`, the attribute each pane carries. It stores no mode and
 * writes nothing on <html> (`colorSchemeNode={null}`, no storage), so the site's mode is untouched
 * and each pane shows its scheme whatever that mode is.
 */
import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider } from '@mui/joy/styles';
import { COLORS, SCHEMES, type ColorName, type Scheme } from './palette';
import { SCHEME_ATTRIBUTE, type createPreviewTheme } from './previewTheme';

// This version's typings omit the provider's `storageManager`, which it reads: null stores nothing.
const noStorage = { storageManager: null } as Record<string, unknown>;

const VARIANTS = ['solid', 'soft', 'outlined', 'plain'] as const;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Pane({ scheme, color }: { scheme: Scheme; color: ColorName }) {
  const name = `${capitalized(scheme)} scheme`;
  return (
    <Box
      {...{ [SCHEME_ATTRIBUTE]: scheme }}
      role="group"
      aria-label={`${name} preview`}
      // The reader's colours are exempt from the site's contrast checks, as in demos.
      data-demo-part="component"
      sx={{
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        p: 2,
        borderRadius: '12px',
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.body',
        color: 'text.primary',
      }}
    >
      <Typography component="p" level="title-sm">
        {name} · {color}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {VARIANTS.map((variant) => (
          <Button key={variant} color={color} variant={variant} data-preview-button={variant}>
            {capitalized(variant)}
          </Button>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip color={color} variant="solid">
          Solid chip
        </Chip>
        <Chip color={color} variant="soft">
          Soft chip
        </Chip>
        <Chip color={color} variant="outlined">
          Outlined chip
        </Chip>
      </Box>
      <Alert color={color} variant="soft">
        A soft alert in {color}.
      </Alert>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Input color={color} placeholder="An input" slotProps={{ input: { 'aria-label': `An input, ${scheme} scheme` } }} />
        {/* The focus ring shown without focus: the variable the input sets while focused. */}
        <Input
          color={color}
          defaultValue="Its focus ring"
          sx={{ '--Input-focused': '1' }}
          slotProps={{ input: { 'aria-label': `An input showing its focus ring, ${scheme} scheme` } }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Checkbox color={color} label="Checkbox" defaultChecked />
        <Switch color={color} defaultChecked slotProps={{ input: { 'aria-label': `Switch, ${scheme} scheme` } }} />
        <Link component="button" type="button" color={color} underline="always">
          A link
        </Link>
      </Box>
      <Card color={color} variant="soft">
        <CardContent>
          <Typography component="p" level="title-md" color={color}>
            Card title
          </Typography>
          <Typography level="body-sm">A soft card takes its background and text from the variant tokens.</Typography>
        </CardContent>
        <Button color={color} variant="solid" size="sm" sx={{ alignSelf: 'flex-start' }}>
          Action
        </Button>
      </Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} aria-label="Every colour" role="group">
        {COLORS.map((other) => (
          <Chip key={other} color={other} variant="solid" size="sm">
            {other}
          </Chip>
        ))}
      </Box>
    </Box>
  );
}

export default function Preview({ theme, color }: { theme: ReturnType<typeof createPreviewTheme>; color: ColorName }) {
  return (
    <CssVarsProvider theme={theme} defaultMode="light" colorSchemeNode={null} disableNestedContext {...noStorage}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {SCHEMES.map((scheme) => (
          <Pane key={scheme} scheme={scheme} color={color} />
        ))}
      </Box>
    </CssVarsProvider>
  );
}
