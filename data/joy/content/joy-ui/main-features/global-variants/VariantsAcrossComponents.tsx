import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function VariantsAcrossComponents() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {variants.map((item) => (
          <Radio key={item} value={item} label={item} />
        ))}
      </RadioGroup>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Alert variant={variant} color="warning" startDecorator={<WarningAmberRoundedIcon />}>
          Your trial ends in 3 days.
        </Alert>
        <Input variant={variant} placeholder="Project name" aria-label="Project name" />
        <Card variant={variant} color="neutral">
          <Typography level="title-sm">Storage</Typography>
          <Typography level="body-sm">41 GB of 50 GB used</Typography>
        </Card>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip variant={variant} color="success">
            Paid
          </Chip>
          <Chip variant={variant} color="danger">
            Overdue
          </Chip>
          <Button variant={variant} size="sm">
            Renew
          </Button>
        </Box>
        <List variant={variant} color="primary" sx={{ borderRadius: 'sm', gridColumn: { sm: '1 / -1' } }}>
          <ListItem>
            <ListItemButton variant={variant} color="primary" selected>
              Inbox
            </ListItemButton>
          </ListItem>
          <ListItem>
            <ListItemButton>Archive</ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Box>
  );
}
