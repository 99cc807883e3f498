import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

export default function InversionOverview() {
  const [inverted, setInverted] = React.useState(true);
  const [buttonVariant, setButtonVariant] = React.useState<VariantProp>('solid');

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3, width: '100%', alignItems: { sm: 'center' } }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 200 }}>
        <FormControl orientation="horizontal" sx={{ gap: 1.5, alignItems: 'center' }}>
          <Switch checked={inverted} onChange={(event) => setInverted(event.target.checked)} />
          <FormLabel sx={{ m: 0 }}>
            <code>invertedColors</code>&nbsp;on the Card
          </FormLabel>
        </FormControl>
        <FormControl size="sm">
          <FormLabel>Button variant</FormLabel>
          <Select value={buttonVariant} onChange={(_event, value) => value && setButtonVariant(value)}>
            {(['solid', 'soft', 'outlined', 'plain'] as const).map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Box>
      <Card variant="solid" color="primary" invertedColors={inverted} sx={{ flex: 1, maxWidth: 380 }}>
        <Chip size="sm" variant="soft" sx={{ alignSelf: 'flex-start' }}>
          Team plan
        </Chip>
        <Typography level="h3" component="p">
          €12
          <Typography level="body-sm" component="span">
            {' '}
            per seat / month
          </Typography>
        </Typography>
        <Typography level="body-sm">Shared boards, guest access and 100 GB of files.</Typography>
        <CardActions>
          <Button variant={buttonVariant}>Start free trial</Button>
        </CardActions>
      </Card>
    </Box>
  );
}
