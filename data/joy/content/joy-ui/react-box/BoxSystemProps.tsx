import Box from '@mui/joy/Box';

export default function BoxSystemProps() {
  return (
    <Box display="flex" flexWrap="wrap" gap={2}>
      {/* System props: CSS shorthands as props. */}
      <Box p={2} borderRadius="sm" bgcolor="primary.softBg" color="primary.softColor" fontWeight="lg" fontFamily="body">
        System props
      </Box>
      {/* The same styles in sx, which is the recommended way. */}
      <Box
        sx={{
          p: 2,
          borderRadius: 'sm',
          bgcolor: 'success.softBg',
          color: 'success.softColor',
          fontWeight: 'lg',
          fontFamily: 'body',
        }}
      >
        The sx prop
      </Box>
    </Box>
  );
}
