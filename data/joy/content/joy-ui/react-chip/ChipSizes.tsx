import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';

export default function ChipSizes() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip size="sm" startDecorator={<LocalShippingOutlined />}>
        Free delivery (sm)
      </Chip>
      <Chip size="md" startDecorator={<LocalShippingOutlined />}>
        Free delivery (md)
      </Chip>
      <Chip size="lg" startDecorator={<LocalShippingOutlined />}>
        Free delivery (lg)
      </Chip>
    </Stack>
  );
}
