import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Toolbar({ useFlexGap }: { useFlexGap: boolean }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap={useFlexGap}
      sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1, alignItems: 'center' }}
    >
      <Button size="small">Bold</Button>
      <Button size="small">Italic</Button>
      <Button size="small" variant="outlined" sx={{ ml: 'auto' }}>
        Publish
      </Button>
    </Stack>
  );
}

export default function ChildMarginStack() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <div>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          Margins from <code>spacing</code>: the child&apos;s <code>ml: &apos;auto&apos;</code> is overridden
        </Typography>
        <Toolbar useFlexGap={false} />
      </div>
      <div>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          With <code>useFlexGap</code>: the child&apos;s margin applies
        </Typography>
        <Toolbar useFlexGap />
      </div>
    </Stack>
  );
}
