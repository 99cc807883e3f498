import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Font stacks that every system has, so the demo needs no font download.
const stacks = {
  humanist: {
    label: 'System UI',
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    display: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  editorial: {
    label: 'Serif headings',
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    display: 'Georgia, Cambria, "Times New Roman", serif',
  },
  technical: {
    label: 'Monospace',
    body: 'ui-monospace, "SF Mono", Menlo, Consolas, monospace',
    display: 'ui-monospace, "SF Mono", Menlo, Consolas, monospace',
  },
};
type Stack = keyof typeof stacks;

// One theme per choice, each with its own prefix.
const themes = Object.fromEntries(
  (Object.keys(stacks) as Stack[]).map((key) => [
    key,
    extendTheme({
      cssVarPrefix: `font-demo-${key}`,
      colorSchemeSelector: 'class',
      fontFamily: { body: stacks[key].body, display: stacks[key].display },
    }),
  ]),
) as Record<Stack, ReturnType<typeof extendTheme>>;

export default function ChangeFont() {
  const [stack, setStack] = React.useState<Stack>('editorial');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Font of the theme"
        value={stack}
        onChange={(event) => setStack(event.target.value as Stack)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {(Object.keys(stacks) as Stack[]).map((key) => (
          <Radio key={key} value={key} label={stacks[key].label} />
        ))}
      </RadioGroup>
      <CssVarsProvider theme={themes[stack]}>
        <Card variant="outlined" sx={{ maxWidth: 460 }}>
          <Typography level="h3" component="p">
            The lighthouse keeper&apos;s log
          </Typography>
          <Typography level="body-md">
            Fog at dawn, clearing by ten. Two fishing boats out past the point; the ferry ran late because of the swell.
          </Typography>
          <Box>
            <Button size="sm">Read the entry</Button>
          </Box>
        </Card>
      </CssVarsProvider>
    </Box>
  );
}
