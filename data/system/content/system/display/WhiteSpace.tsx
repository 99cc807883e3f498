import Box from '@mui/material/Box';

const address = `Nordic Paper Co.
Attn: Accounts payable
Storgatan 8, 411 38 Göteborg`;

const values = ['normal', 'nowrap', 'pre-line'] as const;

export default function WhiteSpace() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
      {values.map((value) => (
        <div key={value}>
          <Box component="code" sx={{ fontSize: 13, color: 'text.secondary' }}>
            {`whiteSpace: '${value}'`}
          </Box>
          <Box
            {...(value === 'nowrap' && { tabIndex: 0, role: 'region', 'aria-label': 'Address without wrapping' })}
            sx={{
              mt: 0.5,
              p: 1.5,
              whiteSpace: value,
              overflow: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              color: 'text.primary',
              fontSize: 14,
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
            }}
          >
            {address}
          </Box>
        </div>
      ))}
    </Box>
  );
}
