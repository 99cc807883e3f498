import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper, { PaperProps } from '@mui/material/Paper';

// A Paper that moves when its title bar is dragged with a mouse, pen or finger.
function DraggablePaper({ style, ...paperProps }: PaperProps) {
  const [offset, setOffset] = React.useState({ x: 0, y: 0 });
  const drag = React.useRef<{
    pointerId: number;
    startX: number;
    startY: number;
    origin: { x: number; y: number };
    rect: DOMRect;
  } | null>(null);

  const handlePointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.closest('[data-drag-handle]') || target.closest('button')) {
      return;
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      origin: offset,
      rect: event.currentTarget.getBoundingClientRect(),
    };
  };

  const handlePointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) {
      return;
    }
    // Keep the whole dialog inside the viewport so its buttons stay reachable.
    const { rect } = current;
    const dx = Math.min(Math.max(event.clientX - current.startX, -rect.left), window.innerWidth - rect.right);
    const dy = Math.min(Math.max(event.clientY - current.startY, -rect.top), window.innerHeight - rect.bottom);
    setOffset({ x: current.origin.x + dx, y: current.origin.y + dy });
  };

  const handlePointerUp = () => {
    drag.current = null;
  };

  return (
    <Paper
      {...paperProps}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerUp}
      style={{ ...style, transform: `translate(${offset.x}px, ${offset.y}px)` }}
    />
  );
}

export default function DraggableDialog() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open movable dialog
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        slots={{ paper: DraggablePaper }}
        aria-labelledby="draggable-dialog-title"
        aria-describedby="draggable-dialog-description"
      >
        <DialogTitle id="draggable-dialog-title" data-drag-handle sx={{ cursor: 'move', touchAction: 'none', userSelect: 'none' }}>
          Compare with the chart behind
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="draggable-dialog-description">
            Drag this title bar to move the dialog out of the way, then read the figures it was covering. The dialog keeps its position
            until it closes.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setOpen(false)}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
