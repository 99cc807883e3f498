import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const channels = [
  { value: 'email', label: 'Email' },
  { value: 'push', label: 'Push notification' },
  { value: 'sms', label: 'Text message' },
];

interface Preferences {
  channels: string[];
  quietHours: boolean;
}

export default function CheckboxHookForm() {
  const labelId = React.useId();
  const errorId = React.useId();
  const [saved, setSaved] = React.useState<Preferences | null>(null);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Preferences>({ defaultValues: { channels: ['email'], quietHours: true } });

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(setSaved)} sx={{ maxWidth: 360 }}>
      <Stack spacing={2}>
        <Controller
          name="channels"
          control={control}
          rules={{ validate: (value) => value.length > 0 || 'Pick at least one channel.' }}
          render={({ field }) => (
            // One FormControl per checkbox: a FormControl gives its id to the control inside, so it cannot hold a group.
            <Box role="group" aria-labelledby={labelId} aria-describedby={errors.channels ? errorId : undefined}>
              <Typography id={labelId} level="title-sm" sx={{ mb: 1 }}>
                Deliver order updates by
              </Typography>
              <Stack spacing={1}>
                {channels.map((channel) => (
                  <Checkbox
                    key={channel.value}
                    label={channel.label}
                    name={field.name}
                    value={channel.value}
                    color={errors.channels ? 'danger' : undefined}
                    checked={field.value.includes(channel.value)}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked ? [...field.value, channel.value] : field.value.filter((value) => value !== channel.value),
                      )
                    }
                  />
                ))}
              </Stack>
              {errors.channels && (
                <FormHelperText id={errorId} sx={{ color: 'danger.plainColor', mt: 1 }}>
                  {errors.channels.message}
                </FormHelperText>
              )}
            </Box>
          )}
        />
        <Controller
          name="quietHours"
          control={control}
          render={({ field }) => (
            <FormControl>
              <Checkbox
                label="Hold notifications between 22:00 and 07:00"
                name={field.name}
                checked={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            </FormControl>
          )}
        />
        <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
          Save preferences
        </Button>
        <Typography level="body-sm" role="status">
          {saved ? `Saved: ${saved.channels.join(', ')}${saved.quietHours ? ', quiet hours on' : ''}.` : ''}
        </Typography>
      </Stack>
    </Box>
  );
}
