import * as React from 'react';
import { TextareaAutosize, TextareaAutosizeProps } from '@mui/base/TextareaAutosize';

function Label(props: React.ComponentProps<'label'>) {
  return <label {...props} className="grid gap-1 text-sm font-semibold" />;
}

function Textarea(props: TextareaAutosizeProps) {
  return (
    <TextareaAutosize
      {...props}
      className="box-border w-full max-w-[420px] resize-none rounded-lg border border-gray-600 bg-transparent px-3 py-2 leading-normal text-inherit focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-400 dark:border-gray-400"
    />
  );
}

export default function TextareaBasic() {
  return (
    <Label>
      Delivery instructions
      <Textarea placeholder="Gate code, where to leave the parcel…" />
    </Label>
  );
}
