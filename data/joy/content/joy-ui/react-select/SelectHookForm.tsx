import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Fields = { role: string | null; teams: string[] };

const teams = ['Billing', 'Growth', 'Mobile', 'Platform', 'Support'];

export default function SelectHookForm() {
  const [summary, setSummary] = React.useState('');
  const { control, handleSubmit } = useForm<Fields>({ defaultValues: { role: null, teams: [] } });

  return (
    <form noValidate onSubmit={handleSubmit((data) => setSummary(`Invited as ${data.role} to ${data.teams.join(', ')}.`))}>
      <Stack spacing={2} sx={{ width: 320, maxWidth: '100%' }}>
        <Controller
          name="role"
          control={control}
          rules={{ required: 'Pick a role.' }}
          render={({ field, fieldState }) => (
            <FormControl error={!!fieldState.error} required>
              <FormLabel>Role</FormLabel>
              <Select
                placeholder="Choose a role"
                name={field.name}
                value={field.value}
                onChange={(_, value) => field.onChange(value)}
                onClose={field.onBlur}
                slotProps={{ button: { ref: field.ref, 'aria-invalid': !!fieldState.error } }}
              >
                <Option value="viewer">Viewer</Option>
                <Option value="editor">Editor</Option>
                <Option value="admin">Admin</Option>
              </Select>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
        <Controller
          name="teams"
          control={control}
          rules={{ validate: (value) => value.length > 0 || 'Add the person to at least one team.' }}
          render={({ field, fieldState }) => (
            <FormControl error={!!fieldState.error} required>
              <FormLabel>Teams</FormLabel>
              <Select
                multiple
                placeholder="Choose teams"
                name={field.name}
                value={field.value}
                onChange={(_, value) => field.onChange(value)}
                onClose={field.onBlur}
                slotProps={{ button: { ref: field.ref, 'aria-invalid': !!fieldState.error } }}
              >
                {teams.map((team) => (
                  <Option key={team} value={team}>
                    {team}
                  </Option>
                ))}
              </Select>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
        <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
          Send invitation
        </Button>
        <Typography role="status" level="body-sm">
          {summary}
        </Typography>
      </Stack>
    </form>
  );
}
