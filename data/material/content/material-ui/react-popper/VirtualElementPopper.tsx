import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper, { PopperProps } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function VirtualElementPopper() {
  const [anchorEl, setAnchorEl] = React.useState<PopperProps['anchorEl']>(null);
  const [quote, setQuote] = React.useState('');
  const [saved, setSaved] = React.useState('');
  const textRef = React.useRef<HTMLParagraphElement>(null);

  const handleSelection = () => {
    const selection = window.getSelection();
    const text = selection?.toString().trim() ?? '';
    if (!selection || !text || !textRef.current?.contains(selection.anchorNode)) {
      setAnchorEl(null);
      return;
    }
    const range = selection.getRangeAt(0);
    setQuote(text);
    // A virtual element: anything with getBoundingClientRect() can be an anchor.
    setAnchorEl({ getBoundingClientRect: () => range.getBoundingClientRect() });
  };

  return (
    <div>
      <Typography ref={textRef} onMouseUp={handleSelection} onKeyUp={handleSelection} sx={{ maxWidth: 480 }}>
        Select any words in this paragraph with the mouse or with Shift and the arrow keys. The city council approved the new cycle lanes on
        Tuesday, and construction on the riverside section starts in early spring.
      </Typography>
      <Typography variant="body2" role="status" sx={{ mt: 2, color: 'text.secondary' }}>
        {saved ? `Saved quote: “${saved}”` : 'No quote saved yet.'}
      </Typography>
      <Popper open={Boolean(anchorEl)} anchorEl={anchorEl} placement="top" sx={{ zIndex: 1 }}>
        <Paper elevation={6} sx={{ mb: 1 }}>
          <Button
            size="small"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setSaved(quote);
              setAnchorEl(null);
            }}
          >
            Save quote
          </Button>
        </Paper>
      </Popper>
    </div>
  );
}
