import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function HoverCardPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const closeTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  const open = Boolean(anchorEl);

  const show = (event: React.SyntheticEvent<HTMLElement>) => {
    clearTimeout(closeTimer.current);
    setAnchorEl(event.currentTarget);
  };
  // A short delay lets the pointer travel from the link to the card without closing it.
  const hide = () => {
    closeTimer.current = setTimeout(() => setAnchorEl(null), 150);
  };

  React.useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <Typography sx={{ maxWidth: 420 }}>
      The release notes were written by{' '}
      <Link
        href="?profile=ines-okafor"
        aria-describedby={open ? 'hover-card' : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        onClick={(event) => {
          // A plain click stays on the page; Ctrl/Cmd/Shift-click still opens the link in a new tab.
          if (!(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
            event.preventDefault();
          }
        }}
        onKeyDown={(event) => event.key === 'Escape' && setAnchorEl(null)}
      >
        Ines Okafor
      </Link>{' '}
      and reviewed by the platform team.
      <Popper
        id="hover-card"
        open={open}
        anchorEl={anchorEl}
        placement="bottom-start"
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
        sx={{ zIndex: 1 }}
      >
        <Paper elevation={6} sx={{ p: 2, width: 240 }} onMouseEnter={() => clearTimeout(closeTimer.current)} onMouseLeave={hide}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Avatar sx={{ bgcolor: 'primary.main' }}>IO</Avatar>
            <div>
              <Typography sx={{ fontWeight: 500 }}>Ines Okafor</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Staff engineer, Lisbon
              </Typography>
            </div>
          </Stack>
        </Paper>
      </Popper>
    </Typography>
  );
}
