import Box from '@mui/material/Box';

const bubbleSx = {
  maxWidth: '75%',
  px: 1.5,
  py: 1,
  borderRadius: 2,
  fontSize: 14,
} as const;

export default function FlexboxAlignSelf() {
  return (
    <Box
      component="section"
      aria-label="Conversation with support"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 1,
        maxWidth: 420,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ ...bubbleSx, bgcolor: 'action.selected', color: 'text.primary' }}>Hi! How can we help with your order?</Box>
      <Box sx={{ ...bubbleSx, alignSelf: 'flex-end', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        The parcel says delivered, but it is not at my door.
      </Box>
      <Box sx={{ alignSelf: 'center', fontSize: 12, color: 'text.secondary' }}>An agent joined the chat</Box>
      <Box sx={{ ...bubbleSx, bgcolor: 'action.selected', color: 'text.primary' }}>
        Sorry about that. I have opened a trace with the courier.
      </Box>
      <Box
        sx={{
          alignSelf: 'stretch',
          mt: 1,
          py: 0.75,
          textAlign: 'center',
          fontSize: 13,
          color: 'text.secondary',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        Replies usually arrive within an hour
      </Box>
    </Box>
  );
}
