import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const rooms = ['Atlas (4 seats)', 'Baobab (10 seats)', 'Cedar (6 seats)', 'Delta (2 seats)', 'Fjord (8 seats)', 'Mesa (12 seats)'];

export default function EventLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((current) => [line, ...current].slice(0, 8));

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Autocomplete
        id="event-log-room"
        options={rooms}
        sx={{ flex: 1, maxWidth: { md: 320 } }}
        onChange={(_event, value, reason) => add(`onChange  reason=${reason}  value=${JSON.stringify(value)}`)}
        onInputChange={(_event, value, reason) => add(`onInputChange  reason=${reason}  value=${JSON.stringify(value)}`)}
        onHighlightChange={(_event, option, reason) => add(`onHighlightChange  reason=${reason}  option=${JSON.stringify(option)}`)}
        onOpen={() => add('onOpen')}
        onClose={(_event, reason) => add(`onClose  reason=${reason}`)}
        renderInput={(params) => <TextField {...params} label="Meeting room" />}
      />
      <Box sx={{ flex: 1.4, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle2" component="p" id="event-log-heading">
            Latest events first
          </Typography>
          <Button size="small" onClick={() => setLog([])}>
            Clear log
          </Button>
        </Stack>
        <Box
          component="ol"
          aria-labelledby="event-log-heading"
          sx={{
            m: 0,
            p: 1.5,
            minHeight: 120,
            listStyle: 'none',
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: 12.5,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {log.length === 0 ? <li>Focus the field, type, use the arrow keys, pick a room.</li> : null}
          {log.map((line, index) => (
            <li key={`${log.length - index}`}>{line}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
