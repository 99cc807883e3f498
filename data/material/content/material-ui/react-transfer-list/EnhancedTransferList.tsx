import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';

interface Person {
  id: number;
  name: string;
  role: string;
}

const people: Person[] = [
  { id: 1, name: 'Amara Okafor', role: 'Designer' },
  { id: 2, name: 'Lukas Weber', role: 'Backend developer' },
  { id: 3, name: 'Mei Tanaka', role: 'Product manager' },
  { id: 4, name: 'Diego Ramírez', role: 'Frontend developer' },
  { id: 5, name: 'Priya Nair', role: 'QA engineer' },
  { id: 6, name: 'Johan Lindqvist', role: 'Data analyst' },
  { id: 7, name: 'Fatima Zahra', role: 'Frontend developer' },
  { id: 8, name: 'Tom Becker', role: 'Technical writer' },
];

const without = (list: number[], remove: number[]) => list.filter((value) => !remove.includes(value));
const inOrder = (ids: number[]) => people.filter((person) => ids.includes(person.id)).map((person) => person.id);

const arrowSx = { transform: { xs: 'rotate(90deg)', sm: 'none' } };

export default function EnhancedTransferList() {
  const [available, setAvailable] = React.useState([1, 2, 4, 6, 7]);
  const [team, setTeam] = React.useState([3, 5, 8]);
  const [checked, setChecked] = React.useState<number[]>([]);

  const checkedIn = (list: number[]) => list.filter((value) => checked.includes(value));

  const toggle = (value: number) => setChecked((current) => (current.includes(value) ? without(current, [value]) : [...current, value]));

  const toggleAll = (list: number[]) =>
    setChecked((current) => (checkedIn(list).length === list.length ? without(current, list) : [...without(current, list), ...list]));

  const move = (from: number[], to: number[], setFrom: (ids: number[]) => void, setTo: (ids: number[]) => void) => {
    const moving = checkedIn(from);
    setTo(inOrder([...to, ...moving]));
    setFrom(without(from, moving));
    setChecked(without(checked, moving));
  };

  const renderList = (title: string, list: number[]) => {
    const count = checkedIn(list).length;
    return (
      <Card variant="outlined" sx={{ width: { xs: '100%', sm: 260 } }}>
        <CardHeader
          sx={{ px: 2, py: 1 }}
          avatar={
            <Checkbox
              checked={list.length > 0 && count === list.length}
              indeterminate={count > 0 && count < list.length}
              disabled={list.length === 0}
              onChange={() => toggleAll(list)}
              slotProps={{ input: { 'aria-label': `Select all in ${title}` } }}
            />
          }
          title={title}
          slotProps={{ title: { component: 'h3', variant: 'subtitle2' } }}
          subheader={`${count}/${list.length} selected`}
        />
        <Divider />
        <List dense aria-label={title} sx={{ height: 240, overflowY: 'auto' }}>
          {list.map((value) => {
            const person = people.find((item) => item.id === value)!;
            return (
              <ListItem key={value} disablePadding>
                <ListItemButton component="label" role={undefined} tabIndex={-1}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Checkbox edge="start" size="small" checked={checked.includes(value)} onChange={() => toggle(value)} />
                  </ListItemIcon>
                  <ListItemText primary={person.name} secondary={person.role} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Card>
    );
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', alignItems: 'center' }}>
      {renderList('Available people', available)}
      <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1}>
        <Button
          variant="outlined"
          size="small"
          aria-label="Add checked people to the project team"
          disabled={checkedIn(available).length === 0}
          onClick={() => move(available, team, setAvailable, setTeam)}
        >
          <KeyboardArrowRightIcon sx={arrowSx} />
        </Button>
        <Button
          variant="outlined"
          size="small"
          aria-label="Remove checked people from the project team"
          disabled={checkedIn(team).length === 0}
          onClick={() => move(team, available, setTeam, setAvailable)}
        >
          <KeyboardArrowLeftIcon sx={arrowSx} />
        </Button>
      </Stack>
      {renderList('Project team', team)}
    </Stack>
  );
}
