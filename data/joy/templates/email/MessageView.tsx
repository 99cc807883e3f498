import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import ReplyRoundedIcon from '@mui/icons-material/ReplyRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import MarkunreadMailboxOutlinedIcon from '@mui/icons-material/MarkunreadMailboxOutlined';
import { LABELS, ME, type Entry, type Message } from './data';
import StarButton from './StarButton';
import { avatarColor, correspondent, fullTime, initials, subjectOf } from './format';

interface MessageViewProps {
  message: Message;
  /** The list the reader came from, named by the back button on small screens. */
  listTitle: string;
  onBack: () => void;
  onToggleStar: () => void;
  onArchive: () => void;
  onDelete: () => void;
  onMarkUnread: () => void;
  onReply: (text: string) => void;
  onEditDraft: () => void;
  headingRef: React.Ref<HTMLHeadingElement>;
}

function Action({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <Tooltip title={label} variant="soft">
      <IconButton variant="plain" color="neutral" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

function ThreadEntry({ entry }: { entry: Entry }) {
  const mine = entry.from.email === ME.email;
  return (
    <Sheet
      component="article"
      variant="outlined"
      aria-label={`From ${mine ? 'you' : entry.from.name}, ${fullTime(entry.date)}`}
      sx={{ borderRadius: 'lg', p: { xs: 2, sm: 2.5 }, bgcolor: mine ? 'background.level1' : 'background.surface' }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Avatar variant="soft" color={mine ? 'primary' : avatarColor(entry.from)}>
          {initials(entry.from.name)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
            <Typography level="title-sm">{mine ? `${entry.from.name} (you)` : entry.from.name}</Typography>
            <Typography level="body-xs" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {entry.from.email}
            </Typography>
            <Typography level="body-xs" sx={{ ml: 'auto', color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {fullTime(entry.date)}
            </Typography>
          </Box>
          <Typography level="body-xs" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            To {entry.to.map((person) => (person.email === ME.email ? 'you' : person.name)).join(', ')}
          </Typography>
        </Box>
      </Box>
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {entry.body.split('\n\n').map((paragraph, index) => (
          <Typography key={index} level="body-md" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', color: 'text.primary' }}>
            {paragraph}
          </Typography>
        ))}
      </Stack>
    </Sheet>
  );
}

interface ReplyFormProps {
  /** Who the reply goes to, as the label names them. */
  to: string;
  onReply: (text: string) => void;
  /** Shared with the toolbar's Reply button, which moves focus here. */
  textareaRef: React.RefObject<HTMLTextAreaElement | null>;
}

/** The box at the end of a conversation: an empty reply is refused, a sent one clears the box. */
function ReplyForm({ to, onReply, textareaRef }: ReplyFormProps) {
  const [reply, setReply] = React.useState('');
  const [error, setError] = React.useState('');

  const send = (event?: React.FormEvent) => {
    event?.preventDefault();
    if (!reply.trim()) {
      setError('Write something before sending your reply.');
      textareaRef.current?.focus();
      return;
    }
    onReply(reply.trim());
    setReply('');
    setError('');
  };

  return (
    <form noValidate onSubmit={send}>
      <FormControl error={Boolean(error)}>
        <FormLabel>Reply to {to}</FormLabel>
        <Textarea
          minRows={3}
          maxRows={12}
          placeholder="Write your reply…"
          value={reply}
          onChange={(event) => {
            setReply(event.target.value);
            if (error && event.target.value.trim()) {
              setError('');
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              send();
            }
          }}
          slotProps={{ textarea: { ref: textareaRef } }}
          endDecorator={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', flexWrap: 'wrap' }}>
              <Typography level="body-xs" sx={{ color: 'text.secondary', mr: 'auto' }}>
                Ctrl + Enter sends
              </Typography>
              <Button type="submit" size="sm" endDecorator={<SendRoundedIcon />}>
                Send reply
              </Button>
            </Box>
          }
        />
        {error ? (
          <FormHelperText>
            <InfoOutlinedIcon />
            {error}
          </FormHelperText>
        ) : null}
      </FormControl>
    </form>
  );
}

/** The selected conversation: its actions, every message in it, and a reply box at the end. */
export default function MessageView({
  message,
  listTitle,
  onBack,
  onToggleStar,
  onArchive,
  onDelete,
  onMarkUnread,
  onReply,
  onEditDraft,
  headingRef,
}: MessageViewProps) {
  const replyRef = React.useRef<HTMLTextAreaElement>(null);
  const { person } = correspondent(message);
  const labels = LABELS.filter((label) => message.labels.includes(label.id));
  const isDraft = message.folder === 'drafts';
  const stored = message.folder === 'archive' || message.folder === 'trash';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box
        role="group"
        aria-label="Message actions"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: { xs: 1, sm: 2 },
          py: 1,
          borderBottom: '1px solid',
          borderColor: 'divider',
          position: { xs: 'sticky', md: 'static' },
          top: 0,
          zIndex: 1,
          bgcolor: 'background.surface',
        }}
      >
        <Button
          variant="plain"
          color="neutral"
          startDecorator={<ArrowBackRoundedIcon />}
          onClick={onBack}
          sx={{ display: { md: 'none' }, mr: 'auto', px: 1 }}
        >
          {listTitle}
        </Button>
        <Box sx={{ display: { xs: 'none', md: 'block' }, mr: 'auto' }} />
        {!isDraft ? (
          <Action label="Reply" onClick={() => replyRef.current?.focus()}>
            <ReplyRoundedIcon />
          </Action>
        ) : null}
        {stored ? (
          <Action label="Move to Inbox" onClick={onArchive}>
            <MoveToInboxOutlinedIcon />
          </Action>
        ) : (
          <Action label="Archive" onClick={onArchive}>
            <ArchiveOutlinedIcon />
          </Action>
        )}
        {message.folder === 'trash' ? (
          <Action label="Delete forever" onClick={onDelete}>
            <DeleteForeverOutlinedIcon />
          </Action>
        ) : (
          <Action label={isDraft ? 'Discard draft' : 'Delete'} onClick={onDelete}>
            <DeleteOutlineRoundedIcon />
          </Action>
        )}
        {!isDraft ? (
          <Action label="Mark as unread" onClick={onMarkUnread}>
            <MarkEmailUnreadOutlinedIcon />
          </Action>
        ) : null}
        <Tooltip title={message.starred ? 'Remove the star' : 'Star'} variant="soft">
          <StarButton starred={message.starred} label="Star" onToggle={onToggleStar} />
        </Tooltip>
      </Box>

      <Box sx={{ flex: 1, minHeight: 0, overflowY: { md: 'auto' } }}>
        <Box sx={{ maxWidth: 900, mx: 'auto', px: { xs: 2, sm: 3, lg: 4 }, py: { xs: 2, sm: 3 } }}>
          <Typography
            level="h2"
            ref={headingRef}
            tabIndex={-1}
            sx={{ fontSize: { xs: 'xl', sm: 'xl2' }, overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}
          >
            {subjectOf(message)}
          </Typography>
          {labels.length > 0 || message.folder !== 'inbox' ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1.5 }}>
              {message.folder !== 'inbox' ? (
                <Chip size="sm" variant="outlined" color="neutral">
                  {message.folder[0].toUpperCase() + message.folder.slice(1)}
                </Chip>
              ) : null}
              {labels.map((label) => (
                <Chip key={label.id} size="sm" variant="soft" color={label.color}>
                  {label.name}
                </Chip>
              ))}
            </Box>
          ) : null}

          <Stack spacing={2} sx={{ mt: 3 }}>
            {message.thread.map((entry) => (
              <ThreadEntry key={entry.id} entry={entry} />
            ))}
          </Stack>

          <Divider sx={{ my: 3 }} />

          {isDraft ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <Typography level="body-sm" sx={{ flex: '1 1 220px' }}>
                This draft has not been sent. Open it in the editor to finish it.
              </Typography>
              <Button startDecorator={<EditRoundedIcon />} onClick={onEditDraft}>
                Continue editing
              </Button>
            </Box>
          ) : (
            // Keyed by message: a reply started in one conversation does not follow the reader to the next.
            <ReplyForm
              key={message.id}
              to={person.email === ME.email ? 'yourself' : person.name}
              onReply={onReply}
              textareaRef={replyRef}
            />
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** What the reading pane shows before a message is chosen. */
export function NoMessage() {
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, p: 4 }}>
      <MarkunreadMailboxOutlinedIcon sx={{ fontSize: 48, color: 'text.tertiary' }} />
      <Typography level="title-md">No message selected</Typography>
      <Typography level="body-sm">Choose a message in the list to read it here.</Typography>
    </Box>
  );
}
