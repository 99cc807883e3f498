import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ButtonGroupSpacing() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={1}>
        <Typography level="body-sm">spacing=&quot;0.5rem&quot;</Typography>
        <ButtonGroup spacing="0.5rem" aria-label="Sort products">
          <Button>Newest</Button>
          <Button>Price</Button>
          <Button>Rating</Button>
        </ButtonGroup>
      </Stack>
      <Stack spacing={1}>
        <Typography level="body-sm">{'spacing={{ xs: 0, md: 2 }}: joined on small screens, apart from md up'}</Typography>
        <ButtonGroup spacing={{ xs: 0, md: 2 }} variant="soft" color="primary" aria-label="Sort articles">
          <Button>Latest</Button>
          <Button>Most read</Button>
          <Button>Longest</Button>
        </ButtonGroup>
      </Stack>
    </Stack>
  );
}
