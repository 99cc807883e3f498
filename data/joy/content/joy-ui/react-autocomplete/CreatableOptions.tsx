import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Add from '@mui/icons-material/Add';

interface Project {
  name: string;
  // Set on the extra "Create …" option only: the text the user typed.
  newName?: string;
}

const filter = createFilterOptions<Project>();

export default function CreatableOptions() {
  const [projects, setProjects] = React.useState<Project[]>([
    { name: 'Website relaunch' },
    { name: 'Warehouse move' },
    { name: 'Quarterly report' },
    { name: 'Onboarding guide' },
  ]);
  const [value, setValue] = React.useState<Project | null>(null);

  return (
    <FormControl sx={{ width: 320, maxWidth: '100%' }}>
      <FormLabel>Project</FormLabel>
      <Autocomplete
        freeSolo
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        options={projects}
        value={value}
        placeholder="Pick or create a project"
        onChange={(event, newValue) => {
          // Enter on free text, or the "Create …" option: add the project, then select it.
          const name = typeof newValue === 'string' ? newValue.trim() : newValue?.newName;
          if (name) {
            const existing = projects.find((project) => project.name.toLowerCase() === name.toLowerCase());
            const project = existing ?? { name };
            if (!existing) {
              setProjects((list) => [...list, project]);
            }
            setValue(project);
          } else {
            setValue(typeof newValue === 'string' ? null : newValue);
          }
        }}
        filterOptions={(options, params) => {
          const filtered = filter(options, params);
          const typed = params.inputValue.trim();
          if (typed !== '' && !options.some((option) => option.name.toLowerCase() === typed.toLowerCase())) {
            filtered.push({ name: `Create “${typed}”`, newName: typed });
          }
          return filtered;
        }}
        getOptionLabel={(option) => (typeof option === 'string' ? option : (option.newName ?? option.name))}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props as typeof props & { key: string };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              {option.newName && (
                <ListItemDecorator>
                  <Add />
                </ListItemDecorator>
              )}
              {option.name}
            </AutocompleteOption>
          );
        }}
      />
      <FormHelperText>{projects.length} projects. Type a new name to add one.</FormHelperText>
    </FormControl>
  );
}
