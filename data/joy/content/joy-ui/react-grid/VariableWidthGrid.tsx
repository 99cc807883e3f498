import Grid from '@mui/joy/Grid';
import Avatar from '@mui/joy/Avatar';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';

export default function VariableWidthGrid() {
  return (
    <Sheet variant="outlined" sx={{ width: '100%', maxWidth: 520, p: 2, borderRadius: 'sm' }}>
      <Grid container spacing={2} sx={{ alignItems: 'center' }} wrap="nowrap">
        {/* As wide as its content. */}
        <Grid size="auto">
          <Avatar color="primary">LK</Avatar>
        </Grid>
        {/* Takes what is left; minWidth 0 lets the text truncate. */}
        <Grid size="grow" sx={{ minWidth: 0 }}>
          <Typography level="title-sm" noWrap>
            Lena Kowalczyk
          </Typography>
          <Typography level="body-xs" noWrap>
            Requested access to the Finance workspace
          </Typography>
        </Grid>
        <Grid size="auto">
          <Button size="sm" variant="soft">
            Review
          </Button>
        </Grid>
      </Grid>
    </Sheet>
  );
}
