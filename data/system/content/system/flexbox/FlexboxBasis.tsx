import Box from '@mui/material/Box';

const fields = [
  { label: 'First name', autoComplete: 'given-name' },
  { label: 'Last name', autoComplete: 'family-name' },
  { label: 'Postcode', autoComplete: 'postal-code' },
  { label: 'City', autoComplete: 'address-level2' },
];

export default function FlexboxBasis() {
  return (
    <Box component="form" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.primary' }}>
      {fields.map((field) => (
        <Box
          component="label"
          key={field.label}
          sx={{ flexGrow: 1, flexBasis: 200, display: 'flex', flexDirection: 'column', gap: 0.5, fontSize: 14 }}
        >
          {field.label}
          <Box
            component="input"
            autoComplete={field.autoComplete}
            sx={{
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
        </Box>
      ))}
    </Box>
  );
}
