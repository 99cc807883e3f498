import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';

const options = [
  { value: 'all', label: 'All new messages', icon: <NotificationsActiveOutlined /> },
  { value: 'mentions', label: 'Mentions and direct messages', icon: <AlternateEmailOutlined /> },
  { value: 'none', label: 'Nothing', icon: <NotificationsOffOutlined /> },
];

export default function RadioInList() {
  const id = React.useId();

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 360, overflow: 'hidden' }}>
      <Typography id={id} level="title-sm" sx={{ px: 2, pt: 1.5, pb: 1 }}>
        Notify me about
      </Typography>
      <RadioGroup aria-labelledby={id} name="notify" defaultValue="mentions" overlay>
        <List sx={{ '--ListItem-paddingY': '0.75rem', '--ListItem-paddingX': '1rem' }}>
          {/* List adds props to its direct children, so give it elements, not fragments. */}
          {options.flatMap((option, index) => [
            index > 0 && <ListDivider key={`${option.value}-divider`} inset="gutter" />,
            <ListItem key={option.value} sx={{ '&:has(input:checked)': { bgcolor: 'primary.softBg' } }}>
              <ListItemDecorator>{option.icon}</ListItemDecorator>
              <Radio
                value={option.value}
                label={option.label}
                sx={{ flexGrow: 1, flexDirection: 'row-reverse' }}
                slotProps={{ action: { sx: { borderRadius: 0 } } }}
              />
            </ListItem>,
          ])}
        </List>
      </RadioGroup>
    </Sheet>
  );
}
