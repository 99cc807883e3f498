import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import { people } from './people';

const SHOWN = 3;

export default function CollaboratorsGroup() {
  const shown = people.slice(0, SHOWN);
  const hidden = people.slice(SHOWN);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography level="body-sm">Editing “Q3 roadmap”:</Typography>
      <AvatarGroup role="group" aria-label={`${people.length} collaborators`}>
        {shown.map((person) => (
          <Avatar key={person.name} src={person.photo} alt={person.name} title={person.name} />
        ))}
        {/* The surplus count is a button that lists everyone else. */}
        <Dropdown>
          <MenuButton
            variant="soft"
            color="neutral"
            aria-label={`Show ${hidden.length} more collaborators`}
            sx={{
              width: 'var(--Avatar-size, 2.5rem)',
              height: 'var(--Avatar-size, 2.5rem)',
              minHeight: 0,
              p: 0,
              borderRadius: '50%',
              marginInlineStart: 'var(--Avatar-marginInlineStart)',
              boxShadow: 'var(--Avatar-ring)',
              zIndex: 1,
            }}
          >
            +{hidden.length}
          </MenuButton>
          <Menu placement="bottom-end" size="sm">
            {hidden.map((person) => (
              <MenuItem key={person.name}>
                <ListItemDecorator>
                  <Avatar size="sm" src={person.photo} alt="" />
                </ListItemDecorator>
                {person.name}
              </MenuItem>
            ))}
          </Menu>
        </Dropdown>
      </AvatarGroup>
    </Box>
  );
}
