import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const threads = [
  {
    initials: 'KO',
    from: 'Kwame Osei',
    preview: 'I uploaded the revised floor plan with the extra window on the north wall, let me know',
    time: '09:42',
  },
  {
    initials: 'SH',
    from: 'Sanna Holmberg',
    preview: 'Could we move Thursday’s call to Friday morning? The supplier only confirmed today.',
    time: 'Tue',
  },
  {
    initials: 'RM',
    from: 'Rafael Mendes-Albuquerque',
    preview: 'Invoice attached. Payment terms are thirty days as agreed in the framework contract.',
    time: 'Mon',
  },
];

export default function EllipsisList() {
  return (
    <List aria-label="Conversations" variant="outlined" sx={{ maxWidth: 340, borderRadius: 'sm', '--ListItemDecorator-size': '3rem' }}>
      {threads.map((thread) => (
        <ListItem key={thread.from}>
          <ListItemButton>
            <ListItemDecorator sx={{ alignSelf: 'flex-start' }}>
              <Avatar size="sm">{thread.initials}</Avatar>
            </ListItemDecorator>
            {/* ListItemContent has min-width: 0, so noWrap can truncate inside it. */}
            <ListItemContent>
              <Typography level="title-sm" noWrap>
                {thread.from}
              </Typography>
              <Typography level="body-sm" noWrap>
                {thread.preview}
              </Typography>
            </ListItemContent>
            <Typography level="body-xs" sx={{ alignSelf: 'flex-start' }}>
              {thread.time}
            </Typography>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
