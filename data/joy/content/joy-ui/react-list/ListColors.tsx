import * as React from 'react';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
type Color = (typeof colors)[number];

export default function ListColors() {
  const [color, setColor] = React.useState<Color>('primary');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <div>
        <Typography id="list-color-label" level="title-sm" sx={{ mb: 1 }}>
          color
        </Typography>
        <RadioGroup
          aria-labelledby="list-color-label"
          orientation="horizontal"
          value={color}
          onChange={(event) => setColor(event.target.value as Color)}
          sx={{ flexWrap: 'wrap', gap: 2, '& > *': { m: 0 } }}
        >
          {colors.map((value) => (
            <Radio key={value} value={value} label={value} size="sm" />
          ))}
        </RadioGroup>
      </div>
      <List
        variant="soft"
        color={color}
        aria-label="Billing"
        sx={{ maxWidth: 260, borderRadius: 'sm', '--List-padding': '6px', '--List-radius': '8px' }}
      >
        {/* The list's color does not cascade: the buttons get it too. */}
        <ListItem>
          <ListItemButton color={color} selected>
            Overview
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton color={color}>Invoices</ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton color={color}>Payouts</ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
