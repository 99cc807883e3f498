import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const statuses = [
  { value: 'pending', label: 'Awaiting payment', count: 4, color: 'warning' },
  { value: 'processing', label: 'Processing', count: 12, color: 'primary' },
  { value: 'shipped', label: 'Shipped', count: 31, color: 'success' },
  { value: 'returned', label: 'Returned', count: 2, color: 'danger' },
] as const;

export default function FilterStatus() {
  const headingId = React.useId();
  const [selected, setSelected] = React.useState<string[]>(['processing', 'shipped']);
  const shown = statuses.filter((status) => selected.includes(status.value)).reduce((sum, status) => sum + status.count, 0);

  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 300, width: '100%', mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} level="title-sm">
          Order status
        </Typography>
        <Typography level="body-xs" role="status">
          {shown} orders
        </Typography>
      </Box>
      <List role="group" aria-labelledby={headingId} size="sm" sx={{ '--List-gap': '4px', '--ListItem-radius': '6px' }}>
        {statuses.map((status) => {
          const checked = selected.includes(status.value);
          return (
            <ListItem
              key={status.value}
              variant={checked ? 'soft' : 'plain'}
              color={checked ? status.color : 'neutral'}
              endAction={
                <Chip size="sm" variant={checked ? 'solid' : 'soft'} color={checked ? status.color : 'neutral'}>
                  {status.count}
                </Chip>
              }
            >
              <Checkbox
                overlay
                color={status.color}
                label={status.label}
                checked={checked}
                onChange={(event) =>
                  setSelected((list) => (event.target.checked ? [...list, status.value] : list.filter((value) => value !== status.value)))
                }
                sx={{ fontWeight: checked ? 'lg' : 'md' }}
              />
            </ListItem>
          );
        })}
      </List>
    </Sheet>
  );
}
