import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Search from '@mui/icons-material/Search';

const members = [
  { name: 'Ingrid Solberg', role: 'Design lead', color: 'primary' },
  { name: 'Tomás Ferreira', role: 'Frontend', color: 'success' },
  { name: 'Yuki Tanabe', role: 'Research', color: 'warning' },
  { name: 'Kwame Asante', role: 'Backend', color: 'danger' },
  { name: 'Leila Haddad', role: 'Product', color: 'neutral' },
] as const;

// Joy marks an indeterminate checkbox with aria-checked="mixed", which is not allowed on a native checkbox.
// Drop it and set the input's own indeterminate property, which assistive technology reads as "mixed".
function mixedInput(mixed: boolean) {
  return {
    'aria-checked': undefined,
    ref: (input: HTMLInputElement | null) => {
      if (input) {
        input.indeterminate = mixed;
      }
    },
  };
}

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function FilterMembers() {
  const [query, setQuery] = React.useState('');
  const [assigned, setAssigned] = React.useState<string[]>(['Yuki Tanabe']);
  const visible = members.filter((member) => member.name.toLowerCase().includes(query.trim().toLowerCase()));
  const allVisibleChecked = visible.length > 0 && visible.every((member) => assigned.includes(member.name));
  const someVisibleChecked = visible.some((member) => assigned.includes(member.name));

  const toggleAll = (checked: boolean) => {
    const names: string[] = visible.map((member) => member.name);
    setAssigned((list) => (checked ? Array.from(new Set([...list, ...names])) : list.filter((name) => !names.includes(name))));
  };

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 360, width: '100%', mx: 'auto', overflow: 'hidden' }}>
      <Box sx={{ p: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
        <Input
          size="sm"
          startDecorator={<Search />}
          placeholder="Filter people"
          aria-label="Filter people"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </Box>
      <List size="sm" sx={{ py: 1, '--ListItem-paddingX': '1rem' }}>
        {/* A border rather than a ListDivider: a separator <li> is not allowed as a child of a list. */}
        <ListItem sx={{ pb: 1, mb: 0.5, borderBottom: '1px solid', borderColor: 'divider' }}>
          <Checkbox
            size="sm"
            label={query ? `Assign all ${visible.length} shown` : 'Assign everyone'}
            checked={allVisibleChecked}
            indeterminate={someVisibleChecked && !allVisibleChecked}
            slotProps={{ input: mixedInput(someVisibleChecked && !allVisibleChecked) }}
            disabled={visible.length === 0}
            onChange={(event) => toggleAll(event.target.checked)}
          />
        </ListItem>
        {visible.map((member) => {
          const checked = assigned.includes(member.name);
          return (
            <ListItem key={member.name}>
              <ListItemDecorator>
                <Avatar size="sm" color={member.color} variant="soft">
                  {initials(member.name)}
                </Avatar>
              </ListItemDecorator>
              <ListItemContent>
                <Checkbox
                  overlay
                  size="sm"
                  label={member.name}
                  checked={checked}
                  onChange={(event) =>
                    setAssigned((list) => (event.target.checked ? [...list, member.name] : list.filter((name) => name !== member.name)))
                  }
                  sx={{ flexDirection: 'row-reverse', justifyContent: 'space-between', width: '100%' }}
                />
                <Typography level="body-xs">{member.role}</Typography>
              </ListItemContent>
            </ListItem>
          );
        })}
        {visible.length === 0 && (
          <ListItem>
            <Typography level="body-sm">Nobody matches “{query}”.</Typography>
          </ListItem>
        )}
      </List>
      <Typography level="body-xs" role="status" sx={{ px: 2, pb: 1.5 }}>
        {assigned.length} assigned to this task
      </Typography>
    </Sheet>
  );
}
