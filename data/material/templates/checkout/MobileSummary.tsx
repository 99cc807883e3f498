import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatMoney } from './pricing';

/**
 * On phones the summary folds away above the form, showing only the total, so the fields come
 * first; the heading's button opens it (a disclosure: `aria-expanded` tells the state).
 */
export default function MobileSummary({ total, children }: { total: number; children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  return (
    <Paper component="section" aria-labelledby="mobile-summary-button">
      <Typography component="h2" sx={{ m: 0 }}>
        <Button
          id="mobile-summary-button"
          fullWidth
          color="inherit"
          aria-expanded={open}
          aria-controls="mobile-summary-panel"
          onClick={() => setOpen(!open)}
          endIcon={<ExpandMoreIcon sx={{ transition: 'transform 0.2s', transform: open ? 'rotate(180deg)' : 'none' }} />}
          sx={{ justifyContent: 'space-between', gap: 2, px: 2, py: 1.5, letterSpacing: 0, fontSize: '1rem', textTransform: 'none' }}
        >
          <Box component="span" sx={{ textAlign: 'left' }}>
            {open ? 'Hide order summary' : 'Show order summary'}
          </Box>
          <Box component="span" sx={{ ml: 'auto', fontWeight: 800 }}>
            {formatMoney(total)}
          </Box>
        </Button>
      </Typography>
      <Collapse in={open} id="mobile-summary-panel">
        <Box sx={{ px: 2, pb: 2, pt: 1 }}>{children}</Box>
      </Collapse>
    </Paper>
  );
}
