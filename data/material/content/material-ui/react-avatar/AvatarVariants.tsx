import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/Storefront';

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#263238"/><path d="M14 44 28 18l8 14 5-8 9 20z" fill="#80cbc4"/><circle cx="44" cy="18" r="5" fill="#ffd54f"/></svg>',
)}`;

const variants = ['circular', 'rounded', 'square'] as const;

export default function AvatarVariants() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Stack key={variant} spacing={1} sx={{ alignItems: 'center' }}>
          <Stack direction="row" spacing={1}>
            <Avatar variant={variant} sx={{ bgcolor: 'primary.main' }}>
              JD
            </Avatar>
            <Avatar variant={variant} sx={{ bgcolor: 'success.dark' }}>
              <StorefrontIcon />
            </Avatar>
            <Avatar variant={variant} src={logo} alt="Summit Outfitters logo" />
          </Stack>
          <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
            {variant}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
