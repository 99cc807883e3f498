import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { departments } from './data';

export default function AutocompleteEvents() {
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((lines) => [line, ...lines].slice(0, 8));

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'flex-start' } }}>
      <FormControl sx={{ flex: 1, minWidth: 0 }}>
        <FormLabel>Department</FormLabel>
        <Autocomplete
          options={departments}
          onOpen={() => add('onOpen')}
          onClose={(event, reason) => add(`onClose · ${reason}`)}
          onChange={(event, value, reason) => add(`onChange · ${reason} · ${value ?? 'null'}`)}
          onInputChange={(event, value, reason) => add(`onInputChange · ${reason} · “${value}”`)}
          onHighlightChange={(event, option, reason) => {
            // Fires on every mouse move over the list too; log keyboard moves only.
            if (reason === 'keyboard') {
              add(`onHighlightChange · ${reason} · ${option ?? 'none'}`);
            }
          }}
        />
      </FormControl>
      <Sheet variant="soft" sx={{ flex: 1, minWidth: 0, p: 1.5, borderRadius: 'sm', minHeight: 200 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography level="title-sm">Events, newest first</Typography>
          <Button size="sm" variant="plain" color="neutral" onClick={() => setLog([])} disabled={log.length === 0}>
            Clear
          </Button>
        </Box>
        <Box
          component="ol"
          reversed
          aria-label="Event log"
          sx={{ m: 0, pl: 2.5, fontFamily: 'code', fontSize: 'xs', wordBreak: 'break-word' }}
        >
          {log.map((line, index) => (
            <li key={`${log.length - index}`}>{line}</li>
          ))}
        </Box>
      </Sheet>
    </Box>
  );
}
