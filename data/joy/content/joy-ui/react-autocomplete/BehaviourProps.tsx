import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';
import { departments } from './data';

const behaviours = [
  { prop: 'autoHighlight', text: 'highlight the first option as you type' },
  { prop: 'autoSelect', text: 'choose the highlighted option on blur' },
  { prop: 'openOnFocus', text: 'open the list on focus' },
  { prop: 'blurOnSelect', text: 'leave the field after a choice' },
  { prop: 'clearOnEscape', text: 'Escape clears the value' },
  { prop: 'includeInputInList', text: 'arrow keys can return to the input' },
] as const;

type Behaviour = (typeof behaviours)[number]['prop'];

export default function BehaviourProps() {
  const headingId = React.useId();
  const [enabled, setEnabled] = React.useState<Record<Behaviour, boolean>>({
    autoHighlight: true,
    autoSelect: false,
    openOnFocus: false,
    blurOnSelect: false,
    clearOnEscape: true,
    includeInputInList: false,
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3 }}>
      <Box role="group" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id={headingId} level="title-sm">
          Behaviour
        </Typography>
        {behaviours.map(({ prop, text }) => (
          <Checkbox
            key={prop}
            size="sm"
            checked={enabled[prop]}
            onChange={(event) => setEnabled((current) => ({ ...current, [prop]: event.target.checked }))}
            label={
              <>
                <Typography component="code" level="body-sm" sx={{ fontFamily: 'code', color: 'text.primary' }}>
                  {prop}
                </Typography>{' '}
                <Typography component="span" level="body-sm">
                  {text}
                </Typography>
              </>
            }
          />
        ))}
      </Box>
      <FormControl sx={{ flex: 1, maxWidth: 320 }}>
        <FormLabel>Department</FormLabel>
        <Autocomplete options={departments} {...enabled} />
      </FormControl>
    </Box>
  );
}
