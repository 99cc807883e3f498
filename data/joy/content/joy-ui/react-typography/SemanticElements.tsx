import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function SemanticElements() {
  return (
    <Box component="section" aria-labelledby="faq-heading" sx={{ maxWidth: 520 }}>
      {/* Looks like a title, is a real heading: the outline of the page stays correct. */}
      <Typography id="faq-heading" level="title-lg" component="h2" sx={{ mb: 1.5 }}>
        Frequently asked questions
      </Typography>
      <Typography level="title-sm" component="h3">
        Can I change my delivery address?
      </Typography>
      <Typography level="body-sm" sx={{ mb: 1.5 }}>
        Yes, until the parcel is handed to the courier. Open the order and choose “Edit address”.
      </Typography>
      <Typography level="title-sm" component="h3">
        How long do refunds take?
      </Typography>
      <Typography level="body-sm">
        Three to five working days after we receive the return.{' '}
        {/* A nested Typography can be any element too: here a time element with a machine-readable date. */}
        <Typography component="time" dateTime="2024-06-28" fontWeight="md">
          Updated 28 June
        </Typography>
      </Typography>
    </Box>
  );
}
