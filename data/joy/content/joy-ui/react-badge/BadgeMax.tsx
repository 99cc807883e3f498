import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';

export default function BadgeMax() {
  const [count, setCount] = React.useState(98);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
        {/* max defaults to 99: a larger count shows as "99+". */}
        <Badge badgeContent={count} showZero={showZero}>
          <ShoppingCartOutlined sx={{ fontSize: 'xl3' }} />
        </Badge>
        <Badge badgeContent={count} max={9} showZero={showZero} color="danger">
          <ChatBubbleOutlineRounded sx={{ fontSize: 'xl3' }} />
        </Badge>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <IconButton size="sm" variant="outlined" aria-label="Decrease count" onClick={() => setCount((value) => Math.max(0, value - 1))}>
            <Remove />
          </IconButton>
          <Typography role="status" sx={{ minWidth: 32, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}>
            {count}
          </Typography>
          <IconButton size="sm" variant="outlined" aria-label="Increase count" onClick={() => setCount((value) => value + 1)}>
            <Add />
          </IconButton>
        </Box>
      </Box>
      <Box role="group" aria-label="Set the count" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography level="body-sm">Set to:</Typography>
        {[0, 5, 98, 100, 1200].map((value) => (
          <Button key={value} size="sm" variant="soft" color="neutral" onClick={() => setCount(value)}>
            {value}
          </Button>
        ))}
      </Box>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch
            checked={showZero}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => setShowZero(event.target.checked)}
            sx={{ mr: 1 }}
          />
        }
      >
        Show the badge at zero (showZero)
      </Typography>
    </Stack>
  );
}
