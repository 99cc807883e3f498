import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Typography from '@mui/joy/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import InboxRoundedIcon from '@mui/icons-material/InboxRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import type { Message } from './data';
import { avatarColor, correspondent, initials, lastEntry, listTime, snippet, subjectOf } from './format';
import StarButton from './StarButton';
import { visuallyHidden } from './visuallyHidden';

interface MessageListProps {
  title: string;
  messages: Message[];
  query: string;
  onQueryChange: (query: string) => void;
  selectedId: string | null;
  onOpen: (id: string) => void;
  onToggleStar: (id: string) => void;
  headingRef: React.Ref<HTMLHeadingElement>;
  listRef: React.Ref<HTMLUListElement>;
}

/** The messages of the chosen folder or label, newest first, narrowed by the search field. */
export default function MessageList({
  title,
  messages,
  query,
  onQueryChange,
  selectedId,
  onOpen,
  onToggleStar,
  headingRef,
  listRef,
}: MessageListProps) {
  const unread = messages.filter((message) => message.unread).length;
  const searching = query.trim() !== '';
  const summary = `${messages.length} ${messages.length === 1 ? 'message' : 'messages'}${searching ? ` matching “${query.trim()}”` : ''}${unread ? `, ${unread} unread` : ''}`;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ px: 2, pt: 2, pb: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <div>
          <Typography level="h3" component="h1" ref={headingRef} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
            {title}
          </Typography>
          <Typography level="body-sm" role="status" sx={{ color: 'text.secondary' }}>
            {summary}
          </Typography>
        </div>
        <Box component="form" role="search" onSubmit={(event: React.FormEvent) => event.preventDefault()}>
          <Input
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && query) {
                event.stopPropagation();
                onQueryChange('');
              }
            }}
            placeholder={`Search ${title}`}
            startDecorator={<SearchRoundedIcon />}
            endDecorator={
              searching ? (
                <IconButton size="sm" variant="plain" color="neutral" aria-label="Clear search" onClick={() => onQueryChange('')}>
                  <CloseRoundedIcon />
                </IconButton>
              ) : null
            }
            slotProps={{ input: { 'aria-label': `Search ${title}`, enterKeyHint: 'search' } }}
          />
        </Box>
      </Box>

      {messages.length === 0 ? (
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, px: 3, py: 6, textAlign: 'center' }}>
          {searching ? (
            <>
              <SearchOffRoundedIcon sx={{ fontSize: 40, color: 'text.tertiary' }} />
              <Typography level="title-md">No messages match “{query.trim()}”</Typography>
              <Typography level="body-sm">Try a name, a word from the subject or a word from the message.</Typography>
              <Button variant="outlined" color="neutral" size="sm" sx={{ mt: 1 }} onClick={() => onQueryChange('')}>
                Clear search
              </Button>
            </>
          ) : (
            <>
              <InboxRoundedIcon sx={{ fontSize: 40, color: 'text.tertiary' }} />
              <Typography level="title-md">Nothing in {title}</Typography>
              <Typography level="body-sm">Messages you move here will show up in this list.</Typography>
            </>
          )}
        </Box>
      ) : (
        <List
          ref={listRef}
          aria-label={`Messages in ${title}`}
          sx={{
            flex: 1,
            minHeight: 0,
            overflowY: { md: 'auto' },
            px: 1,
            pb: 2,
            '--List-gap': '2px',
            '--ListItem-radius': '10px',
            '--ListItem-paddingY': '10px',
            '--ListItem-paddingX': '12px',
          }}
        >
          {messages.map((message) => {
            const { person, prefix } = correspondent(message);
            const last = lastEntry(message);
            const selected = message.id === selectedId;
            return (
              <ListItem
                key={message.id}
                endAction={
                  <StarButton
                    size="sm"
                    starred={message.starred}
                    label={`Star “${subjectOf(message)}”`}
                    onToggle={() => onToggleStar(message.id)}
                  />
                }
                slotProps={{ endAction: { sx: { top: 'auto', bottom: 6, transform: 'none' } } }}
              >
                <ListItemButton
                  data-message-id={message.id}
                  variant={selected ? 'soft' : 'plain'}
                  color={selected ? 'primary' : 'neutral'}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onOpen(message.id)}
                  sx={{ alignItems: 'flex-start', gap: 1.5 }}
                >
                  <Avatar size="sm" variant="soft" color={avatarColor(person)} aria-hidden sx={{ mt: 0.25 }}>
                    {initials(person.name)}
                  </Avatar>
                  <Box sx={{ flex: 1, minWidth: 0, position: 'relative' }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      {message.unread ? (
                        <>
                          <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.solidBg', flexShrink: 0 }} />
                          <Box component="span" sx={visuallyHidden}>
                            Unread,
                          </Box>
                        </>
                      ) : null}
                      {message.folder === 'drafts' ? (
                        <Chip size="sm" variant="soft" color="danger" sx={{ flexShrink: 0 }}>
                          Draft
                        </Chip>
                      ) : null}
                      <Typography
                        level="body-sm"
                        noWrap
                        sx={{ position: 'relative', flex: 1, color: 'text.primary', fontWeight: message.unread ? 'lg' : 'md' }}
                      >
                        {prefix}
                        {person.name}
                        {message.thread.length > 1 ? (
                          <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 'md' }}>
                            {' '}
                            ({message.thread.length}
                            <Box component="span" sx={visuallyHidden}>
                              {' '}
                              messages
                            </Box>
                            )
                          </Typography>
                        ) : null}
                      </Typography>
                      <Typography level="body-xs" sx={{ flexShrink: 0, color: message.unread ? 'text.primary' : 'text.secondary' }}>
                        {listTime(last.date)}
                      </Typography>
                    </Box>
                    <Typography
                      level="body-sm"
                      noWrap
                      sx={{ position: 'relative', color: 'text.primary', fontWeight: message.unread ? 'lg' : 'md', mt: 0.25 }}
                    >
                      {subjectOf(message)}
                    </Typography>
                    <Typography
                      level="body-xs"
                      sx={{
                        color: 'text.secondary',
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                        pr: 3,
                      }}
                    >
                      {snippet(last.body)}
                    </Typography>
                  </Box>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
