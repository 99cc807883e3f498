import Box from '@mui/material/Box';

const badgeSx = {
  px: 1,
  py: 0.5,
  borderRadius: 1,
  bgcolor: 'action.selected',
  color: 'text.primary',
  fontSize: 13,
  fontWeight: 'medium',
} as const;

export default function FlexboxDisplay() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, color: 'text.primary' }}>
      <div>
        <Box sx={{ mb: 1, fontSize: 14, color: 'text.secondary' }}>
          <code>display: &apos;flex&apos;</code> takes the whole width of its parent
        </Box>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            p: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Box sx={badgeSx}>Draft</Box>
          <Box sx={badgeSx}>3 reviewers</Box>
          <Box sx={badgeSx}>Due Friday</Box>
        </Box>
      </div>
      <div>
        <Box sx={{ mb: 1, fontSize: 14, color: 'text.secondary' }}>
          <code>display: &apos;inline-flex&apos;</code> is only as wide as its items and flows with the text
        </Box>
        <Box sx={{ lineHeight: 2.5 }}>
          The proposal is{' '}
          <Box
            component="span"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              p: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              verticalAlign: 'middle',
            }}
          >
            <Box component="span" sx={badgeSx}>
              Draft
            </Box>
            <Box component="span" sx={badgeSx}>
              3 reviewers
            </Box>
          </Box>{' '}
          and waits for comments.
        </Box>
      </div>
    </Box>
  );
}
