import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { LOCATIONS, TEAMS, type Location, type Team } from './data';
import { activeFilterCount, type Filters } from './filtering';
import { TEAM_ICONS } from './TeamChip';
import { visuallyHidden } from './visuallyHidden';

interface FilterPanelProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** How many people each team would show, given the search and the other filters. */
  counts: Record<Team, number>;
  /**
   * Inside a drawer, the location options open within the drawer: a list portalled to the end of
   * the page would be hidden from screen readers while the drawer is open.
   */
  inDrawer?: boolean;
}

/** The filters, the same in the side panel of a wide screen and in the drawer of a phone. */
export default function FilterPanel({ filters, onChange, counts, inDrawer = false }: FilterPanelProps) {
  const teamLabelId = React.useId();

  const toggleTeam = (team: Team, checked: boolean) => {
    // Kept in the order of TEAMS, whatever order they were ticked in.
    const teams = TEAMS.filter((candidate) => (candidate === team ? checked : filters.teams.includes(candidate)));
    onChange({ ...filters, teams });
  };

  return (
    <Stack spacing={3}>
      <Box role="group" aria-labelledby={teamLabelId}>
        <Typography id={teamLabelId} level="title-sm" sx={{ mb: 1 }}>
          Team
        </Typography>
        <List size="sm" sx={{ '--ListItem-paddingX': '0px', '--List-gap': '2px' }}>
          {TEAMS.map((team) => (
            <ListItem key={team}>
              <Checkbox
                size="sm"
                checked={filters.teams.includes(team)}
                onChange={(event) => toggleTeam(team, event.target.checked)}
                sx={{ flex: 1, alignItems: 'center' }}
                slotProps={{ label: { sx: { flex: 1 } } }}
                label={
                  <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
                    <Box component="span" aria-hidden sx={{ display: 'flex', color: 'text.icon', '& svg': { fontSize: 'lg' } }}>
                      {TEAM_ICONS[team]}
                    </Box>
                    <Box component="span" sx={{ flex: 1 }}>
                      {team}
                    </Box>
                    <Typography component="span" level="body-xs" sx={{ color: 'text.tertiary' }}>
                      {counts[team]}
                      <Box component="span" sx={visuallyHidden}>
                        {counts[team] === 1 ? ' person' : ' people'}
                      </Box>
                    </Typography>
                  </Box>
                }
              />
            </ListItem>
          ))}
        </List>
      </Box>

      <FormControl size="sm">
        <FormLabel>Location</FormLabel>
        <Select<Location | 'all'>
          value={filters.location ?? 'all'}
          slotProps={{ listbox: { disablePortal: inDrawer } }}
          onChange={(_event, value) => onChange({ ...filters, location: !value || value === 'all' ? null : value })}
        >
          <Option value="all">All locations</Option>
          {LOCATIONS.map((location) => (
            <Option key={location} value={location}>
              {location}
            </Option>
          ))}
        </Select>
      </FormControl>

      <FormControl orientation="horizontal" size="sm" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <div>
          <FormLabel>Available now</FormLabel>
          <FormHelperText sx={{ mt: 0 }}>Hide people who are busy or away.</FormHelperText>
        </div>
        <Switch checked={filters.availableOnly} onChange={(event) => onChange({ ...filters, availableOnly: event.target.checked })} />
      </FormControl>

      <Button
        size="sm"
        variant="outlined"
        color="neutral"
        disabled={activeFilterCount(filters) === 0}
        onClick={() => onChange({ teams: [], location: null, availableOnly: false })}
      >
        Clear filters
      </Button>
    </Stack>
  );
}
