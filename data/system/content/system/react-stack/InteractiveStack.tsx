import * as React from 'react';
import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const options = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
  spacing: ['0', '0.5', '1', '2', '3', '4'],
} as const;

type Settings = { [K in keyof typeof options]: (typeof options)[K][number] };

const heights = [40, 64, 52];

export default function InteractiveStack() {
  const [settings, setSettings] = React.useState<Settings>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
    spacing: '2',
  });
  const id = React.useId();

  const code = `<Stack
  direction="${settings.direction}"
  spacing={${settings.spacing}}
  sx={{
    justifyContent: '${settings.justifyContent}',
    alignItems: '${settings.alignItems}',
  }}
>`;

  return (
    <Stack spacing={2}>
      <Box
        sx={{
          p: 2,
          minHeight: 200,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
          display: 'flex',
        }}
      >
        <Stack
          direction={settings.direction}
          spacing={Number(settings.spacing)}
          sx={{
            flex: 1,
            justifyContent: settings.justifyContent,
            alignItems: settings.alignItems,
          }}
        >
          {heights.map((height, index) => (
            <Box
              key={height}
              sx={{
                minWidth: 56,
                minHeight: height,
                px: 1.5,
                display: 'grid',
                placeItems: 'center',
                borderRadius: 1,
                bgcolor: 'primary.dark',
                color: 'primary.contrastText',
                fontSize: 14,
              }}
            >
              Item {index + 1}
            </Box>
          ))}
        </Stack>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          gap: 2,
        }}
      >
        {(Object.keys(options) as (keyof Settings)[]).map((key) => (
          <Box key={key} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
            <Box component="label" htmlFor={`${id}-${key}`} sx={{ fontSize: 13, color: 'text.secondary', fontFamily: 'monospace' }}>
              {key}
            </Box>
            <Box
              component="select"
              id={`${id}-${key}`}
              value={settings[key]}
              onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
                setSettings((previous) => ({ ...previous, [key]: event.target.value }))
              }
              sx={{
                p: 0.75,
                font: 'inherit',
                fontSize: 14,
                color: 'text.primary',
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              {options[key].map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          fontSize: 13,
          overflow: 'auto',
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
        }}
      >
        {code}
      </Box>
    </Stack>
  );
}
