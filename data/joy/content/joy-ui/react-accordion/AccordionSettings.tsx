import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails, { accordionDetailsClasses } from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Avatar from '@mui/joy/Avatar';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import TranslateRounded from '@mui/icons-material/TranslateRounded';

function Setting({ label, helper, defaultChecked = false }: { label: string; helper: string; defaultChecked?: boolean }) {
  return (
    <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <div>
        <FormLabel>{label}</FormLabel>
        <FormHelperText sx={{ mt: 0 }}>{helper}</FormHelperText>
      </div>
      <Switch defaultChecked={defaultChecked} />
    </FormControl>
  );
}

const SECTIONS = [
  {
    id: 'notifications',
    icon: <NotificationsOutlined />,
    color: 'primary',
    title: 'Notifications',
    summary: 'Email and push',
    settings: [
      { label: 'Weekly summary', helper: 'Every Monday at 8:00.', defaultChecked: true },
      { label: 'Mentions', helper: 'When someone tags you in a comment.', defaultChecked: true },
      { label: 'Product news', helper: 'A few times a year.' },
    ],
  },
  {
    id: 'privacy',
    icon: <LockOutlined />,
    color: 'success',
    title: 'Privacy',
    summary: 'Who can see your profile',
    settings: [
      { label: 'Public profile', helper: 'Anyone with the link can see your name and photo.' },
      { label: 'Show online status', helper: 'A green dot next to your name.', defaultChecked: true },
    ],
  },
  {
    id: 'language',
    icon: <TranslateRounded />,
    color: 'warning',
    title: 'Language and region',
    summary: 'English (Ireland), 24-hour clock',
    settings: [
      { label: '24-hour clock', helper: 'Show 17:30 instead of 5:30 pm.', defaultChecked: true },
      { label: 'Week starts on Monday', helper: 'In calendars and date pickers.', defaultChecked: true },
    ],
  },
] as const;

export default function AccordionSettings() {
  return (
    <AccordionGroup
      variant="outlined"
      transition="0.25s"
      sx={{ maxWidth: 440, width: '100%', borderRadius: 'lg', [`& .${accordionDetailsClasses.content}`]: { pt: 1.5 } }}
    >
      {SECTIONS.map((section) => (
        <Accordion key={section.id} defaultExpanded={section.id === 'notifications'}>
          <AccordionSummary>
            <Avatar color={section.color} variant="soft" size="sm" aria-hidden>
              {section.icon}
            </Avatar>
            <ListItemContent>
              <Typography level="title-sm">{section.title}</Typography>
              <Typography level="body-xs">{section.summary}</Typography>
            </ListItemContent>
          </AccordionSummary>
          <AccordionDetails>
            <Stack spacing={1.5}>
              {section.settings.map((setting) => (
                <Setting key={setting.label} {...setting} />
              ))}
            </Stack>
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
