import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const extras = [
  { id: 'insurance', name: 'Travel insurance', detail: 'Cancellation and lost luggage cover', price: 24 },
  { id: 'seat', name: 'Extra legroom seat', detail: 'Row 12, aisle, both flights', price: 38 },
  { id: 'bag', name: 'Checked bag, 23 kg', detail: 'Dropped off at the desk', price: 45 },
];

export default function ClickableContainer() {
  const idPrefix = React.useId();
  const [chosen, setChosen] = React.useState<string[]>(['seat']);
  const total = extras.filter((extra) => chosen.includes(extra.id)).reduce((sum, extra) => sum + extra.price, 0);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 460, mx: 'auto' }}>
      {extras.map((extra) => {
        const checked = chosen.includes(extra.id);
        return (
          <Sheet
            key={extra.id}
            variant="outlined"
            sx={{
              position: 'relative',
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 1.5,
              borderRadius: 'md',
              ...(checked && { borderColor: 'primary.outlinedBorder', bgcolor: 'primary.softBg' }),
            }}
          >
            <Checkbox
              overlay
              checked={checked}
              onChange={(event) => setChosen((list) => (event.target.checked ? [...list, extra.id] : list.filter((id) => id !== extra.id)))}
              slotProps={{ input: { 'aria-describedby': `${idPrefix}-${extra.id}` } }}
              label={extra.name}
              sx={{ flex: 1, fontWeight: 'md' }}
            />
            <Typography id={`${idPrefix}-${extra.id}`} level="body-xs" sx={{ display: { xs: 'none', sm: 'block' }, flex: 1 }}>
              {extra.detail}
            </Typography>
            <Typography level="title-sm">€{extra.price}</Typography>
          </Sheet>
        );
      })}
      <Typography level="title-md" role="status" sx={{ textAlign: 'right' }}>
        Extras: €{total}
      </Typography>
    </Box>
  );
}
