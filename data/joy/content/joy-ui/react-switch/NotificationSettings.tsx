import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';

const topics = [
  {
    id: 'mentions',
    icon: <ChatBubbleOutlineRounded />,
    title: 'Mentions and replies',
    hint: 'When someone @mentions you or answers your comment.',
  },
  { id: 'reminders', icon: <EventRounded />, title: 'Due date reminders', hint: 'The morning a task assigned to you is due.' },
  { id: 'news', icon: <CampaignOutlined />, title: 'Product news', hint: 'At most one email a month about new features.' },
] as const;

type TopicId = (typeof topics)[number]['id'];

export default function NotificationSettings() {
  const [email, setEmail] = React.useState(true);
  const [enabled, setEnabled] = React.useState<Record<TopicId, boolean>>({ mentions: true, reminders: true, news: false });
  const idPrefix = React.useId();

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 480, width: '100%', mx: 'auto' }}>
      <List sx={{ '--ListItem-paddingY': '0.75rem', '--ListItem-paddingX': '1rem', '--ListItemDecorator-size': '2.5rem' }}>
        <ListItem sx={{ borderBottom: '1px solid', borderColor: 'divider' }}>
          <ListItemDecorator>
            <MailOutlineRounded />
          </ListItemDecorator>
          <ListItemContent>
            <Typography id={`${idPrefix}-email`} level="title-md">
              Email notifications
            </Typography>
            <Typography level="body-sm">Turn off to stop every email below at once.</Typography>
          </ListItemContent>
          <Switch
            checked={email}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => setEmail(event.target.checked)}
            slotProps={{ input: { 'aria-labelledby': `${idPrefix}-email` } }}
          />
        </ListItem>
        {topics.map((topic) => (
          <ListItem key={topic.id}>
            <ListItemDecorator sx={{ color: email ? undefined : 'text.tertiary' }}>{topic.icon}</ListItemDecorator>
            <ListItemContent>
              <Typography id={`${idPrefix}-${topic.id}`} level="title-sm" textColor={email ? undefined : 'text.tertiary'}>
                {topic.title}
              </Typography>
              <Typography id={`${idPrefix}-${topic.id}-hint`} level="body-xs">
                {topic.hint}
              </Typography>
            </ListItemContent>
            <Switch
              size="sm"
              disabled={!email}
              checked={email && enabled[topic.id]}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                setEnabled((current) => ({ ...current, [topic.id]: event.target.checked }))
              }
              slotProps={{
                input: { 'aria-labelledby': `${idPrefix}-${topic.id}`, 'aria-describedby': `${idPrefix}-${topic.id}-hint` },
              }}
            />
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
