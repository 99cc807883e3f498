import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import SentimentSatisfiedAltOutlined from '@mui/icons-material/SentimentSatisfiedAltOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';

// Icons on the buttons (they render the same everywhere); the emoji characters go into the text.
const emojis = [
  { char: '😊', name: 'smiling face', icon: <SentimentSatisfiedAltOutlined /> },
  { char: '👍', name: 'thumbs up', icon: <ThumbUpOutlined /> },
  { char: '🎉', name: 'party popper', icon: <CelebrationOutlined /> },
  { char: '💡', name: 'light bulb', icon: <LightbulbOutlined /> },
  { char: '🚀', name: 'rocket', icon: <RocketLaunchOutlined /> },
];

export default function EmojiToolbarTextarea() {
  const [text, setText] = React.useState('Thanks for untangling the billing export on Friday ');
  const [sent, setSent] = React.useState('');
  const textareaRef = React.useRef<HTMLTextAreaElement>(null);

  // Insert at the caret (or replace the selection), then put the caret after the emoji.
  const insert = (char: string) => {
    const element = textareaRef.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + char + text.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + char.length, start + char.length);
    });
  };

  return (
    <Box sx={{ maxWidth: 480, width: '100%' }}>
      <FormControl>
        <FormLabel>Kudos for Ana</FormLabel>
        <Textarea
          minRows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ textarea: { ref: textareaRef } }}
          endDecorator={
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 0.5,
                flex: 'auto',
                pt: 1,
                borderTop: '1px solid',
                borderColor: 'divider',
              }}
            >
              {emojis.map((emoji) => (
                <IconButton
                  key={emoji.char}
                  variant="plain"
                  color="neutral"
                  size="sm"
                  aria-label={`Insert ${emoji.name}`}
                  onClick={() => insert(emoji.char)}
                >
                  {emoji.icon}
                </IconButton>
              ))}
              <Button
                size="sm"
                sx={{ ml: 'auto' }}
                disabled={text.trim().length === 0}
                onClick={() => {
                  setSent(text.trim());
                  setText('');
                }}
              >
                Send
              </Button>
            </Box>
          }
        />
      </FormControl>
      <Typography level="body-sm" role="status" sx={{ mt: 1 }}>
        {sent ? `Sent: ${sent}` : ''}
      </Typography>
    </Box>
  );
}
