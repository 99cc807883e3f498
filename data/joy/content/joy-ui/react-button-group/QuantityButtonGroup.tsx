import * as React from 'react';
import Box from '@mui/joy/Box';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';

const PRICE = 6.5;
const MAX = 9;

export default function QuantityButtonGroup() {
  const [quantity, setQuantity] = React.useState(2);

  return (
    <Sheet
      variant="outlined"
      sx={{
        p: 2,
        borderRadius: 'md',
        maxWidth: 420,
        width: '100%',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 140 }}>
        <Typography level="title-sm">Sourdough loaf, 800 g</Typography>
        <Typography level="body-sm">€{PRICE.toFixed(2)} each</Typography>
      </Box>
      <ButtonGroup size="sm" aria-label="Quantity of sourdough loaves">
        <IconButton aria-label="Remove one" disabled={quantity === 1} onClick={() => setQuantity(quantity - 1)}>
          <Remove />
        </IconButton>
        <Box
          component="output"
          aria-live="polite"
          aria-label={`Quantity: ${quantity}`}
          sx={{
            minWidth: 40,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontWeight: 'lg',
            fontSize: 'sm',
            // The group draws the side borders of a middle child; an outlined group needs the top and bottom too.
            borderTop: '1px solid',
            borderBottom: '1px solid',
            borderColor: 'neutral.outlinedBorder',
          }}
        >
          {quantity}
        </Box>
        <IconButton aria-label="Add one" disabled={quantity === MAX} onClick={() => setQuantity(quantity + 1)}>
          <Add />
        </IconButton>
      </ButtonGroup>
      <Typography level="title-md" sx={{ minWidth: 64, ml: 'auto', textAlign: 'right' }}>
        €{(PRICE * quantity).toFixed(2)}
      </Typography>
    </Sheet>
  );
}
