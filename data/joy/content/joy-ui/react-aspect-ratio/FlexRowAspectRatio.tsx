import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function FlexRowAspectRatio() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520, width: '100%' }}>
      {/* In a row the box has no width of its own: give it a flex-basis (or a width). */}
      <Sheet variant="outlined" sx={{ display: 'flex', gap: 2, p: 1.5, borderRadius: 'md' }}>
        <AspectRatio ratio="1" sx={{ flexBasis: 88, flexShrink: 0, borderRadius: 'sm' }}>
          <Box sx={{ background: 'linear-gradient(160deg, #f6d365 0%, #fda085 100%)' }} />
        </AspectRatio>
        <Box sx={{ minWidth: 0 }}>
          <Typography level="title-md">Apricot and almond tart</Typography>
          <Typography level="body-sm">45 min · serves 8</Typography>
          <Typography level="body-xs" sx={{ mt: 0.5 }}>
            flexBasis: 88 keeps the thumbnail square at 88 px.
          </Typography>
        </Box>
      </Sheet>
      {/* With `flex`, the box grows to fill the row's height instead, here that of the text beside it. */}
      <Sheet variant="outlined" sx={{ display: 'flex', gap: 2, p: 1.5, borderRadius: 'md' }}>
        <Box sx={{ display: 'flex', flexBasis: 120, flexShrink: 0 }}>
          <AspectRatio flex ratio="4/3" sx={{ borderRadius: 'sm' }}>
            <Box sx={{ background: 'linear-gradient(160deg, #84fab0 0%, #4a9f8e 100%)' }} />
          </AspectRatio>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography level="title-md">Herb garden kit</Typography>
          <Typography level="body-sm">
            Basil, parsley, chives and mint, with four clay pots, a bag of compost and plant labels. Ships in 2 days.
          </Typography>
          <Typography level="body-xs" sx={{ mt: 0.5 }}>
            flex: the image takes the full height of the row.
          </Typography>
        </Box>
      </Sheet>
    </Stack>
  );
}
