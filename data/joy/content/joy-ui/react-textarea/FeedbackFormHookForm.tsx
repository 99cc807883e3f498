import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

interface FeedbackValues {
  liked: string;
  improve: string;
}

export default function FeedbackFormHookForm() {
  const [result, setResult] = React.useState('');
  const { control, handleSubmit, reset } = useForm<FeedbackValues>({
    defaultValues: { liked: '', improve: '' },
    mode: 'onTouched',
  });

  const onSubmit = (values: FeedbackValues) => {
    setResult(`Thanks! We received ${values.liked.length + values.improve.length} characters of feedback.`);
    reset();
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ maxWidth: 480, width: '100%' }}>
      <Stack spacing={2}>
        <Controller
          name="liked"
          control={control}
          rules={{ required: 'Tell us at least one thing you liked.' }}
          render={({ field: { ref, ...field }, fieldState }) => (
            <FormControl required error={Boolean(fieldState.error)}>
              <FormLabel>What did you like about the workshop?</FormLabel>
              {/* The ref goes to the <textarea>, so react-hook-form can focus the first invalid field. */}
              <Textarea {...field} minRows={2} slotProps={{ textarea: { ref } }} />
              <FormHelperText>{fieldState.error?.message ?? 'Required.'}</FormHelperText>
            </FormControl>
          )}
        />
        <Controller
          name="improve"
          control={control}
          rules={{
            minLength: { value: 20, message: 'Please write at least 20 characters, or leave it empty.' },
            maxLength: { value: 400, message: 'Please keep it under 400 characters.' },
          }}
          render={({ field: { ref, ...field }, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormLabel>What should we change next time?</FormLabel>
              <Textarea {...field} minRows={2} maxRows={6} slotProps={{ textarea: { ref } }} />
              <FormHelperText>{fieldState.error?.message ?? 'Optional, 20 to 400 characters.'}</FormHelperText>
            </FormControl>
          )}
        />
        <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
          Send feedback
        </Button>
        <Typography level="body-sm" role="status">
          {result}
        </Typography>
      </Stack>
    </Box>
  );
}
