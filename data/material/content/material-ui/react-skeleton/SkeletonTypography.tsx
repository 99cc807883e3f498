import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography, { TypographyProps } from '@mui/material/Typography';

const levels: TypographyProps['variant'][] = ['h2', 'h4', 'h6', 'body1', 'caption'];

export default function SkeletonTypography() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '56px 1fr',
        columnGap: 2,
        rowGap: 1,
        alignItems: 'center',
        width: '100%',
        maxWidth: 400,
      }}
    >
      {levels.map((variant) => (
        <Box key={variant} sx={{ display: 'contents' }}>
          <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
            {variant}
          </Typography>
          {/* The skeleton is as tall as one line of this typography variant. */}
          <Typography variant={variant} component="div">
            <Skeleton />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
