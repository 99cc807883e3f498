import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';

export default function HandlingClicks() {
  const [quantity, setQuantity] = React.useState(0);

  const handleAdd = (event: React.MouseEvent<HTMLButtonElement>) => {
    // Shift-click adds a whole pack of six; a keyboard press arrives here as a click too.
    setQuantity((current) => current + (event.shiftKey ? 6 : 1));
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<AddShoppingCartIcon />} onClick={handleAdd}>
          Add to cart
        </Button>
        <Button onClick={() => setQuantity(0)}>Empty cart</Button>
      </Stack>
      <Typography role="status" variant="body2">
        {quantity === 0 ? 'Your cart is empty.' : `Oat milk, 1 L × ${quantity} in your cart.`}
      </Typography>
    </Stack>
  );
}
