import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListDivider from '@mui/joy/ListDivider';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';

export const component = 'List';

// Starting values are the md List's own (List's styles in @mui/joy 5.0.0-beta.49). --List-padding and
// --List-radius are not set by the List; 0 is where they start (the padding then falls back to --ListDivider-gap).
export const variables = [
  { name: '--List-padding', default: 0, min: 0, max: 24, step: 1, unit: 'px' },
  { name: '--List-radius', default: 0, min: 0, max: 24, step: 1, unit: 'px' },
  { name: '--List-gap', default: 0, min: 0, max: 24, step: 1, unit: 'px' },
  { name: '--ListItem-minHeight', default: 2.25, min: 1.5, max: 4, step: 0.125, unit: 'rem' },
  { name: '--ListItem-paddingY', default: 0.25, min: 0, max: 1.5, step: 0.125, unit: 'rem' },
  { name: '--ListItem-paddingX', default: 0.75, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--ListItem-gap', default: 0.625, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--ListItemDecorator-size', default: 2.5, min: 1, max: 4, step: 0.125, unit: 'rem' },
  { name: '--ListDivider-gap', default: 0.375, min: 0, max: 1.5, step: 0.125, unit: 'rem' },
] as const;

export default function ListVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <List variant="outlined" aria-label="Account" sx={{ width: 240, ...sx }}>
      <ListItem>
        <ListItemButton selected>
          <ListItemDecorator>
            <HomeOutlined />
          </ListItemDecorator>
          Overview
        </ListItemButton>
      </ListItem>
      <ListItem>
        <ListItemButton>
          <ListItemDecorator>
            <ReceiptLongOutlined />
          </ListItemDecorator>
          Billing
        </ListItemButton>
      </ListItem>
      <ListDivider aria-hidden />
      <ListItem>
        <ListItemButton>
          <ListItemDecorator>
            <SettingsOutlined />
          </ListItemDecorator>
          Settings
        </ListItemButton>
      </ListItem>
    </List>
  );
}
