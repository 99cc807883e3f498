import Stack from '@mui/joy/Stack';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

function Row({ label }: { label: string }) {
  return (
    <Sheet variant="soft" sx={{ p: 1, borderRadius: 'sm', fontFamily: 'body', fontSize: 'sm' }}>
      {label}
    </Sheet>
  );
}

export default function ChildMarginStack() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography level="body-xs">Default: the stack sets the margins</Typography>
        <Row label="First" />
        {/* mt: 4 is overridden by the stack's own margin rule. */}
        <Sheet variant="soft" color="warning" sx={{ mt: 4, p: 1, borderRadius: 'sm', fontFamily: 'body', fontSize: 'sm' }}>
          mt: 4 (ignored)
        </Sheet>
        <Row label="Third" />
      </Stack>
      <Stack spacing={1} useFlexGap sx={{ flex: 1 }}>
        <Typography level="body-xs">useFlexGap: children keep their margins</Typography>
        <Row label="First" />
        <Sheet variant="soft" color="success" sx={{ mt: 4, p: 1, borderRadius: 'sm', fontFamily: 'body', fontSize: 'sm' }}>
          mt: 4 (applied)
        </Sheet>
        <Row label="Third" />
      </Stack>
    </Stack>
  );
}
