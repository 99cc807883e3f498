import Box from '@mui/material/Box';

export default function SpacingCentering() {
  return (
    <Box sx={{ py: 3, px: 2, bgcolor: 'action.hover', borderRadius: 2 }}>
      <Box
        component="form"
        aria-labelledby="spacing-centering-title"
        onSubmit={(event) => event.preventDefault()}
        sx={{
          maxWidth: 320,
          mx: 'auto',
          p: 3,
          bgcolor: 'background.paper',
          color: 'text.primary',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Box id="spacing-centering-title" component="h3" sx={{ mt: 0, mb: 2, fontSize: 18 }}>
          Join the newsletter
        </Box>
        <Box component="label" sx={{ display: 'block', mb: 0.5, fontSize: 14 }} htmlFor="spacing-centering-email">
          Email address
        </Box>
        <Box
          component="input"
          id="spacing-centering-email"
          type="email"
          autoComplete="email"
          sx={{
            boxSizing: 'border-box',
            width: 1,
            mb: 2,
            px: 1.5,
            py: 1,
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
          }}
        />
        <Box
          component="button"
          type="submit"
          sx={{
            display: 'block',
            mx: 'auto',
            px: 3,
            py: 1,
            font: 'inherit',
            fontWeight: 'medium',
            color: 'primary.contrastText',
            bgcolor: 'primary.main',
            border: 0,
            borderRadius: 1,
            cursor: 'pointer',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          Subscribe
        </Box>
      </Box>
    </Box>
  );
}
