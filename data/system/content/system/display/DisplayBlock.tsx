import Box from '@mui/material/Box';

export default function DisplayBlock() {
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto', color: 'text.primary' }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 'bold' }}>
        Delivery address
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        Lindenstraße 14
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        10969 Berlin, Germany
      </Box>
      <Box
        component="a"
        href="?section=edit-address"
        sx={{ display: 'block', mt: 1, p: 1, borderRadius: 1, color: 'primary.main', '&:hover': { bgcolor: 'action.hover' } }}
      >
        Edit address (the whole row is clickable)
      </Box>
    </Box>
  );
}
