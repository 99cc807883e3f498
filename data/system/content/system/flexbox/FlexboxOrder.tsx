import Box from '@mui/material/Box';

export default function FlexboxOrder() {
  return (
    <Box
      component="article"
      aria-labelledby="flexbox-order-title"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        color: 'text.primary',
      }}
    >
      {/* First in the source, so read first; on phones, order moves it below the picture. */}
      <Box sx={{ order: { xs: 2, sm: 1 }, flex: 1, minWidth: 0 }}>
        <Box component="h3" id="flexbox-order-title" sx={{ m: 0, fontSize: 18, fontWeight: 'medium' }}>
          Lakeside cabin, two nights
        </Box>
        <Box component="p" sx={{ mt: 0.5, mb: 0, color: 'text.secondary', fontSize: 14 }}>
          Wood stove, canoe included, 40 minutes from the nearest town.
        </Box>
      </Box>
      <Box
        role="img"
        aria-label="Cabin by a lake at dusk"
        sx={{
          order: { xs: 1, sm: 2 },
          flexShrink: 0,
          width: { xs: 1, sm: 160 },
          height: 100,
          borderRadius: 1,
          background: 'linear-gradient(160deg, #f6b26b 0%, #8e7cc3 45%, #1c4587 100%)',
        }}
      />
      <Box
        sx={{
          order: 3,
          alignSelf: { xs: 'flex-start', sm: 'center' },
          fontSize: 20,
          fontWeight: 'bold',
        }}
      >
        €240
      </Box>
    </Box>
  );
}
