import * as React from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A tiny hook in the spirit of material-ui-popup-state: one object holds the open
// state and the anchor, and two helpers spread the right props on trigger and popover.
function usePopupState(popupId: string) {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = anchorEl !== null;
  const close = () => setAnchorEl(null);

  return {
    bindTrigger: {
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      'aria-controls': open ? popupId : undefined,
      onClick: (event: React.MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget),
    },
    bindPopover: { id: popupId, open, anchorEl, onClose: close },
    close,
  };
}

function ShareButton() {
  const popup = usePopupState('share-popover');
  return (
    <React.Fragment>
      <Button variant="outlined" {...popup.bindTrigger}>
        Share
      </Button>
      <Popover {...popup.bindPopover} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} slotProps={{ paper: { sx: { p: 2 } } }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Anyone with the link can view this board.
        </Typography>
        <Button size="small" onClick={popup.close}>
          Copy link
        </Button>
      </Popover>
    </React.Fragment>
  );
}

function StatusButton() {
  const popup = usePopupState('status-popover');
  return (
    <React.Fragment>
      <Button variant="outlined" {...popup.bindTrigger}>
        Board status
      </Button>
      <Popover {...popup.bindPopover} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} slotProps={{ paper: { sx: { p: 2 } } }}>
        <Typography variant="body2">18 open cards, 4 due this week.</Typography>
      </Popover>
    </React.Fragment>
  );
}

export default function PopupStatePopover() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <ShareButton />
      <StatusButton />
    </Stack>
  );
}
