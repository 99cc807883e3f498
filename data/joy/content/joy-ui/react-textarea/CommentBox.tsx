import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import Code from '@mui/icons-material/Code';

interface Comment {
  id: number;
  author: string;
  initials: string;
  when: string;
  text: string;
}

const initialComments: Comment[] = [
  {
    id: 1,
    author: 'Tomás Ferreira',
    initials: 'TF',
    when: 'Yesterday',
    text: 'The new onboarding flow cut sign-up time from 4 to 2 minutes in the pilot.',
  },
  { id: 2, author: 'Mei Lin', initials: 'ML', when: '3 hours ago', text: 'Nice! Can we ship it to the EU region next week?' },
];

// Markdown-style wrappers the toolbar puts around the selected text.
const formats = [
  { label: 'Bold', icon: <FormatBold />, marker: '**' },
  { label: 'Italic', icon: <FormatItalic />, marker: '_' },
  { label: 'Code', icon: <Code />, marker: '`' },
];

export default function CommentBox() {
  const [comments, setComments] = React.useState(initialComments);
  const [text, setText] = React.useState('');
  const [status, setStatus] = React.useState('');
  const textareaRef = React.useRef<HTMLTextAreaElement>(null);
  const labelId = React.useId();

  const wrapSelection = (marker: string) => {
    const element = textareaRef.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    setText(`${text.slice(0, start)}${marker}${text.slice(start, end)}${marker}${text.slice(end)}`);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + marker.length, end + marker.length);
    });
  };

  const post = () => {
    const body = text.trim();
    if (!body) {
      return;
    }
    setComments((current) => [...current, { id: current.length + 1, author: 'You', initials: 'ME', when: 'Just now', text: body }]);
    setText('');
    setStatus('Comment posted.');
  };

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 2, maxWidth: 560, width: '100%', mx: 'auto' }}>
      <Typography id={labelId} level="title-md" sx={{ mb: 1.5 }}>
        Comments ({comments.length})
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
        {comments.map((comment) => (
          <Box component="li" key={comment.id} sx={{ display: 'flex', gap: 1.5 }}>
            <Avatar size="sm" aria-hidden>
              {comment.initials}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography level="title-sm">
                {comment.author}{' '}
                <Typography component="span" level="body-xs">
                  · {comment.when}
                </Typography>
              </Typography>
              <Typography level="body-sm" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Stack>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Avatar size="sm" color="primary" aria-hidden>
          ME
        </Avatar>
        <Textarea
          minRows={2}
          maxRows={8}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setStatus('');
          }}
          onKeyDown={(event) => {
            // Ctrl+Enter or ⌘+Enter posts; Enter alone starts a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              post();
            }
          }}
          placeholder="Add a comment… (Ctrl+Enter to post)"
          slotProps={{ textarea: { ref: textareaRef, 'aria-label': 'Add a comment' } }}
          sx={{ flex: 1, minWidth: 0 }}
          endDecorator={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 'auto', flexWrap: 'wrap' }}>
              {formats.map((format) => (
                <IconButton
                  key={format.label}
                  variant="plain"
                  color="neutral"
                  size="sm"
                  aria-label={format.label}
                  onClick={() => wrapSelection(format.marker)}
                >
                  {format.icon}
                </IconButton>
              ))}
              <Button size="sm" sx={{ ml: 'auto' }} disabled={!text.trim()} onClick={post}>
                Comment
              </Button>
            </Box>
          }
        />
      </Box>
      <Typography level="body-xs" role="status" sx={{ mt: 1, minHeight: '1lh' }}>
        {status}
      </Typography>
    </Sheet>
  );
}
