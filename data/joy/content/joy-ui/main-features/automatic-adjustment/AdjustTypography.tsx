import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import useDomOutline from './useDomOutline';

export default function AdjustTypography() {
  const [ref, output] = useDomOutline<HTMLParagraphElement>();

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' }}>
      <Typography ref={ref} level="body-md">
        Your order ships on{' '}
        <Typography color="primary" sx={{ fontWeight: 'lg' }}>
          Tuesday, 14 May
        </Typography>{' '}
        from our{' '}
        <Typography variant="soft" color="success">
          Rotterdam
        </Typography>{' '}
        warehouse.
      </Typography>
      <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm', overflow: 'auto' }}>
        <Typography level="body-xs" sx={{ mb: 0.5 }}>
          Rendered HTML
        </Typography>
        {/* Filled in after mount by useDomOutline. */}
        <Box component="pre" ref={output} sx={{ m: 0, minHeight: '4lh', fontFamily: 'code', fontSize: 'xs' }} />
      </Sheet>
    </Box>
  );
}
