import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover, { PopoverVirtualElement } from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function VirtualElementPopover() {
  const [anchorEl, setAnchorEl] = React.useState<PopoverVirtualElement | null>(null);
  const [quote, setQuote] = React.useState('');
  const [saved, setSaved] = React.useState<string[]>([]);

  const handleSelectionEnd = () => {
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed || selection.rangeCount === 0) {
      return;
    }
    const text = selection.toString().trim();
    if (!text) {
      return;
    }
    // Copy the rectangle now: the selection may change before the popover positions itself.
    const rect = selection.getRangeAt(0).getBoundingClientRect();
    setQuote(text);
    setAnchorEl({ nodeType: 1, getBoundingClientRect: () => rect });
  };

  return (
    <Box sx={{ maxWidth: 520 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Select some words in the paragraph with the mouse or with Shift and the arrow keys.
      </Typography>
      <Typography
        onMouseUp={handleSelectionEnd}
        onKeyUp={(event) => {
          if (event.shiftKey) {
            handleSelectionEnd();
          }
        }}
        tabIndex={0}
        aria-label="Article excerpt, selectable"
        sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
      >
        Rainwater collected from a single roof can cover most of a small garden&apos;s summer needs. A covered barrel, a fine mesh against
        insects and an overflow pipe pointing away from the foundations are all it takes to start.
      </Typography>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ paper: { sx: { p: 1, mt: -1 } } }}
      >
        <Button
          size="small"
          onClick={() => {
            setSaved((previous) => [...previous, quote]);
            setAnchorEl(null);
          }}
        >
          Save quote ({quote.split(/\s+/).length} words)
        </Button>
      </Popover>
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {saved.length > 0 && `Saved quotes: ${saved.length}. Last: “${saved[saved.length - 1]}”`}
      </Typography>
    </Box>
  );
}
