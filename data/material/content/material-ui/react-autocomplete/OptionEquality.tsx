import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Person {
  id: string;
  name: string;
  email: string;
}

const people: Person[] = [
  { id: 'u-101', name: 'Alex Kim', email: 'alex.kim@northwind.example' },
  { id: 'u-102', name: 'Beatriz Souza', email: 'bea.souza@northwind.example' },
  { id: 'u-103', name: 'Chidi Eze', email: 'chidi@northwind.example' },
  { id: 'u-104', name: 'Alex Kim', email: 'akim@field-ops.example' },
  { id: 'u-105', name: 'Mira Halvorsen', email: 'mira.h@northwind.example' },
  { id: 'u-106', name: 'Yusuf Demir', email: 'y.demir@field-ops.example' },
];

// What an API returns for the saved ticket: equal by id, but a different object from the one in `people`.
const savedAssignee: Person = { id: 'u-104', name: 'Alex Kim', email: 'akim@field-ops.example' };

export default function OptionEquality() {
  const [assignee, setAssignee] = React.useState<Person | null>(savedAssignee);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 380 }}>
      <Autocomplete
        id="option-equality-assignee"
        options={people}
        value={assignee}
        onChange={(_event, newValue) => setAssignee(newValue)}
        getOptionLabel={(option) => option.name}
        // Compare by id: the saved value is a copy, so === would never match.
        isOptionEqualToValue={(option, value) => option.id === value.id}
        // Two people share a name, so the label can't be the React key.
        getOptionKey={(option) => option.id}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props;
          return (
            <li key={key} {...optionProps}>
              <div>
                <Typography variant="body2">{option.name}</Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {option.email}
                </Typography>
              </div>
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label="Assignee" helperText={assignee ? assignee.email : 'Unassigned'} />}
      />
    </Stack>
  );
}
