import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Sheet from '@mui/joy/Sheet';
import Snackbar from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';

interface Message {
  id: number;
  from: string;
  subject: string;
}

const INBOX: Message[] = [
  { id: 1, from: 'Greenway Energy', subject: 'Your March statement is ready' },
  { id: 2, from: 'Pilar Romero', subject: 'Minutes from Tuesday’s planning call' },
  { id: 3, from: 'City Library', subject: '2 books due back on Friday' },
  { id: 4, from: 'Osaka Tours', subject: 'Itinerary for your October trip' },
];

// This page's stage, not part of the pattern: `contain: 'paint'` makes it the box that the fixed
// Snackbar is placed in, so the demo does not cover the documentation. Leave it out in your app.
const stageSx = {
  contain: 'paint',
  minHeight: 400,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  p: 2,
  mx: { xs: -2, sm: 0 },
  border: { xs: 0, sm: '1px dashed' },
  borderColor: { sm: 'divider' },
  borderRadius: 'sm',
} as const;

export default function SnackbarUndo() {
  const [messages, setMessages] = React.useState(INBOX);
  const [archived, setArchived] = React.useState<{ message: Message; index: number } | null>(null);
  const [open, setOpen] = React.useState(false);
  const listRef = React.useRef<HTMLUListElement>(null);
  const restoreRef = React.useRef<HTMLButtonElement>(null);

  const archive = (message: Message) => {
    const index = messages.findIndex((item) => item.id === message.id);
    setMessages((current) => current.filter((item) => item.id !== message.id));
    setArchived({ message, index });
    setOpen(true);
    // The archived row's button is gone: keep keyboard focus in the list.
    requestAnimationFrame(() => (listRef.current?.querySelector<HTMLButtonElement>('button') ?? restoreRef.current)?.focus());
  };

  const undo = () => {
    if (archived) {
      setMessages((current) => [...current.slice(0, archived.index), archived.message, ...current.slice(archived.index)]);
    }
    setOpen(false);
  };

  return (
    <Box sx={stageSx}>
      <Sheet variant="outlined" sx={{ borderRadius: 'sm', width: '100%', maxWidth: 440, mx: 'auto' }}>
        <List ref={listRef} aria-label="Inbox">
          {messages.map((message) => (
            <ListItem
              key={message.id}
              endAction={
                <IconButton
                  size="sm"
                  variant="plain"
                  color="neutral"
                  aria-label={`Archive “${message.subject}”`}
                  onClick={() => archive(message)}
                >
                  <ArchiveOutlined />
                </IconButton>
              }
            >
              <ListItemContent sx={{ pr: 4 }}>
                <Typography level="title-sm">{message.from}</Typography>
                <Typography level="body-sm" noWrap>
                  {message.subject}
                </Typography>
              </ListItemContent>
            </ListItem>
          ))}
          {messages.length === 0 && (
            <ListItem>
              <Typography level="body-sm">Inbox zero. Nothing left to read.</Typography>
            </ListItem>
          )}
        </List>
        <Button
          ref={restoreRef}
          variant="plain"
          size="sm"
          sx={{ m: 1 }}
          disabled={messages.length === INBOX.length}
          onClick={() => setMessages(INBOX)}
        >
          Restore all
        </Button>
        <Snackbar
          key={archived?.message.id}
          role="status"
          open={open}
          // Long enough to notice and reach the action; the timer pauses on hover and focus.
          autoHideDuration={8000}
          onClose={(_event, reason) => {
            if (reason !== 'clickaway') {
              setOpen(false);
            }
          }}
          endDecorator={
            <Button size="sm" variant="soft" color="primary" onClick={undo}>
              Undo
            </Button>
          }
        >
          Conversation archived.
        </Snackbar>
      </Sheet>
    </Box>
  );
}
