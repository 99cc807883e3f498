import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Sheet from '@mui/joy/Sheet';
import RadioGroup from '@mui/joy/RadioGroup';
import Radio from '@mui/joy/Radio';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Slider from '@mui/joy/Slider';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

type Direction = 'row' | 'row-reverse' | 'column' | 'column-reverse';

const options = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch'],
} as const;

type Setting = keyof typeof options;

export default function InteractiveStack() {
  const [settings, setSettings] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
  });
  const [spacing, setSpacing] = React.useState(2);
  return (
    <Box sx={{ width: '100%' }}>
      <Sheet variant="outlined" sx={{ p: 1, borderRadius: 'sm', mb: 3 }}>
        <Stack
          direction={settings.direction as Direction}
          spacing={spacing}
          sx={{ minHeight: 200, justifyContent: settings.justifyContent, alignItems: settings.alignItems }}
        >
          {['Alpha', 'Beta', 'Gamma'].map((label, index) => (
            <Sheet
              key={label}
              variant="soft"
              color="primary"
              sx={{ px: 2, py: index + 1, borderRadius: 'sm', fontFamily: 'body', fontSize: 'sm' }}
            >
              {label}
            </Sheet>
          ))}
        </Stack>
      </Sheet>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {(Object.keys(options) as Setting[]).map((setting) => (
          <FormControl key={setting}>
            <FormLabel>{setting}</FormLabel>
            <RadioGroup
              orientation="horizontal"
              value={settings[setting]}
              onChange={(event) => setSettings({ ...settings, [setting]: event.target.value })}
              sx={{ flexWrap: 'wrap', gap: 1.5 }}
            >
              {options[setting].map((value) => (
                <Radio key={value} value={value} label={value} size="sm" sx={{ m: 0 }} />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
        <FormControl sx={{ maxWidth: 320 }}>
          <FormLabel>spacing: {spacing}</FormLabel>
          <Slider
            value={spacing}
            min={0}
            max={6}
            step={0.5}
            onChange={(_event, value) => setSpacing(value as number)}
            slotProps={{ input: { 'aria-label': 'spacing' } }}
          />
        </FormControl>
      </Box>
      <Typography level="body-xs" sx={{ mt: 2, fontFamily: 'code' }}>
        {`<Stack direction="${settings.direction}" spacing={${spacing}} sx={{ justifyContent: '${settings.justifyContent}', alignItems: '${settings.alignItems}' }}>`}
      </Typography>
    </Box>
  );
}
