import { useState } from 'react';
import { PasswordInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoComplete: 'new-password' | 'current-password';
  description?: string;
}

/** A password input with the login screen's show/hide toggle (named for screen readers). */
export function PasswordField({ label, value, onChange, error, autoComplete, description }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      label={label}
      name="password"
      autoComplete={autoComplete}
      description={description}
      required
      value={value}
      error={error ?? undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{ tabIndex: 0, 'aria-label': visible ? 'Hide password' : 'Show password' }}
    />
  );
}

export const PASSWORD_HINT = 'At least 12 characters; a few unrelated words make a strong one.';
