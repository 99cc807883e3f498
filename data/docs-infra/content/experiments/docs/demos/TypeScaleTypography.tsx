import * as React from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

const variants = ['h4', 'h6', 'subtitle1', 'body1', 'caption', 'overline'] as const;

export default function TypeScaleTypography() {
  const [index, setIndex] = React.useState(0);
  const variant = variants[index];

  return (
    <div>
      <Typography variant={variant} component="p" sx={{ minHeight: 48 }}>
        Lanterns over the canal
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Variant: {variant}
      </Typography>
      <Button size="small" onClick={() => setIndex((index + 1) % variants.length)}>
        Next variant
      </Button>
    </div>
  );
}
