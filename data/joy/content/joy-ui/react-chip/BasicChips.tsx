import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function BasicChips() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography level="title-md">Ceramic pour-over kettle</Typography>
        <Chip color="success">In stock</Chip>
      </Stack>
      <Typography level="body-sm" sx={{ mb: 1.5 }}>
        Stoneware body, 0.9 l, gooseneck spout for a slow and steady pour.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip>Kitchen</Chip>
        <Chip>Handmade</Chip>
        <Chip>Dishwasher safe</Chip>
      </Stack>
    </Sheet>
  );
}
