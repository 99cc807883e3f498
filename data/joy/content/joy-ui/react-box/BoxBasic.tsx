import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function BoxBasic() {
  return (
    <Box
      sx={{
        // Every value below is a Joy theme token.
        p: 2,
        maxWidth: 360,
        borderRadius: 'md',
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.level1',
        boxShadow: 'sm',
      }}
    >
      <Typography level="title-sm">Storage almost full</Typography>
      <Box component="p" sx={{ m: 0, mt: 0.5, typography: 'body-sm', color: 'text.secondary' }}>
        You have used 9.2 GB of 10 GB. Older backups will be removed on 1 June.
      </Box>
    </Box>
  );
}
