import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import i18n from '@/lib/i18n';

interface Values {
  username: string;
}

function UsernameForm({ label, error }: { label: string; error: string }) {
  const form = useForm<Values>({ defaultValues: { username: '' } });
  const { setError } = form;
  React.useEffect(() => {
    setError('username', { message: error });
  }, [error, setError]);
  return (
    <Form {...form}>
      <FormField
        control={form.control}
        name="username"
        label={label}
        render={({ field }) => (
          <FormItem>
            <FormLabel>{label}</FormLabel>
            <FormControl>
              <Input {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </Form>
  );
}

describe('FormMessage', () => {
  it('renders a contract token with the field label, in the current language', async () => {
    render(<UsernameForm label="Username" error="max_length:30" />);
    expect(screen.getByText('Username must not exceed 30 characters')).toBeTruthy();
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain('form-item-message');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByText('Username不能超过 30 个字符')).toBeTruthy();
    await act(() => i18n.changeLanguage('en-US'));
  });

  it('shows other messages as they are', () => {
    render(<UsernameForm label="Username" error="This username is already used by another account." />);
    expect(screen.getByText('This username is already used by another account.')).toBeTruthy();
  });
});
