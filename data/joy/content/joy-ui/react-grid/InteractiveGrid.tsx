import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import RadioGroup from '@mui/joy/RadioGroup';
import Radio from '@mui/joy/Radio';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

type Direction = 'row' | 'row-reverse' | 'column' | 'column-reverse';

const options = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
} as const;

type Setting = keyof typeof options;

export default function InteractiveGrid() {
  const [settings, setSettings] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
  });
  return (
    <Box sx={{ width: '100%' }}>
      <Sheet variant="outlined" sx={{ p: 1, borderRadius: 'sm', mb: 3 }}>
        <Grid
          container
          spacing={1}
          direction={settings.direction as Direction}
          sx={{
            minHeight: 200,
            justifyContent: settings.justifyContent,
            alignItems: settings.alignItems,
          }}
        >
          {[1, 2, 3].map((value) => (
            <Grid key={value}>
              <Sheet variant="soft" color="primary" sx={{ px: 2, py: value, borderRadius: 'sm', fontFamily: 'body', fontSize: 'sm' }}>
                Cell {value}
              </Sheet>
            </Grid>
          ))}
        </Grid>
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
      </Box>
      <Typography level="body-xs" sx={{ mt: 2, fontFamily: 'code' }}>
        {`<Grid container direction="${settings.direction}" sx={{ justifyContent: '${settings.justifyContent}', alignItems: '${settings.alignItems}' }}>`}
      </Typography>
    </Box>
  );
}
