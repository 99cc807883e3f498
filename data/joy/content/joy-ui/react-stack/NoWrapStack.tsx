import Stack from '@mui/joy/Stack';
import Sheet from '@mui/joy/Sheet';
import Avatar from '@mui/joy/Avatar';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';

const message = 'Hi both, the venue confirmed the booking for the 14th and asked for the final guest list by Friday.';

export default function NoWrapStack() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {[false, true].map((fixed) => (
        <div key={String(fixed)}>
          <Typography level="body-xs" sx={{ mb: 0.5 }}>
            {fixed ? 'With minWidth: 0 on the text' : 'Without minWidth: 0'}
          </Typography>
          {/* overflow: hidden keeps the broken case inside the card. */}
          <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm', overflow: 'hidden' }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Avatar size="sm">MA</Avatar>
              <Box sx={fixed ? { minWidth: 0 } : undefined}>
                <Typography level="title-sm">Marta Alves</Typography>
                <Typography level="body-sm" noWrap>
                  {message}
                </Typography>
              </Box>
            </Stack>
          </Sheet>
        </div>
      ))}
    </Stack>
  );
}
