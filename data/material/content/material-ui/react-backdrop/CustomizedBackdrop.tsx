import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

const balances = [
  { account: 'Everyday account', amount: '€2,418.06' },
  { account: 'Savings', amount: '€12,950.00' },
];

export default function CustomizedBackdrop() {
  const [hidden, setHidden] = React.useState(false);

  React.useEffect(() => {
    if (!hidden) {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setHidden(false);
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [hidden]);

  return (
    <Box
      sx={{
        position: 'relative',
        minHeight: 220,
        overflow: 'hidden',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {balances.map((item) => (
        <Box key={item.account} sx={{ display: 'flex', justifyContent: 'space-between', py: 1 }}>
          <Typography variant="body2">{item.account}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {item.amount}
          </Typography>
        </Box>
      ))}
      <Button sx={{ mt: 2 }} variant="outlined" onClick={() => setHidden(true)}>
        Hide balances
      </Button>
      <Backdrop
        open={hidden}
        onClick={() => setHidden(false)}
        transitionDuration={{ enter: 400, exit: 200 }}
        sx={(theme) => ({
          position: 'absolute',
          zIndex: 1,
          // A frosted layer: a light tint that follows the color scheme, and a blur behind it.
          backgroundColor: 'rgba(255, 255, 255, 0.4)',
          backdropFilter: 'blur(6px)',
          ...theme.applyStyles('dark', { backgroundColor: 'rgba(0, 0, 0, 0.4)' }),
        })}
      >
        <Paper elevation={3} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, mx: 2 }}>
          <LockOutlinedIcon fontSize="small" aria-hidden />
          <Typography variant="body2">Balances hidden · click or press Escape</Typography>
        </Paper>
      </Backdrop>
    </Box>
  );
}
