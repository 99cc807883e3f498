import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';

const people = [
  { id: 'ak', name: 'Amara Kone', role: 'Design lead', color: 'primary' },
  { id: 'lw', name: 'Li Wei', role: 'Front-end engineer', color: 'success' },
  { id: 'sd', name: 'Sofia Duarte', role: 'Product manager', color: 'warning' },
  { id: 'jn', name: 'Jonas Nyberg', role: 'Data analyst', color: 'danger' },
] as const;

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function SelectCustomOption() {
  return (
    <FormControl sx={{ width: 280, maxWidth: '100%' }}>
      <FormLabel>Assignee</FormLabel>
      <Select
        defaultValue="lw"
        slotProps={{ listbox: { sx: { '--ListItemDecorator-size': '44px' } } }}
        sx={{ '--ListItemDecorator-size': '36px' }}
      >
        {people.map((person) => (
          <Option
            key={person.id}
            value={person.id}
            // `label` is what the button shows when this option is selected.
            label={
              <React.Fragment>
                <ListItemDecorator>
                  <Avatar size="sm" color={person.color} aria-hidden>
                    {initials(person.name)}
                  </Avatar>
                </ListItemDecorator>
                {person.name}
              </React.Fragment>
            }
          >
            <ListItemDecorator>
              <Avatar color={person.color} aria-hidden>
                {initials(person.name)}
              </Avatar>
            </ListItemDecorator>
            <Box>
              <Typography level="title-sm">{person.name}</Typography>
              <Typography level="body-xs">{person.role}</Typography>
            </Box>
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
