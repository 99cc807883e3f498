import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import AccessTimeRoundedIcon from '@mui/icons-material/AccessTimeRounded';
import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import PhoneRoundedIcon from '@mui/icons-material/PhoneRounded';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PresenceAvatar from './PresenceAvatar';
import TeamChip from './TeamChip';
import { PEOPLE, PRESENCE, TEAM_COLORS, initialsOf, joinedLabel, personById, type Person } from './data';

interface ProfilePanelProps {
  person: Person;
  /** The id of the person's name, the heading that labels the panel or the drawer. */
  headingId: string;
  onMessage: () => void;
  onCopyEmail: () => void;
  onSelect: (person: Person) => void;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <Typography level="title-sm" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

function Detail({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <ListItem sx={{ alignItems: 'flex-start' }}>
      <ListItemDecorator sx={{ color: 'text.icon', mt: '2px' }}>{icon}</ListItemDecorator>
      <ListItemContent sx={{ minWidth: 0 }}>
        <Typography level="body-xs" sx={{ color: 'text.tertiary' }}>
          {label}
        </Typography>
        <Typography level="body-sm" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </ListItemContent>
    </ListItem>
  );
}

/** People shown as small buttons that open their own profile: the manager and the direct reports. */
function PeopleLinks({ people, onSelect }: { people: Person[]; onSelect: (person: Person) => void }) {
  return (
    <List size="sm" sx={{ '--ListItem-paddingX': '0.5rem', '--ListItemDecorator-size': '44px', '--List-gap': '2px', mx: -1 }}>
      {people.map((other) => (
        <ListItem key={other.id}>
          <ListItemButton onClick={() => onSelect(other)} sx={{ borderRadius: 'sm' }}>
            <ListItemDecorator>
              <Avatar size="sm" variant="soft" color={TEAM_COLORS[other.team]} aria-hidden>
                {initialsOf(other.name)}
              </Avatar>
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{other.name}</Typography>
              <Typography level="body-xs" sx={{ color: 'text.secondary' }}>
                {other.role}
              </Typography>
            </ListItemContent>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** Everything about one person: who they are, how to reach them, what they know and who they work with. */
export default function ProfilePanel({ person, headingId, onMessage, onCopyEmail, onSelect }: ProfilePanelProps) {
  const presence = PRESENCE[person.presence];
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const focusHeading = React.useRef(false);

  // A manager or a report chosen here replaces this profile: the panel goes back to its top and
  // focus moves to the new name, so keyboard and screen-reader users carry on from there.
  const selectHere = (other: Person) => {
    focusHeading.current = true;
    onSelect(other);
  };
  React.useEffect(() => {
    const heading = headingRef.current;
    if (focusHeading.current && heading) {
      focusHeading.current = false;
      heading.closest('[data-scroll-panel]')?.scrollTo({ top: 0 });
      heading.focus({ preventScroll: true });
    }
  }, [person.id]);
  const manager = personById(person.managerId);
  const reports = PEOPLE.filter((other) => other.managerId === person.id);

  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <PresenceAvatar person={person} size="lg" sx={{ '--Avatar-size': '64px', fontSize: 'xl' }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} ref={headingRef} tabIndex={-1} level="h3" component="h2" sx={{ outline: 'none' }}>
            {person.name}
          </Typography>
          <Typography level="body-sm" sx={{ color: 'text.secondary' }}>
            {person.role} · {person.pronouns}
          </Typography>
        </Box>
      </Box>

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TeamChip team={person.team} size="md" />
        <Chip
          variant="outlined"
          color="neutral"
          startDecorator={<Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: `${presence.color}.solidBg` }} />}
        >
          {presence.label}
        </Chip>
      </Box>

      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button startDecorator={<ChatBubbleOutlineRoundedIcon />} onClick={onMessage} sx={{ flex: 1 }}>
          Message
        </Button>
        <Tooltip title="Copy email address" variant="soft">
          <IconButton variant="outlined" color="neutral" aria-label={`Copy ${person.name}'s email address`} onClick={onCopyEmail}>
            <ContentCopyRoundedIcon />
          </IconButton>
        </Tooltip>
      </Box>

      <Divider />

      <Section title="Contact">
        <List size="sm" sx={{ '--ListItem-paddingX': '0px', '--ListItemDecorator-size': '32px', '--List-gap': '6px' }}>
          <Detail icon={<MailOutlineRoundedIcon />} label="Email">
            <Link href={`mailto:${person.email}`}>{person.email}</Link>
          </Detail>
          <Detail icon={<PhoneRoundedIcon />} label="Phone">
            <Link href={`tel:${person.phone.replace(/\s/g, '')}`}>{person.phone}</Link>
          </Detail>
          <Detail icon={<PlaceOutlinedIcon />} label="Location">
            {person.location} · {person.timeZone}
          </Detail>
          <Detail icon={<AccessTimeRoundedIcon />} label="Working hours">
            {person.hours}, local time
          </Detail>
          <Detail icon={<EventRoundedIcon />} label="Joined">
            {joinedLabel(person.joined)}
          </Detail>
        </List>
      </Section>

      <Section title="Skills">
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}>
          {person.skills.map((skill) => (
            <li key={skill}>
              <Chip size="sm" variant="outlined" color="neutral">
                {skill}
              </Chip>
            </li>
          ))}
        </Box>
      </Section>

      <Section title="About">
        <Typography level="body-sm" sx={{ color: 'text.secondary' }}>
          {person.about}
        </Typography>
      </Section>

      {manager ? (
        <Section title="Reports to">
          <PeopleLinks people={[manager]} onSelect={selectHere} />
        </Section>
      ) : null}

      {reports.length > 0 ? (
        <Section title={`Direct reports (${reports.length})`}>
          <PeopleLinks people={reports} onSelect={selectHere} />
        </Section>
      ) : null}
    </Stack>
  );
}
