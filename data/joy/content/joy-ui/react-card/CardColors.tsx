import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const colors = [
  { color: 'primary', use: 'Brand or informational content' },
  { color: 'neutral', use: 'The default: most cards' },
  { color: 'danger', use: 'Destructive or failing items' },
  { color: 'success', use: 'Completed or healthy items' },
  { color: 'warning', use: 'Items that need attention' },
] as const;

export default function CardColors() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <ToggleButtonGroup
        aria-label="Card variant"
        size="sm"
        value={variant}
        onChange={(_event, value) => value && setVariant(value)}
        sx={{ flexWrap: 'wrap' }}
      >
        {(['plain', 'outlined', 'soft', 'solid'] as const).map((item) => (
          <Button key={item} value={item}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        }}
      >
        {colors.map(({ color, use }) => (
          <Card key={color} variant={variant} color={color} size="sm">
            <CardContent>
              <Typography level="title-sm" textColor="inherit">
                {color}
              </Typography>
              <Typography level="body-xs" textColor="inherit">
                {use}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
