import * as React from 'react';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListDivider from '@mui/joy/ListDivider';
import ListSubheader from '@mui/joy/ListSubheader';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const zones: Record<string, { value: string; city: string; offset: string }[]> = {
  Americas: [
    { value: 'America/Vancouver', city: 'Vancouver', offset: 'UTC−8' },
    { value: 'America/Mexico_City', city: 'Mexico City', offset: 'UTC−6' },
    { value: 'America/Bogota', city: 'Bogotá', offset: 'UTC−5' },
    { value: 'America/Sao_Paulo', city: 'São Paulo', offset: 'UTC−3' },
  ],
  'Europe and Africa': [
    { value: 'Europe/Lisbon', city: 'Lisbon', offset: 'UTC+0' },
    { value: 'Africa/Lagos', city: 'Lagos', offset: 'UTC+1' },
    { value: 'Europe/Warsaw', city: 'Warsaw', offset: 'UTC+1' },
    { value: 'Africa/Nairobi', city: 'Nairobi', offset: 'UTC+3' },
  ],
  'Asia and Oceania': [
    { value: 'Asia/Kolkata', city: 'Mumbai', offset: 'UTC+5:30' },
    { value: 'Asia/Bangkok', city: 'Bangkok', offset: 'UTC+7' },
    { value: 'Asia/Seoul', city: 'Seoul', offset: 'UTC+9' },
    { value: 'Pacific/Auckland', city: 'Auckland', offset: 'UTC+12' },
  ],
};

export default function SelectGrouped() {
  const id = React.useId();
  return (
    <FormControl sx={{ width: 260, maxWidth: '100%' }}>
      <FormLabel>Time zone</FormLabel>
      <Select defaultValue="Europe/Lisbon" slotProps={{ listbox: { component: 'div', sx: { maxHeight: 300, '--List-padding': '0px' } } }}>
        {/* The listbox adds props to its direct children, so pass elements, not fragments. */}
        {Object.entries(zones).flatMap(([region, items], index) => [
          index !== 0 && <ListDivider key={`${region}-divider`} role="none" />,
          <List key={region} aria-labelledby={`${id}-${index}`} sx={{ '--ListItemDecorator-size': '28px' }}>
            <ListItem id={`${id}-${index}`} sticky>
              <ListSubheader>{region}</ListSubheader>
            </ListItem>
            {items.map((zone) => (
              <Option key={zone.value} value={zone.value} label={`${zone.city} (${zone.offset})`}>
                {zone.city}
                <Chip size="sm" variant="soft" sx={{ ml: 'auto' }}>
                  {zone.offset}
                </Chip>
              </Option>
            ))}
          </List>,
        ])}
      </Select>
    </FormControl>
  );
}
