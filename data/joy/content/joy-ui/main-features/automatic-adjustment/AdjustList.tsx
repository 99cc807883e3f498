import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Slider from '@mui/joy/Slider';
import EventRounded from '@mui/icons-material/EventRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import StarRounded from '@mui/icons-material/StarRounded';

const rows = [
  { label: 'Inbox', icon: <InboxRounded /> },
  { label: 'Starred', icon: <StarRounded /> },
  { label: 'Calendar', icon: <EventRounded /> },
];

export default function AdjustList() {
  const [radius, setRadius] = React.useState(16);
  const [padding, setPadding] = React.useState(6);
  const [size, setSize] = React.useState<'sm' | 'md' | 'lg'>('md');
  const [selected, setSelected] = React.useState('Inbox');

  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', width: '100%', alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: '1 1 200px', maxWidth: 260 }}>
        <FormControl>
          <FormLabel id="adjust-list-radius">--List-radius: {radius}px</FormLabel>
          <Slider
            aria-labelledby="adjust-list-radius"
            min={0}
            max={28}
            value={radius}
            onChange={(_event, value) => setRadius(value as number)}
          />
        </FormControl>
        <FormControl>
          <FormLabel id="adjust-list-padding">--List-padding: {padding}px</FormLabel>
          <Slider
            aria-labelledby="adjust-list-padding"
            min={0}
            max={16}
            value={padding}
            onChange={(_event, value) => setPadding(value as number)}
          />
        </FormControl>
        <FormControl>
          <FormLabel id="adjust-list-size">size</FormLabel>
          <RadioGroup
            orientation="horizontal"
            aria-labelledby="adjust-list-size"
            value={size}
            onChange={(event) => setSize(event.target.value as 'sm' | 'md' | 'lg')}
          >
            <Radio value="sm" label="sm" />
            <Radio value="md" label="md" />
            <Radio value="lg" label="lg" />
          </RadioGroup>
        </FormControl>
      </Box>
      {/* The items' radius is computed from the list's radius and padding; decorators follow the size. */}
      <List
        variant="outlined"
        size={size}
        aria-label="Mailboxes"
        sx={{ flex: '1 1 200px', maxWidth: 280, '--List-radius': `${radius}px`, '--List-padding': `${padding}px`, '--List-gap': '4px' }}
      >
        {rows.map((row) => (
          <ListItem key={row.label}>
            <ListItemButton selected={selected === row.label} onClick={() => setSelected(row.label)}>
              <ListItemDecorator>{row.icon}</ListItemDecorator>
              {row.label}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
