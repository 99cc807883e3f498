import { Button } from '@mui/base/Button';

const base = 'cursor-pointer rounded-lg border-0 bg-teal-700 px-4 py-2 font-semibold text-white';

export default function AccessibilityFocusRing() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button className={`${base} focus:outline-3 focus:outline-offset-2 focus:outline-teal-300`}>Ring on :focus</Button>
      <Button
        className={`${base} focus:outline-none [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-teal-300`}
      >
        Ring on keyboard focus only
      </Button>
    </div>
  );
}
