import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ColorModeToggle from './ColorModeToggle';

/** A quiet header: checkout pages leave out the shop's navigation so nothing pulls the buyer away. */
export default function Header() {
  return (
    <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: 1.5, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, flex: 1, minWidth: 0 }}>
          <Box
            component="svg"
            viewBox="0 0 32 32"
            aria-hidden="true"
            focusable="false"
            sx={{ width: 32, height: 32, color: 'primary.main', flexShrink: 0 }}
          >
            <circle cx="16" cy="16" r="15" fill="currentColor" />
            {/* A coffee bean: an oval with its centre crease. */}
            <ellipse
              cx="16"
              cy="16"
              rx="6.5"
              ry="9.5"
              fill="none"
              stroke="var(--template-palette-background-paper)"
              strokeWidth="2"
              transform="rotate(30 16 16)"
            />
            <path
              d="M13 9.5c4 3 0 9 4.5 13"
              fill="none"
              stroke="var(--template-palette-background-paper)"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </Box>
          <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.15rem', letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}>
            Fernhill Coffee
          </Typography>
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
          <LockOutlinedIcon fontSize="small" aria-hidden="true" />
          <Typography variant="body2">Secure checkout</Typography>
        </Box>
        <ColorModeToggle />
      </Box>
    </Box>
  );
}
