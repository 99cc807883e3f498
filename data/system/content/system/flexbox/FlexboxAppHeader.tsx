import Box from '@mui/material/Box';

const linkSx = {
  px: 1,
  py: 0.5,
  borderRadius: 1,
  color: 'text.primary',
  fontSize: 14,
  textDecoration: 'none',
  '&:hover': { bgcolor: 'action.hover' },
  '&[aria-current="page"]': { fontWeight: 'bold' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
} as const;

export default function FlexboxAppHeader() {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        px: 2,
        py: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ fontWeight: 'bold', color: 'text.primary' }}>Fieldnotes</Box>
      <Box component="nav" aria-label="Main">
        <Box component="ul" sx={{ display: 'flex', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
          {['Notebooks', 'Shared', 'Archive'].map((item, index) => (
            <li key={item}>
              <Box component="a" href={`?section=${item.toLowerCase()}`} aria-current={index === 0 ? 'page' : undefined} sx={linkSx}>
                {item}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
      <Box
        component="button"
        type="button"
        sx={{
          ml: 'auto',
          px: 1.5,
          py: 0.75,
          font: 'inherit',
          fontSize: 14,
          fontWeight: 'medium',
          color: 'primary.contrastText',
          bgcolor: 'primary.main',
          border: 0,
          borderRadius: 1,
          cursor: 'pointer',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        New note
      </Box>
    </Box>
  );
}
