import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const insets = ['context', 'gutter', 'startDecorator', 'startContent'] as const;
type Inset = (typeof insets)[number];

const stations = [
  { code: 'NS', name: 'North Station', detail: 'Platform 3' },
  { code: 'HB', name: 'Harbour Bridge', detail: 'Request stop' },
  { code: 'OT', name: 'Old Town', detail: 'Change for line 2' },
];

export default function ListDividers() {
  const [inset, setInset] = React.useState<Inset>('startContent');

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      <List variant="outlined" aria-label="Stops on line 5" sx={{ width: 280, borderRadius: 'sm' }}>
        {/* List clones its direct children, so they are elements, not fragments. */}
        {stations.flatMap((station, index) => [
          ...(index > 0 ? [<ListDivider key={`divider-${station.code}`} inset={inset} aria-hidden />] : []),
          <ListItem key={station.code}>
            <ListItemDecorator>
              <Avatar size="sm" variant="soft" color="primary">
                {station.code}
              </Avatar>
            </ListItemDecorator>
            {station.name} · {station.detail}
          </ListItem>,
        ])}
      </List>
      <FormControl sx={{ width: 200 }}>
        <FormLabel>Divider inset</FormLabel>
        <Select value={inset} onChange={(_event, value) => value && setInset(value)}>
          {insets.map((value) => (
            <Option key={value} value={value}>
              {value}
            </Option>
          ))}
        </Select>
      </FormControl>
    </Box>
  );
}
