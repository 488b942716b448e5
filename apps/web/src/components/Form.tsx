import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';

interface FormProps {
  onSubmit: () => void;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * A native form, so Enter in any field submits. Browser validation bubbles are turned off: the
 * contracts' messages are shown next to the fields instead, identically in every browser.
 */
export function Form({ onSubmit, children, ...rest }: FormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit} {...rest}>
      {children}
    </Stack>
  );
}
