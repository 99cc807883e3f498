import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

const contacts = [
  { initials: 'AO', name: 'Adaeze Okafor', role: 'Site engineer' },
  { initials: 'LV', name: 'Lukas Vogel', role: 'Structural analyst' },
  { initials: 'MP', name: 'Mei Park', role: 'Project lead' },
];

export default function SkeletonList() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, width: '100%' }}>
      <Sheet variant="outlined" sx={{ borderRadius: 'sm', width: '100%', maxWidth: 360 }}>
        <List aria-busy={loading} aria-label="Team">
          {contacts.map((contact) => (
            <ListItem key={contact.name}>
              <ListItemDecorator sx={{ mr: 1.5 }}>
                <Avatar>
                  <Skeleton loading={loading}>{contact.initials}</Skeleton>
                </Avatar>
              </ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm">
                  <Skeleton loading={loading}>{contact.name}</Skeleton>
                </Typography>
                <Typography level="body-xs">
                  <Skeleton loading={loading}>{contact.role}</Skeleton>
                </Typography>
              </ListItemContent>
            </ListItem>
          ))}
        </List>
      </Sheet>
      <Button variant="outlined" color="neutral" onClick={() => setLoading((current) => !current)}>
        {loading ? 'Load the team' : 'Show the skeleton'}
      </Button>
    </Box>
  );
}
